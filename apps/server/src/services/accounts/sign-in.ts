import { ACCOUNT_DELETED_MESSAGE, type LoginInput, type LoginResult } from '@leadwise/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { REMOVED_MEMBER_MESSAGE } from '../team/find-membership';
import { createSession } from './create-session';
import { findAccountByEmail } from './find-account';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password';

/** One message for an unknown email and a wrong password, so sign-in reveals no accounts. */
export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect email or password.';
export const NOT_CONFIRMED_MESSAGE =
  'Your account is not confirmed yet. Enter the 6-digit code we emailed you to confirm your email address.';

/** What someone signing in to a deleted agency reads: it is gone, and until when it can come back. */
export function deletedAccountMessage(purgeAfter: Date | null) {
  const until = purgeAfter?.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
  return `${ACCOUNT_DELETED_MESSAGE}${until ? ` Its owner can reactivate it until ${until}.` : ''}`;
}

/** Checks the password and starts a session (spec section 7, POST /auth/login). */
export async function signIn(
  { db, secret, now = new Date() }: { db: Executor; secret: string; now?: Date },
  input: LoginInput,
): Promise<LoginResult> {
  const account = await findAccountByEmail(db, input.email);
  // Unknown emails and accounts without a password still pay for one hash, so timing reveals nothing.
  const passwordMatches = await verifyPassword(input.password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!account?.passwordHash || !passwordMatches) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  // Only someone who knows the password learns that the account awaits confirmation.
  if (!account.emailVerifiedAt) throw new AppError('FORBIDDEN', NOT_CONFIRMED_MESSAGE);
  if (account.agencyDeletedAt) throw new AppError('FORBIDDEN', deletedAccountMessage(account.agencyPurgeAfter));
  if (!account.agentId) throw new AppError('FORBIDDEN', REMOVED_MEMBER_MESSAGE);
  const { familyId: _familyId, ...session } = await createSession(
    db,
    secret,
    { userId: account.id, agentId: account.agentId, email: account.email, name: account.name },
    { now },
  );
  return session;
}
