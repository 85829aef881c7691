import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input';
import { ApiError } from '../../../lib/api-client';
import { toErrorMessage } from '../../../lib/error-message';
import { useAuth } from '../hooks/use-auth';

/**
 * Sign-in's second step, on the sign-in page after the password: the authenticator code, or a
 * recovery code for someone without their phone. A refusal that ends the challenge (too many
 * codes, five minutes gone) sends the person back to the password with the server's message.
 */
export function TwoFactorCodeForm({
  challengeToken,
  onSignedIn,
  onChallengeEnded,
}: {
  challengeToken: string;
  onSignedIn(): void;
  onChallengeEnded(message: string): void;
}) {
  const { completeTwoFactor } = useAuth();
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(isRecovery ? 'Please enter a recovery code' : 'Please enter the code from your authenticator app');
      return;
    }
    setError(null);
    setIsSubmitting(true);
    try {
      await completeTwoFactor(challengeToken, code.trim());
      onSignedIn();
    } catch (e) {
      setIsSubmitting(false);
      const message = toErrorMessage(e, 'Sign-in failed');
      // A wrong code names the field; any other refusal means this sign-in is over.
      if (e instanceof ApiError && e.status === 401 && e.field !== 'code') onChallengeEnded(message);
      else setError(message);
    }
  };

  const onToggle = () => {
    setIsRecovery((value) => !value);
    setCode('');
    setError(null);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">
        {isRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Leadwise.'}
      </p>
      {error && <Alert variant="error">{error}</Alert>}
      {isRecovery ? (
        <FormField label="Recovery code" htmlFor="login-recovery-code">
          <Input
            id="login-recovery-code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            placeholder="xxxxx-xxxxx"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
      ) : (
        <FormField label="Authentication code" htmlFor="login-code">
          <OneTimeCodeInput id="login-code" autoFocus value={code} onChange={(e) => setCode(e.target.value)} />
        </FormField>
      )}
      <Button type="submit" className="w-full" isLoading={isSubmitting}>
        {isSubmitting ? 'Checking...' : 'Verify and sign in'}
      </Button>
      <Button variant="link" className="w-full" onClick={onToggle}>
        {isRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
      </Button>
    </form>
  );
}
