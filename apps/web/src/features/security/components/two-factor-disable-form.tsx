import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useFormError } from '../hooks/use-form-error';

/** Turning two-factor sign-in off takes the password and a current code, not just an open session. */
export function TwoFactorDisableForm() {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { error, run } = useFormError();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => disable.mutateAsync({ password, code }), 'Two-factor sign-in could not be turned off');
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {error && <Alert variant="error">{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Password" htmlFor="disable-password">
          <PasswordInput id="disable-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
        <FormField label="Authentication or recovery code" htmlFor="disable-code">
          <Input id="disable-code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
        </FormField>
      </div>
      <Button type="submit" variant="danger" isLoading={disable.isPending}>
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}
