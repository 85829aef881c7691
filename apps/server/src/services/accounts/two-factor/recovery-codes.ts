import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { twoFactorRecoveryCodes } from '../../../db/schema';
import { hashToken } from '../tokens';

/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i), easy to read off paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF_LENGTH = 5;

/** `xxxxx-xxxxx`: 10 characters from 31 gives about 49 bits, far beyond guessing in 5 tries. */
function createRecoveryCode() {
  const half = () => Array.from({ length: HALF_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${half()}-${half()}`;
}

/** How a typed code is compared: case, spaces and the dash do not matter. */
export function normaliseRecoveryCode(code: string) {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

export function hashRecoveryCode(code: string) {
  return hashToken(`recovery:${normaliseRecoveryCode(code)}`);
}

/** Replaces a person's recovery codes with new ones and returns them: the only time they are shown. */
export async function replaceRecoveryCodes(db: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}
