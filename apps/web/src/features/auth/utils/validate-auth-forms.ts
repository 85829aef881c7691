import { isValidEmail } from '../../../lib/validation';

/** The account forms' messages, word for word from spec section 5. */
export const AUTH_MESSAGES = {
  fillAll: 'Please fill in all fields',
  fillRequired: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsMismatch: 'Passwords do not match',
  agreeToTerms: 'Please agree to the Terms of Service and Privacy Policy',
  enterCode: 'Please enter the verification code',
  emailFirst: 'Please enter your email address first',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const CODE_LENGTH = 6;

/** Each validator returns the first problem, in the spec's order, or null when the form is fine. */
type Problem = string | null;

export function validateLogin({ email, password }: { email: string; password: string }): Problem {
  if (!email.trim() || !password) return AUTH_MESSAGES.fillAll;
  if (!isValidEmail(email)) return AUTH_MESSAGES.invalidEmail;
  return null;
}

export interface RegisterFields {
  name: string;
  email: string;
  company: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

export function validateRegister(f: RegisterFields): Problem {
  const required = [f.name, f.email, f.company, f.password, f.confirmPassword];
  if (required.some((value) => !value.trim())) return AUTH_MESSAGES.fillRequired;
  if (!isValidEmail(f.email)) return AUTH_MESSAGES.invalidEmail;
  if (f.password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (f.password !== f.confirmPassword) return AUTH_MESSAGES.passwordsMismatch;
  if (!f.agreeToTerms) return AUTH_MESSAGES.agreeToTerms;
  return null;
}

export function validateVerificationCode(code: string): Problem {
  return code.trim() ? null : AUTH_MESSAGES.enterCode;
}

export function validateSetPassword({
  password,
  confirmPassword,
}: {
  password: string;
  confirmPassword: string;
}): Problem {
  if (!password || !confirmPassword) return AUTH_MESSAGES.fillAll;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password !== confirmPassword) return AUTH_MESSAGES.passwordsMismatch;
  return null;
}

export function validateForgotPassword(email: string): Problem {
  return isValidEmail(email) ? null : AUTH_MESSAGES.invalidEmail;
}

export interface ResetPasswordFields {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** Submit stays disabled until every field has something in it (spec section 5). */
export const isResetPasswordComplete = (f: ResetPasswordFields) =>
  Boolean(f.email.trim() && f.code.trim() && f.password && f.confirmPassword);

export function validateResetPassword(f: ResetPasswordFields): Problem {
  if (!isResetPasswordComplete(f)) return AUTH_MESSAGES.fillAll;
  if (!isValidEmail(f.email)) return AUTH_MESSAGES.invalidEmail;
  if (f.password !== f.confirmPassword) return AUTH_MESSAGES.passwordsMismatch;
  if (f.password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}

/** The identity pool's policy, shown live while the user types (the server enforces it). */
export function passwordRequirements(password: string) {
  return [
    { label: `At least ${PASSWORD_MIN_LENGTH} characters`, isMet: password.length >= PASSWORD_MIN_LENGTH },
    { label: 'One lowercase letter', isMet: /[a-z]/.test(password) },
    { label: 'One uppercase letter', isMet: /[A-Z]/.test(password) },
    { label: 'One number', isMet: /[0-9]/.test(password) },
  ];
}
