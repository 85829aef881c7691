import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

// OWASP's scrypt floor (N=2^17, r=8, p=1) needs 128 MiB per hash; 2^15 keeps a login under
// ~60 ms on our 2-core machines while staying far above brute-force speeds.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** Compared against when the email is unknown, so both failures take the same time. */
export const DUMMY_PASSWORD_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common, so it is easy to guess. Please choose another.';

let commonPasswords: Set<string> | undefined;

/**
 * Refuses a new password found in the list of the ~49,000 most common ones (the zxcvbn project's,
 * from leaked password sets, all lower case): those fall first to guessing, whatever the contract's
 * character rules say (`Passw0rd` passes them). Every flow that sets a password calls this.
 */
export function assertPasswordNotCommon(password: string, field: string) {
  // Built on first use: the list is decompressed once per process, not at every start.
  commonPasswords ??= new Set(dictionary['passwords-common']);
  if (commonPasswords.has(password.toLowerCase())) throw new AppError('BAD_REQUEST', COMMON_PASSWORD_MESSAGE, field);
}
