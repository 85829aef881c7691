import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits: unguessable, so the token alone proves the conversation is the visitor's. */
export function createVisitorToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashVisitorToken(token) };
}

/** Only the hash is stored: a database leak does not let anyone into visitors' conversations. */
export function hashVisitorToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

export function isVisitorTokenFor(storedHash: string, token: string) {
  const given = Buffer.from(hashVisitorToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
