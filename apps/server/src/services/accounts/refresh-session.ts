import type { RefreshInput, RefreshResult } from '@leadwise/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents, refreshTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createSession } from './create-session';
import { endSession } from './end-session';
import { hashToken } from './tokens';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const SESSION_REUSED_MESSAGE = 'This session was ended for your security. Please sign in again.';

/**
 * Swaps a refresh token for new tokens and a new refresh token of the same family. Each refresh
 * token works once: presenting a spent one means it leaked (or was stolen), so the whole family
 * is revoked and both holders must sign in again.
 */
export async function refreshSession(
  { db, secret, now = new Date() }: { db: Database; secret: string; now?: Date },
  input: RefreshInput,
): Promise<RefreshResult> {
  const [row] = await db
    .select({ token: refreshTokens, user: users, agentId: agents.id })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(eq(refreshTokens.tokenHash, hashToken(input.refreshToken)))
    .limit(1);
  if (!row || row.token.revokedAt || !row.agentId) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
  const { token, user, agentId } = row;
  if (token.usedAt) {
    await endSession(db, { familyId: token.familyId, now });
    throw new AppError('UNAUTHORIZED', SESSION_REUSED_MESSAGE);
  }
  if (token.expiresAt.getTime() <= now.getTime()) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
  const rotated = await db.transaction(async (tx) => {
    // Conditional on still unused: of two parallel refreshes with one token, only one rotates.
    const spent = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (spent.length === 0) return null;
    return createSession(
      tx,
      secret,
      { userId: user.id, agentId, email: user.email, name: user.name },
      { familyId: token.familyId, now },
    );
  });
  if (!rotated) {
    await endSession(db, { familyId: token.familyId, now });
    throw new AppError('UNAUTHORIZED', SESSION_REUSED_MESSAGE);
  }
  return { accessToken: rotated.accessToken, idToken: rotated.idToken, refreshToken: rotated.refreshToken };
}
