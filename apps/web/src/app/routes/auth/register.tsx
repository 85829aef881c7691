import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { useRegister } from '../../../features/auth/api/register';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { EmailField } from '../../../features/auth/components/email-field';
import { PasswordRequirements } from '../../../features/auth/components/password-requirements';
import { TextLink } from '../../../features/auth/components/text-link';
import { readAuthState } from '../../../features/auth/utils/router-state';
import { type RegisterFields, validateRegister } from '../../../features/auth/utils/validate-auth-forms';
import { toErrorMessage } from '../../../lib/error-message';

const ALREADY_EXISTS_HINT = " If you haven't verified your email yet, you can continue with email verification.";
const DEFAULT_MESSAGE = 'Please check your email for a verification code.';

export default function RegisterRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const registration = useRegister();
  // The landing page's signup modal passes the email and company it collected.
  const prefill = readAuthState(location.state);
  const [fields, setFields] = useState<RegisterFields>({
    name: '',
    email: prefill.email ?? '',
    company: prefill.company ?? '',
    password: '',
    confirmPassword: '',
    agreeToTerms: false,
  });
  const [error, setError] = useState<string | null>(null);
  const [canContinueToVerification, setCanContinueToVerification] = useState(false);

  const set =
    <K extends keyof RegisterFields>(key: K) =>
    (value: RegisterFields[K]) =>
      setFields((f) => ({ ...f, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setCanContinueToVerification(false);
    const problem = validateRegister(fields);
    setError(problem);
    if (problem) return;
    const email = fields.email.trim().toLowerCase();
    try {
      const result = await registration.mutateAsync({
        email,
        name: fields.name.trim(),
        company: fields.company.trim(),
        password: fields.password,
      });
      if (result.requiresVerification) {
        navigate(paths.auth.verifyEmail.getHref(), { state: { email, message: result.message || DEFAULT_MESSAGE } });
      } else {
        navigate(paths.dashboard.root.getHref());
      }
    } catch (e) {
      const message = toErrorMessage(e, 'Registration failed');
      const alreadyExists = message.includes('already exists');
      setCanContinueToVerification(alreadyExists);
      setError(alreadyExists ? message + ALREADY_EXISTS_HINT : message);
    }
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="30-day free trial. No credit card required."
      footer={
        <p>
          Already have an account? <TextLink to={paths.auth.login.getHref()}>Sign in</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {error && (
          <Alert variant="error">
            <p>{error}</p>
            {canContinueToVerification && (
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                onClick={() =>
                  navigate(paths.auth.verifyEmail.getHref(), { state: { email: fields.email.trim().toLowerCase() } })
                }
              >
                Continue to Email Verification
              </Button>
            )}
          </Alert>
        )}
        <FormField label="Full Name" htmlFor="register-name">
          <Input
            id="register-name"
            autoComplete="name"
            value={fields.name}
            onChange={(e) => set('name')(e.target.value)}
          />
        </FormField>
        <EmailField id="register-email" value={fields.email} onChange={set('email')} />
        <FormField label="Company" htmlFor="register-company">
          <Input
            id="register-company"
            autoComplete="organization"
            value={fields.company}
            onChange={(e) => set('company')(e.target.value)}
          />
        </FormField>
        <FormField
          label="Password"
          htmlFor="register-password"
          hint={<PasswordRequirements password={fields.password} />}
          hintId="register-password-hint"
        >
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            aria-describedby="register-password-hint"
            value={fields.password}
            onChange={(e) => set('password')(e.target.value)}
          />
        </FormField>
        <FormField label="Confirm Password" htmlFor="register-confirm-password">
          <PasswordInput
            id="register-confirm-password"
            autoComplete="new-password"
            value={fields.confirmPassword}
            onChange={(e) => set('confirmPassword')(e.target.value)}
          />
        </FormField>
        <Checkbox
          checked={fields.agreeToTerms}
          onChange={(e) => set('agreeToTerms')(e.target.checked)}
          label={
            <>
              I agree to the <TextLink to={paths.terms.getHref()}>Terms of Service</TextLink> and{' '}
              <TextLink to={paths.privacy.getHref()}>Privacy Policy</TextLink>
            </>
          }
        />
        <Button type="submit" className="w-full" isLoading={registration.isPending}>
          {registration.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
