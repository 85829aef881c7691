import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useConfirmSignup } from '../../../features/auth/api/confirm-signup';
import { useResendConfirmation } from '../../../features/auth/api/resend-confirmation';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { AuthSuccess } from '../../../features/auth/components/auth-success';
import { TextLink } from '../../../features/auth/components/text-link';
import { REDIRECT_DELAY_MS, readAuthState } from '../../../features/auth/utils/router-state';
import { CODE_LENGTH, validateVerificationCode } from '../../../features/auth/utils/validate-auth-forms';
import { toErrorMessage } from '../../../lib/error-message';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';

const ALREADY_CONFIRMED = /already confirmed|user is already confirmed|cannot be confirmed/i;
const VERIFIED_MESSAGE = 'Email verified successfully! Please log in with your password.';

export default function VerifyEmailRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const { email, message } = readAuthState(location.state);
  const confirm = useConfirmSignup();
  const resend = useResendConfirmation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(message ?? null);
  const [isAlreadyConfirmed, setIsAlreadyConfirmed] = useState(false);

  // Spec section 2: this screen only makes sense for an email that just signed up.
  if (!email) return <Navigate to={paths.auth.register.getHref()} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsAlreadyConfirmed(false);
    const problem = validateVerificationCode(code);
    setError(problem);
    if (problem) return;
    setNotice(null);
    try {
      await confirm.mutateAsync({ email, confirmationCode: code.trim() });
      navigateLater(
        paths.auth.login.getHref(),
        { state: { email, message: VERIFIED_MESSAGE } },
        REDIRECT_DELAY_MS.afterVerification,
      );
    } catch (e) {
      const text = toErrorMessage(
        e,
        'Email verification failed',
        'An unexpected error occurred during email verification',
      );
      const alreadyConfirmed = ALREADY_CONFIRMED.test(text);
      setIsAlreadyConfirmed(alreadyConfirmed);
      setError(alreadyConfirmed ? `${text} Your email is already verified.` : text);
    }
  };

  const onResend = async () => {
    setError(null);
    setNotice(null);
    try {
      await resend.mutateAsync(email);
      setNotice('Verification code sent! Please check your email.');
    } catch (e) {
      setError(
        toErrorMessage(
          e,
          'Failed to resend verification code',
          'An unexpected error occurred while resending confirmation',
        ),
      );
    }
  };

  if (confirm.isSuccess) {
    return (
      <AuthSuccess title="Email Verified!" icon={CheckCircle2}>
        Your email is confirmed. Taking you to sign in...
      </AuthSuccess>
    );
  }

  return (
    <AuthLayout
      title="Verify your email"
      subtitle={
        <>
          We sent a 6-digit code to <strong className="text-slate-900">{email}</strong>.
        </>
      }
      footer={
        <p>
          Wrong email? <TextLink to={paths.auth.register.getHref()}>Start over</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {notice && <Alert variant="success">{notice}</Alert>}
        {error && (
          <Alert variant="error">
            <p>{error}</p>
            {isAlreadyConfirmed && (
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                onClick={() => navigate(paths.auth.login.getHref(), { state: { email } })}
              >
                Sign In Instead
              </Button>
            )}
          </Alert>
        )}
        <FormField label="Verification Code" htmlFor="verify-code">
          <Input
            id="verify-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            placeholder="Enter 6-digit code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className="text-center text-lg tracking-[0.4em]"
          />
        </FormField>
        <Button type="submit" className="w-full" isLoading={confirm.isPending}>
          {confirm.isPending ? 'Verifying...' : 'Verify Email'}
        </Button>
        <div className="flex items-center justify-center gap-1 text-sm text-slate-600">
          <span>Didn't get it?</span>
          <Button variant="link" onClick={onResend} disabled={resend.isPending}>
            Resend email
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
