import { AppError } from '../../lib/app-error';
import { ALREADY_CONFIRMED_MESSAGE } from '../accounts/confirm-signup';
import { DUPLICATE_EMAIL_MESSAGE } from '../accounts/register-account';
import { SESSION_EXPIRED_MESSAGE } from '../accounts/refresh-session';
import { INVALID_CREDENTIALS_MESSAGE, NOT_CONFIRMED_MESSAGE } from '../accounts/sign-in';
import { CODE_ERRORS } from '../accounts/verification-codes';

/** The account flows that call the pool; an exception can mean different things in each. */
export type PoolOperation =
  | 'register'
  | 'confirmSignup'
  | 'resendConfirmation'
  | 'signIn'
  | 'refresh'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'setInitialPassword';

/** An AppError to answer with, or `neutral`: answer as if it worked, so the call reveals no accounts. */
type Outcome = AppError | 'neutral';
type Rule = (operation: PoolOperation) => Outcome;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
export const POOL_PASSWORD_POLICY_MESSAGE =
  'Password must be at least 8 characters and contain upper-case and lower-case letters and a number.';
export const POOL_UNAVAILABLE_MESSAGE = 'Sign-in is not available right now. Please try again in a few minutes.';
export const PASSWORD_RESET_REQUIRED_MESSAGE =
  'Your password must be reset before you can sign in. Use Forgot password to get a reset code.';

const codeError = (operation: PoolOperation, kind: 'invalid' | 'expired') => {
  const errors = CODE_ERRORS[operation === 'setInitialPassword' ? 'set_password' : 'signup'];
  return new AppError('BAD_REQUEST', errors[kind], errors.field);
};
const passwordField = (operation: PoolOperation) => (operation === 'resetPassword' ? 'newPassword' : 'password');
const tooMany: Rule = () => new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS_MESSAGE);

/**
 * Cognito's exceptions mapped to the messages our own accounts service gives for the same
 * situation, so the web app's screens, messages and redirects are identical with either provider.
 * Anything not listed is a failure of the pool itself (`POOL_UNAVAILABLE_MESSAGE`, 503).
 */
export const COGNITO_ERROR_TABLE: Record<string, Rule> = {
  UsernameExistsException: () => new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE, 'email'),
  AliasExistsException: () => new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE, 'email'),
  CodeMismatchException: (operation) => codeError(operation, 'invalid'),
  ExpiredCodeException: (operation) => codeError(operation, 'expired'),
  NotAuthorizedException: (operation) => {
    // ConfirmSignUp on a confirmed user: "User cannot be confirmed. Current status is CONFIRMED".
    if (operation === 'confirmSignup') return new AppError('CONFLICT', ALREADY_CONFIRMED_MESSAGE);
    if (operation === 'refresh') return new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
    if (operation === 'setInitialPassword') return codeError(operation, 'invalid');
    return new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  },
  UserNotFoundException: (operation) => {
    if (operation === 'resendConfirmation' || operation === 'requestPasswordReset') return 'neutral';
    if (operation === 'confirmSignup' || operation === 'resetPassword' || operation === 'setInitialPassword') {
      return codeError(operation, 'invalid');
    }
    return new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  },
  UserNotConfirmedException: () => new AppError('FORBIDDEN', NOT_CONFIRMED_MESSAGE),
  PasswordResetRequiredException: () => new AppError('FORBIDDEN', PASSWORD_RESET_REQUIRED_MESSAGE),
  InvalidPasswordException: (operation) =>
    // Signing in, it can only mean a wrong password (Cognito-compatible servers use it so).
    operation === 'signIn'
      ? new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE)
      : new AppError('BAD_REQUEST', POOL_PASSWORD_POLICY_MESSAGE, passwordField(operation)),
  InvalidParameterException: (operation) => {
    // ResendConfirmationCode on a confirmed user: "User is already confirmed."
    if (operation === 'resendConfirmation') return new AppError('CONFLICT', ALREADY_CONFIRMED_MESSAGE);
    // ForgotPassword for a user with no verified email: say nothing more than for anyone else.
    if (operation === 'requestPasswordReset') return 'neutral';
    return new AppError('BAD_REQUEST', 'Please check the details you entered and try again.');
  },
  LimitExceededException: tooMany,
  TooManyRequestsException: tooMany,
  TooManyFailedAttemptsException: tooMany,
  CodeDeliveryFailureException: () =>
    new AppError('SERVICE_UNAVAILABLE', 'We could not send the code to this email address. Please try again later.'),
};

/** The answer for an error thrown by a pool call during `operation` (an SDK exception has a `name`). */
export function mapCognitoError(error: unknown, operation: PoolOperation): Outcome {
  const name = error instanceof Error ? error.name : undefined;
  const rule = name ? COGNITO_ERROR_TABLE[name] : undefined;
  return rule ? rule(operation) : new AppError('SERVICE_UNAVAILABLE', POOL_UNAVAILABLE_MESSAGE);
}
