import { randomUUID } from 'node:crypto';
import type { LoginResult } from '@leadwise/contracts';
import type { Executor } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  generateOpaqueToken,
  hashToken,
  REFRESH_TOKEN_TTL_SECONDS,
  signAccessToken,
  signIdToken,
} from './tokens';

export interface SessionSubject {
  userId: string;
  agentId: string;
  email: string;
  name: string;
}

/**
 * Starts a session (a refresh-token family) and returns the three tokens. Refresh rotation keeps
 * the family id so that logout, or reuse of a rotated token, can revoke the whole session.
 */
export async function createSession(
  db: Executor,
  secret: string,
  subject: SessionSubject,
  opts: { familyId?: string; now?: Date; refreshToken?: string } = {},
): Promise<LoginResult & { familyId: string }> {
  const now = opts.now ?? new Date();
  const familyId = opts.familyId ?? randomUUID();
  const refreshToken = opts.refreshToken ?? generateOpaqueToken();
  await db.insert(refreshTokens).values({
    userId: subject.userId,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return signSessionTokens(secret, subject, { familyId, refreshToken, now });
}

/**
 * The access and id tokens of a session, beside its refresh token. Signing is deterministic, so
 * the same session, refresh token and moment give the very same tokens.
 */
export async function signSessionTokens(
  secret: string,
  subject: SessionSubject,
  { familyId, refreshToken, now }: { familyId: string; refreshToken: string; now: Date },
): Promise<LoginResult & { familyId: string }> {
  const user = { sub: subject.userId, email: subject.email, name: subject.name };
  const [accessToken, idToken] = await Promise.all([
    signAccessToken(
      secret,
      { sub: subject.userId, agentId: subject.agentId, email: subject.email, sid: familyId },
      ACCESS_TOKEN_TTL_SECONDS,
      now,
    ),
    signIdToken(secret, user, ACCESS_TOKEN_TTL_SECONDS, now),
  ]);
  return { accessToken, idToken, refreshToken, user, familyId };
}
