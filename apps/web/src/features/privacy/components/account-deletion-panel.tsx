import { ACCOUNT_REACTIVATION_DAYS, type AccountDeletion } from '@leadwise/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAgency } from '../api/export-subject';

/**
 * Settings → Delete account (danger zone): the full export offered first, then the owner confirms
 * with their password (and authenticator code when two-factor sign-in is on).
 */
export function AccountDeletionPanel({ onDeleted }: { onDeleted: (deletion: AccountDeletion) => void }) {
  const passwordId = useId();
  const codeId = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const exportAgency = useExportAgency();
  const deletion = useDeleteAccount();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    deletion.mutate({ password, ...(code.trim() ? { code: code.trim() } : {}) }, { onSuccess: onDeleted });
  };

  return (
    <div className="space-y-5">
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          Deleting the account stops it at once: nobody can sign in, your widgets stop answering and any subscription is
          cancelled. You can reactivate it from the sign-in page within {ACCOUNT_REACTIVATION_DAYS} days; after that all
          conversations, leads, documents and settings are removed for good.
        </p>
        <Button variant="outline" isLoading={exportAgency.isPending} onClick={() => exportAgency.mutate()}>
          Download all your data first
        </Button>
        {exportAgency.isError && <Alert variant="error">{exportAgency.error.message}</Alert>}
        {exportAgency.isSuccess && <Alert variant="success">Your data export was downloaded.</Alert>}
      </div>
      <form onSubmit={onSubmit} className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4">
        <div className="space-y-1.5">
          <label htmlFor={passwordId} className="block text-sm font-medium text-slate-800">
            Your password
          </label>
          <PasswordInput
            id={passwordId}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={codeId} className="block text-sm font-medium text-slate-800">
            Authenticator code (only if two-factor sign-in is on)
          </label>
          <Input
            id={codeId}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            className="max-w-[10rem]"
          />
        </div>
        {deletion.isError && <Alert variant="error">{deletion.error.message}</Alert>}
        <Button type="submit" variant="danger" disabled={!password} isLoading={deletion.isPending}>
          Delete the agency account
        </Button>
      </form>
    </div>
  );
}
