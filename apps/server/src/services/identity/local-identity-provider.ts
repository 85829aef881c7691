import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import type { ErrorLog } from '../accounts/close-session-streams';
import { confirmSignup } from '../accounts/confirm-signup';
import { endSession } from '../accounts/end-session';
import { findAccountByEmail } from '../accounts/find-account';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../accounts/password';
import { refreshSession } from '../accounts/refresh-session';
import { registerAccount } from '../accounts/register-account';
import { requestPasswordReset } from '../accounts/request-password-reset';
import { resendConfirmation } from '../accounts/resend-confirmation';
import { resetPassword } from '../accounts/reset-password';
import { setInitialPassword } from '../accounts/set-initial-password';
import { signIn } from '../accounts/sign-in';
import { verifyAccessToken } from '../accounts/tokens';
import { type IdentityProvider, SESSION_ENDED_MESSAGE } from './identity-provider';

/** Our own accounts service: passwords hashed in our database, codes sent through our outbox. */
export function createLocalIdentityProvider({
  db,
  secret,
  publicUrl,
  events,
  log,
}: {
  db: Database;
  secret: string;
  publicUrl: string;
  /** Ended sessions' live streams are closed through it (password reset, reuse of a refresh token). */
  events: EventBus;
  log?: ErrorLog;
}): IdentityProvider {
  return {
    kind: 'local',
    register: (input) => registerAccount({ db, publicUrl }, input),
    confirmSignup: (input) => confirmSignup({ db }, input),
    resendConfirmation: (input) => resendConfirmation({ db }, input),
    signIn: (input) => signIn({ db, secret }, input),
    async verifyPassword(input) {
      const account = await findAccountByEmail(db, input.email);
      const matches = await verifyPassword(input.password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
      return Boolean(account?.passwordHash) && matches;
    },
    refresh: (input) => refreshSession({ db, secret, events, log }, input),
    signOut: ({ claims }) => endSession(db, { familyId: claims.sid }),
    requestPasswordReset: (input) => requestPasswordReset({ db }, input),
    resetPassword: (input) => resetPassword({ db, events, log }, input),
    setInitialPassword: (input) => setInitialPassword({ db }, input),
    async verifyAccessToken(token) {
      const claims = await verifyAccessToken(secret, token);
      if (!claims) return null;
      // A signed-out session's access token dies with it, not an hour later.
      const revoked = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, claims.sid), isNotNull(refreshTokens.revokedAt)))
        .limit(1);
      if (revoked.length > 0) throw new AppError('UNAUTHORIZED', SESSION_ENDED_MESSAGE);
      return claims;
    },
  };
}
