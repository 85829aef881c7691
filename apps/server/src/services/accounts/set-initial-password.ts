import type { SetPasswordInput, SetPasswordResult } from '@leadwise/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findAccountByEmail } from './find-account';
import { assertPasswordNotCommon, hashPassword } from './password';
import { generateOpaqueToken } from './tokens';
import { checkVerificationCode, consumeVerificationCode, issueVerificationCode } from './verification-codes';

export const PASSWORD_SET_MESSAGE = 'Password set successfully! Please log in with your new password.';
export const PASSWORD_ALREADY_SET_MESSAGE =
  'This account already has a password. Please sign in, or use Forgot password to change it.';

/**
 * Gives an invited account (created without a password) its first password, with the one-time
 * token from the invitation email. It never replaces an existing password: that is what the
 * reset flow, which proves the email address afresh, is for. It does not sign the user in.
 */
export async function setInitialPassword(
  { db, now = new Date() }: { db: Database; now?: Date },
  input: SetPasswordInput,
): Promise<SetPasswordResult> {
  assertPasswordNotCommon(input.password, 'password');
  const account = await findAccountByEmail(db, input.email);
  if (account?.passwordHash) throw new AppError('CONFLICT', PASSWORD_ALREADY_SET_MESSAGE);
  const { codeId, userId } = await checkVerificationCode(db, {
    userId: account?.id ?? null,
    purpose: 'set_password',
    code: input.token,
    now,
  });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await consumeVerificationCode(tx, { codeId, purpose: 'set_password', now });
    // Conditional on still having no password, so a parallel request cannot overwrite one just set.
    const updated = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: account?.emailVerifiedAt ?? now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError('CONFLICT', PASSWORD_ALREADY_SET_MESSAGE);
  });
  return { message: PASSWORD_SET_MESSAGE, passwordSet: true };
}

/**
 * The one-time token for an invited account's set-password link (valid 7 days); the invitation
 * puts it in the email next to the address. Issuing a new one cancels the previous link.
 */
export function issueSetPasswordToken(db: Executor, opts: { userId: string; now?: Date }) {
  return issueVerificationCode(db, { ...opts, purpose: 'set_password', code: generateOpaqueToken() });
}
