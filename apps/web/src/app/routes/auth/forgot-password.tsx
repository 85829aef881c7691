import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../../../features/auth/api/forgot-password';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { AuthSuccess } from '../../../features/auth/components/auth-success';
import { EmailField } from '../../../features/auth/components/email-field';
import { TextLink } from '../../../features/auth/components/text-link';
import { REDIRECT_DELAY_MS, readAuthState } from '../../../features/auth/utils/router-state';
import { validateForgotPassword } from '../../../features/auth/utils/validate-auth-forms';
import { toErrorMessage } from '../../../lib/error-message';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';

export default function ForgotPasswordRoute() {
  const location = useLocation();
  const navigateLater = useDelayedNavigate();
  const mutation = useForgotPassword();
  const [email, setEmail] = useState(readAuthState(location.state).email ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateForgotPassword(email);
    setError(problem);
    if (problem) return;
    const address = email.trim().toLowerCase();
    try {
      await mutation.mutateAsync(address);
      navigateLater(
        paths.auth.resetPassword.getHref(),
        { state: { email: address } },
        REDIRECT_DELAY_MS.afterResetCodeSent,
      );
    } catch (e) {
      setError(
        toErrorMessage(
          e,
          'Failed to send password reset email',
          'An unexpected error occurred while requesting password reset',
        ),
      );
    }
  };

  if (mutation.isSuccess) {
    return (
      <AuthSuccess title="Reset email sent!" icon={MailCheck}>
        If an account exists for <strong>{email.trim().toLowerCase()}</strong>, a 6-digit reset code is on its way.
        Taking you to enter it...
      </AuthSuccess>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we'll send you a code to reset it."
      footer={
        <p>
          Remembered it? <TextLink to={paths.auth.login.getHref()}>Back to Sign In</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {error && <Alert variant="error">{error}</Alert>}
        <EmailField id="forgot-email" value={email} onChange={setEmail} />
        <Button type="submit" className="w-full" disabled={!email.trim()} isLoading={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Send Reset Code'}
        </Button>
        <p className="text-center text-sm">
          <TextLink to={paths.auth.resetPassword.getHref()} state={{ email: email.trim().toLowerCase() || undefined }}>
            Already have a code?
          </TextLink>
        </p>
      </form>
    </AuthLayout>
  );
}
