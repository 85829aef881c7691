import type { ResetPasswordInput } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import { closeSessionStreams, type ErrorLog } from './close-session-streams';
import { endAllSessions } from './end-session';
import { findAccountByEmail } from './find-account';
import { assertPasswordNotCommon, hashPassword } from './password';
import { checkVerificationCode, consumeVerificationCode } from './verification-codes';

export const PASSWORD_RESET_MESSAGE = 'Password reset successful. Please sign in with your new password.';

/**
 * Sets a new password with the emailed reset code and signs the user out everywhere, so whoever
 * knew the old password loses access, open live streams included. The code proves the address,
 * so it also counts as confirmed.
 */
export async function resetPassword(
  { db, events, log, now = new Date() }: { db: Database; events: EventBus; log?: ErrorLog; now?: Date },
  input: ResetPasswordInput,
) {
  assertPasswordNotCommon(input.newPassword, 'newPassword');
  const account = await findAccountByEmail(db, input.email);
  const { codeId, userId } = await checkVerificationCode(db, {
    userId: account?.id ?? null,
    purpose: 'reset',
    code: input.confirmationCode,
    now,
  });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await consumeVerificationCode(tx, { codeId, purpose: 'reset', now });
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: account?.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, userId));
    await endAllSessions(tx, { userId, now });
  });
  await closeSessionStreams(events, { userId }, log);
  return { message: PASSWORD_RESET_MESSAGE };
}
