import { ACCOUNT_DELETED_MESSAGE } from '@leadwise/contracts';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { EmailField } from '../../../features/auth/components/email-field';
import { TextLink } from '../../../features/auth/components/text-link';
import { TwoFactorCodeForm } from '../../../features/auth/components/two-factor-code-form';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { readAuthState } from '../../../features/auth/utils/router-state';
import { validateLogin } from '../../../features/auth/utils/validate-auth-forms';
import { toErrorMessage } from '../../../lib/error-message';
import { reactivateAccount } from '../../../features/auth/api/reactivate-account';

export default function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const { login } = useAuth();
  const state = readAuthState(location.state);
  const target = state.from
    ? `${state.from.pathname}${state.from.search ?? ''}${state.from.hash ?? ''}`
    : paths.dashboard.root.getHref();

  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  /** Set once the password is right and the account asks for its second factor. */
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const isDeletedAccount = error?.startsWith(ACCOUNT_DELETED_MESSAGE) ?? false;

  /** Signs in with the typed email and password: into the dashboard, or on to the second factor. */
  const signIn = async () => {
    const outcome = await login(email.trim(), password);
    if (outcome.status === 'two-factor') {
      setChallengeToken(outcome.challengeToken);
      setIsSubmitting(false);
      return;
    }
    navigate(target, { replace: true });
  };

  const onReactivate = async () => {
    setIsSubmitting(true);
    try {
      await reactivateAccount({ email: email.trim(), password });
      await signIn();
    } catch (e) {
      setError(toErrorMessage(e, 'Reactivation failed'));
      setIsSubmitting(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLogin({ email, password });
    setError(problem);
    if (problem) return;
    setIsSubmitting(true);
    try {
      await signIn();
    } catch (e) {
      setError(toErrorMessage(e, 'Login failed'));
      setIsSubmitting(false);
    }
  };

  if (challengeToken) {
    return (
      <AuthLayout
        title="Sign in to Leadwise"
        subtitle="Two-factor sign-in is on for your account."
        footer={
          <p>
            Not you?{' '}
            <button type="button" className="font-medium text-blue-700 hover:underline" onClick={() => setChallengeToken(null)}>
              Sign in with another account
            </button>
          </p>
        }
      >
        <TwoFactorCodeForm
          challengeToken={challengeToken}
          onSignedIn={() => navigate(target, { replace: true })}
          onChallengeEnded={(message) => {
            setChallengeToken(null);
            setPassword('');
            setError(message);
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Sign in to Leadwise"
      subtitle="Welcome back. Your leads have been waiting."
      footer={
        <p>
          Don't have an account? <TextLink to={paths.auth.register.getHref()}>Start your free trial</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {state.message && <Alert variant="success">{state.message}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
        {isDeletedAccount && (
          <Button variant="outline" className="w-full" isLoading={isSubmitting} onClick={() => void onReactivate()}>
            Reactivate my account
          </Button>
        )}
        <EmailField id="login-email" value={email} onChange={setEmail} />
        <FormField
          label="Password"
          htmlFor="login-password"
          labelAside={
            <TextLink to={paths.auth.forgotPassword.getHref()} className="text-sm">
              Forgot password?
            </TextLink>
          }
        >
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            // Arriving with the email filled in (just verified), only the password is left to type.
            autoFocus={Boolean(state.email)}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        {/* Spec section 2: the remember-me box is shown but sessions persist either way. */}
        <Checkbox label="Remember me" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
        <Button type="submit" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
        <p className="text-center text-xs text-slate-500">
          By signing in you agree to our <TextLink to={paths.terms.getHref()}>Terms of Service</TextLink> and{' '}
          <TextLink to={paths.privacy.getHref()}>Privacy Policy</TextLink>.
        </p>
      </form>
    </AuthLayout>
  );
}
