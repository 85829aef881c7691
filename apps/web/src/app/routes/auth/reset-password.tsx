import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../../../features/auth/api/forgot-password';
import { useResetPassword } from '../../../features/auth/api/reset-password';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { AuthSuccess } from '../../../features/auth/components/auth-success';
import { EmailField } from '../../../features/auth/components/email-field';
import { TextLink } from '../../../features/auth/components/text-link';
import { REDIRECT_DELAY_MS, readAuthState } from '../../../features/auth/utils/router-state';
import {
  AUTH_MESSAGES,
  CODE_LENGTH,
  isResetPasswordComplete,
  type ResetPasswordFields,
  validateResetPassword,
} from '../../../features/auth/utils/validate-auth-forms';
import { toErrorMessage } from '../../../lib/error-message';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';

const RESET_MESSAGE = 'Password reset successful. Please sign in with your new password.';

export default function ResetPasswordRoute() {
  const location = useLocation();
  const navigateLater = useDelayedNavigate();
  const reset = useResetPassword();
  const resend = useForgotPassword();
  const [fields, setFields] = useState<ResetPasswordFields>({
    email: readAuthState(location.state).email ?? '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const set = (key: keyof ResetPasswordFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const email = fields.email.trim().toLowerCase();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const problem = validateResetPassword(fields);
    setError(problem);
    if (problem) return;
    try {
      await reset.mutateAsync({ email, confirmationCode: fields.code.trim(), newPassword: fields.password });
      navigateLater(
        paths.auth.login.getHref(),
        { state: { email, message: RESET_MESSAGE } },
        REDIRECT_DELAY_MS.afterPasswordReset,
      );
    } catch (e) {
      setError(toErrorMessage(e, 'Password reset failed', 'An unexpected error occurred during password reset'));
    }
  };

  const onResend = async () => {
    setNotice(null);
    if (!email) {
      setError(AUTH_MESSAGES.emailFirst);
      return;
    }
    setError(null);
    try {
      await resend.mutateAsync(email);
      setNotice('New reset code sent to your email!');
    } catch (e) {
      setError(toErrorMessage(e, 'Failed to resend code'));
    }
  };

  if (reset.isSuccess) {
    return (
      <AuthSuccess title="Password Reset Successful!" icon={CheckCircle2}>
        You can now sign in with your new password. Taking you to sign in...
      </AuthSuccess>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the 6-digit code from your email and choose a new password."
      footer={
        <p className="flex flex-wrap justify-center gap-x-4 gap-y-1">
          <TextLink to={paths.auth.login.getHref()}>Back to Sign In</TextLink>
          <TextLink to={paths.auth.forgotPassword.getHref()} state={{ email: email || undefined }}>
            Request a new reset
          </TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {notice && <Alert variant="success">{notice}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
        <EmailField id="reset-email" value={fields.email} onChange={set('email')} />
        <FormField
          label="Reset Code"
          htmlFor="reset-code"
          labelAside={
            <Button variant="link" className="text-sm" onClick={onResend} disabled={resend.isPending}>
              Resend code
            </Button>
          }
        >
          <Input
            id="reset-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            placeholder="Enter 6-digit code"
            value={fields.code}
            onChange={(e) => set('code')(e.target.value)}
          />
        </FormField>
        <FormField label="New Password" htmlFor="reset-new-password">
          <PasswordInput
            id="reset-new-password"
            autoComplete="new-password"
            value={fields.password}
            onChange={(e) => set('password')(e.target.value)}
          />
        </FormField>
        <FormField label="Confirm New Password" htmlFor="reset-confirm-password">
          <PasswordInput
            id="reset-confirm-password"
            autoComplete="new-password"
            value={fields.confirmPassword}
            onChange={(e) => set('confirmPassword')(e.target.value)}
          />
        </FormField>
        <Button
          type="submit"
          className="w-full"
          disabled={!isResetPasswordComplete(fields)}
          isLoading={reset.isPending}
        >
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
