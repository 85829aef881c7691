import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Access and id tokens live one hour; refresh tokens 30 days. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const ISSUER = 'leadwise';

export interface AccessClaims {
  sub: string;
  agentId: string;
  email: string;
  /** Session (refresh-token family) id: logout revokes it and with it the access token. */
  sid: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** `now` lets tests (and the refresh flow) sign a token as of another moment. */
export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  now = new Date(),
) {
  return signJwt(
    secret,
    claims.sub,
    { agentId: claims.agentId, email: claims.email, sid: claims.sid, token_use: 'access' },
    ttlSeconds,
    now,
  );
}

export async function signIdToken(
  secret: string,
  user: { sub: string; email: string; name: string },
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  now = new Date(),
) {
  return signJwt(secret, user.sub, { email: user.email, name: user.name, token_use: 'id' }, ttlSeconds, now);
}

function signJwt(secret: string, subject: string, payload: Record<string, string>, ttlSeconds: number, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key(secret));
}

/** Returns the claims of a valid, unexpired access token, or null. */
export async function verifyAccessToken(secret: string, token: string, now = new Date()): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (payload.token_use !== 'access' || typeof payload.sub !== 'string') return null;
    const { agentId, email, sid } = payload as Record<string, unknown>;
    if (typeof agentId !== 'string' || typeof email !== 'string' || typeof sid !== 'string') return null;
    return { sub: payload.sub, agentId, email, sid };
  } catch {
    return null;
  }
}

/** Opaque random token (refresh tokens, one-time links). */
export function generateOpaqueToken(bytes = 32) {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and codes are stored only as hashes: a database leak reveals none of them. */
export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that rotation issues in place of `refreshToken`: derived with the server's
 * secret rather than random, so a repeat of the same refresh within the grace window can hand out
 * the same token again while the database still holds only hashes. Without the secret, a stolen
 * hash or token reveals no successor.
 */
export function deriveSuccessorRefreshToken(secret: string, refreshToken: string) {
  return createHmac('sha256', secret).update(`refresh-successor:${refreshToken}`).digest('base64url');
}
