import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { useSetPassword } from '../../../features/auth/api/set-password';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { PasswordRequirements } from '../../../features/auth/components/password-requirements';
import { readAuthState } from '../../../features/auth/utils/router-state';
import { validateSetPassword } from '../../../features/auth/utils/validate-auth-forms';
import { toErrorMessage } from '../../../lib/error-message';

const PASSWORD_SET_MESSAGE = 'Password set successfully! Please log in with your new password.';

export default function SetPasswordRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const mutation = useSetPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  // The invitation link carries ?token=…&email=…: move them into router state and out of the
  // address bar, so the one-time token does not linger in history or get shared with the URL.
  const linkEmail = searchParams.get('email');
  const linkToken = searchParams.get('token');
  if (linkEmail && linkToken) {
    return <Navigate to={paths.auth.setPassword.getHref()} replace state={{ email: linkEmail, token: linkToken }} />;
  }
  const { email, token } = readAuthState(location.state);
  if (!email) return <Navigate to={paths.auth.register.getHref()} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSetPassword({ password, confirmPassword });
    setError(problem);
    if (problem) return;
    try {
      await mutation.mutateAsync({ email, password, token: token ?? '' });
      navigate(paths.auth.login.getHref(), { state: { email, message: PASSWORD_SET_MESSAGE } });
    } catch (e) {
      setError(toErrorMessage(e, 'Password setup failed', 'An unexpected error occurred during password setup'));
    }
  };

  return (
    <AuthLayout
      title="Set your password"
      subtitle={
        <>
          Choose a password for <strong className="text-slate-900">{email}</strong>.
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {!token && (
          <Alert variant="warning">Open this page from the link in your invitation email so we know it's you.</Alert>
        )}
        {error && <Alert variant="error">{error}</Alert>}
        <FormField
          label="New Password"
          htmlFor="set-password"
          hint={<PasswordRequirements password={password} />}
          hintId="set-password-hint"
        >
          <PasswordInput
            id="set-password"
            autoComplete="new-password"
            aria-describedby="set-password-hint"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <FormField
          label="Confirm Password"
          htmlFor="set-password-confirm"
          hint={
            confirmPassword &&
            (confirmPassword === password ? (
              <span className="text-green-700">Passwords match</span>
            ) : (
              <span>Passwords do not match yet</span>
            ))
          }
        >
          <PasswordInput
            id="set-password-confirm"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
        </FormField>
        <Button type="submit" className="w-full" isLoading={mutation.isPending}>
          {mutation.isPending ? 'Setting Password...' : 'Set Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
