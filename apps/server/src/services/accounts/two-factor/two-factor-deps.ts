import type { Database } from '../../../db/client';
import type { SecretCipher } from './secret-cipher';

/** What every two-factor use-case needs; `now` is read per call so tests can move the clock. */
export interface TwoFactorDeps {
  db: Database;
  cipher: SecretCipher;
  now: () => Date;
}

/** How long a sign-in waits for its second factor, and how many wrong codes it takes. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
