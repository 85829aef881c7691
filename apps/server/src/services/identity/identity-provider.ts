import type {
  ConfirmSignupInput,
  EmailOnlyInput,
  LoginInput,
  LoginResult,
  RefreshInput,
  RefreshResult,
  RegisterInput,
  RegisterResult,
  ResetPasswordInput,
  SetPasswordInput,
  SetPasswordResult,
} from '@leadwise/contracts';
import type { AccessClaims } from '../accounts/tokens';

type Message = { message: string };

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * Every account flow the API offers, whoever holds the passwords: our own accounts service
 * (`local`) or an Amazon Cognito user pool (`cognito`). Routes call only this, so the web app sees
 * the same answers and messages with either.
 */
export interface IdentityProvider {
  readonly kind: 'local' | 'cognito';
  register(input: RegisterInput): Promise<RegisterResult>;
  confirmSignup(input: ConfirmSignupInput): Promise<Message>;
  resendConfirmation(input: EmailOnlyInput): Promise<Message>;
  signIn(input: LoginInput): Promise<LoginResult>;
  /** Whether `password` is the account's password now, without starting a session for the caller. */
  verifyPassword(input: LoginInput): Promise<boolean>;
  refresh(input: RefreshInput): Promise<RefreshResult>;
  /** Ends the session the access token belongs to; `claims` are what `verifyAccessToken` returned. */
  signOut(session: { claims: AccessClaims; accessToken: string }): Promise<void>;
  requestPasswordReset(input: EmailOnlyInput): Promise<Message>;
  resetPassword(input: ResetPasswordInput): Promise<Message>;
  /**
   * An invited account's first password. Locally the token is the one-time link token; in a pool it
   * is the temporary password of an admin-created user, answered through NEW_PASSWORD_REQUIRED.
   */
  setInitialPassword(input: SetPasswordInput): Promise<SetPasswordResult>;
  /** The claims of a live session's access token; null for any other token; throws for a signed-out session. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
}
