import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokens } from '../../db/schema';

/**
 * Revokes a session (a refresh-token family): its refresh tokens stop working and, because
 * `app.authenticate` checks the family, so do its access tokens.
 */
export async function endSession(db: Executor, opts: { familyId: string; now?: Date }) {
  await revoke(db, eq(refreshTokens.familyId, opts.familyId), opts.now);
}

/** Signs a user out everywhere, e.g. after their password was reset. */
export async function endAllSessions(db: Executor, opts: { userId: string; now?: Date }) {
  await revoke(db, eq(refreshTokens.userId, opts.userId), opts.now);
}

async function revoke(db: Executor, which: SQL, now = new Date()) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(which, isNull(refreshTokens.revokedAt)));
}
