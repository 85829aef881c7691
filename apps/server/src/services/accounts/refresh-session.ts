import type { RefreshInput, RefreshResult } from '@leadwise/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agencyMembers, refreshTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import { closeSessionStreams, type ErrorLog } from './close-session-streams';
import { createSession, signSessionTokens } from './create-session';
import { endSession } from './end-session';
import { deriveSuccessorRefreshToken, hashToken } from './tokens';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const SESSION_REUSED_MESSAGE = 'This session was ended for your security. Please sign in again.';
/**
 * How long after a rotation the same refresh token still gets the same answer: two tabs
 * refreshing together, or a retry after a lost response, must not look like a stolen token.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/**
 * Swaps a refresh token for new tokens and a new refresh token of the same family. Each refresh
 * token rotates once: presenting it again within the grace window returns the very same new
 * tokens; presenting it later means it leaked (or was stolen), so the whole family is revoked and
 * both holders must sign in again.
 */
export async function refreshSession(
  {
    db,
    secret,
    events,
    log,
    now = new Date(),
  }: { db: Database; secret: string; events: EventBus; log?: ErrorLog; now?: Date },
  input: RefreshInput,
): Promise<RefreshResult> {
  const [row] = await db
    .select({ token: refreshTokens, user: users, agentId: agencyMembers.agentId })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    // A person removed from the agency cannot refresh their way back in.
    .leftJoin(agencyMembers, eq(agencyMembers.userId, users.id))
    .where(eq(refreshTokens.tokenHash, hashToken(input.refreshToken)))
    .limit(1);
  if (!row || row.token.revokedAt || !row.agentId) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
  const { token, user, agentId } = row;
  const subject = { userId: user.id, agentId, email: user.email, name: user.name };
  const successor = {
    familyId: token.familyId,
    refreshToken: deriveSuccessorRefreshToken(secret, input.refreshToken),
  };
  let rotatedAt = token.usedAt;
  if (!rotatedAt) {
    if (token.expiresAt.getTime() <= now.getTime()) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
    const rotated = await db.transaction(async (tx) => {
      // Conditional on still unused: of two parallel refreshes with one token, only one rotates.
      const spent = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (spent.length === 0) return null;
      return createSession(tx, secret, subject, { ...successor, now });
    });
    if (rotated) return toRefreshResult(rotated);
    // The parallel refresh that won has committed (its row lock held this one until then).
    const [current] = await db
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.revokedAt)));
    rotatedAt = current?.usedAt ?? null;
  }
  if (rotatedAt && now.getTime() - rotatedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000) {
    const [live] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, hashToken(successor.refreshToken)),
          eq(refreshTokens.familyId, token.familyId),
          isNull(refreshTokens.revokedAt),
        ),
      );
    // Signed as of the rotation, so the tokens are byte for byte the ones the first call got.
    if (live) return toRefreshResult(await signSessionTokens(secret, subject, { ...successor, now: rotatedAt }));
  }
  await endSession(db, { familyId: token.familyId, now });
  await closeSessionStreams(events, { userId: user.id, sessionId: token.familyId }, log);
  throw new AppError('UNAUTHORIZED', SESSION_REUSED_MESSAGE);
}

function toRefreshResult({ accessToken, idToken, refreshToken }: RefreshResult): RefreshResult {
  return { accessToken, idToken, refreshToken };
}
