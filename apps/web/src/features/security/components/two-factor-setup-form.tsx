import type { TwoFactorSetup } from '@leadwise/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { FormField } from '../../../components/ui/form-field';
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input';
import { useBeginTwoFactorSetup } from '../api/begin-two-factor-setup';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useFormError } from '../hooks/use-form-error';

/** Groups the key in fours, as authenticator apps show it, so it is easier to type. */
const groupKey = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

/** Turning two-factor sign-in on: a new key as a QR code and as text, then a code to prove the app has it. */
export function TwoFactorSetupForm({ onEnabled }: { onEnabled(recoveryCodes: string[]): void }) {
  const begin = useBeginTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const { error, run } = useFormError();

  const onBegin = () => void run(async () => setSetup(await begin.mutateAsync()), 'Setup could not start');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => onEnabled((await enable.mutateAsync({ code })).recoveryCodes), 'Two-factor sign-in could not be turned on');
  };

  if (!setup) {
    return (
      <div className="space-y-3">
        {error && <Alert variant="error">{error}</Alert>}
        <p className="text-sm text-slate-600">
          Use any authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy...). After your
          password, sign-in will ask for the 6-digit code the app shows.
        </p>
        <Button onClick={onBegin} isLoading={begin.isPending}>
          Set up an authenticator app
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {error && <Alert variant="error">{error}</Alert>}
      <ol className="list-decimal space-y-4 pl-5 text-sm text-slate-700">
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img
            src={setup.qrCodeDataUrl}
            alt="QR code for adding Leadwise to your authenticator app"
            width={192}
            height={192}
            className="mt-3 h-48 w-48 rounded-lg border border-slate-200 bg-white p-2"
          />
        </li>
        <li>
          <p>Or type this key into the app:</p>
          <div className="mt-2 flex items-center gap-2">
            <code data-testid="two-factor-key" className="min-w-0 break-words rounded bg-slate-100 px-2 py-1.5 font-mono text-sm text-slate-900">
              {groupKey(setup.secret)}
            </code>
            <CopyButton text={setup.secret} label="Copy key" />
          </div>
        </li>
        <li>
          <FormField label="Authentication code" htmlFor="setup-code" hint="The 6-digit code the app now shows for Leadwise.">
            <OneTimeCodeInput id="setup-code" value={code} onChange={(e) => setCode(e.target.value)} />
          </FormField>
        </li>
      </ol>
      <Button type="submit" isLoading={enable.isPending}>
        Turn on two-factor sign-in
      </Button>
    </form>
  );
}
