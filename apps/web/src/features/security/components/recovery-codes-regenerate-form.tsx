import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useFormError } from '../hooks/use-form-error';

/** New recovery codes for a current authenticator code; the old ones stop working. */
export function RecoveryCodesRegenerateForm({ onCreated }: { onCreated(recoveryCodes: string[]): void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const [code, setCode] = useState('');
  const { error, run } = useFormError();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { recoveryCodes } = await regenerate.mutateAsync({ code });
      setCode('');
      onCreated(recoveryCodes);
    }, 'New recovery codes could not be made');
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {error && <Alert variant="error">{error}</Alert>}
      <FormField label="Authentication code" htmlFor="regenerate-code">
        <OneTimeCodeInput id="regenerate-code" value={code} onChange={(e) => setCode(e.target.value)} className="max-w-48 tracking-[0.3em]" />
      </FormField>
      <Button type="submit" variant="outline" isLoading={regenerate.isPending}>
        Make new recovery codes
      </Button>
    </form>
  );
}
