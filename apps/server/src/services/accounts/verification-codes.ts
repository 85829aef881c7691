import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken } from './tokens';

export type CodePurpose = 'signup' | 'reset' | 'set_password';

/** Signup codes live 24 hours, reset codes 1 hour, invitation links 7 days. */
export const CODE_TTL_MS: Record<CodePurpose, number> = {
  signup: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  set_password: 7 * 24 * 60 * 60 * 1000,
};
export const MAX_CODE_ATTEMPTS = 5;

export function generateSixDigitCode() {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Issues a fresh code (or token) for the purpose; earlier unused ones stop working. */
export async function issueVerificationCode(
  db: Executor,
  opts: { userId: string; purpose: CodePurpose; code?: string; now?: Date },
) {
  const now = opts.now ?? new Date();
  const code = opts.code ?? generateSixDigitCode();
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.userId, opts.userId),
        eq(verificationCodes.purpose, opts.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    userId: opts.userId,
    purpose: opts.purpose,
    codeHash: hashToken(code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS[opts.purpose]),
    createdAt: now,
  });
  return code;
}

interface CodeErrors {
  invalid: string;
  expired: string;
  exhausted: string;
  field: string;
}

const SIX_DIGIT_CODE_ERRORS: CodeErrors = {
  invalid: 'Invalid verification code. Please check the code and try again.',
  expired: 'This code has expired. Please request a new one.',
  exhausted: 'Too many incorrect attempts. Please request a new code.',
  field: 'confirmationCode',
};

const LINK_ERRORS: CodeErrors = {
  invalid: 'This password link is not valid. Please use the link from your invitation email.',
  expired: 'This password link has expired. Please ask for a new invitation.',
  exhausted: 'This password link is no longer valid. Please ask for a new invitation.',
  field: 'token',
};

export const CODE_ERRORS: Record<CodePurpose, CodeErrors> = {
  signup: SIX_DIGIT_CODE_ERRORS,
  reset: SIX_DIGIT_CODE_ERRORS,
  set_password: LINK_ERRORS,
};

/**
 * Checks a code against the live one for the user and purpose and returns its id; the caller
 * then spends it with `consumeVerificationCode` in the transaction that acts on it. The try is
 * counted before the comparison, in one conditional update, so even parallel guesses get at most
 * MAX_CODE_ATTEMPTS chances at a code. An unknown user (null) fails like a wrong code.
 */
export async function checkVerificationCode(
  db: Executor,
  opts: { userId: string | null; purpose: CodePurpose; code: string; now?: Date },
): Promise<{ codeId: string; userId: string }> {
  const errors = CODE_ERRORS[opts.purpose];
  const fail = (message: string) => new AppError('BAD_REQUEST', message, errors.field);
  const now = opts.now ?? new Date();
  if (!opts.userId) throw fail(errors.invalid);
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, opts.userId),
        eq(verificationCodes.purpose, opts.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!live) throw fail(errors.invalid);
  if (live.expiresAt.getTime() <= now.getTime()) throw fail(errors.expired);
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, live.id),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!counted) throw fail(live.attempts >= MAX_CODE_ATTEMPTS ? errors.exhausted : errors.invalid);
  if (!hashesEqual(hashToken(opts.code), live.codeHash)) {
    throw fail(counted.attempts >= MAX_CODE_ATTEMPTS ? errors.exhausted : errors.invalid);
  }
  return { codeId: live.id, userId: opts.userId };
}

/** Spends a checked code; a code spent by a parallel request in the meantime fails as invalid. */
export async function consumeVerificationCode(
  db: Executor,
  opts: { codeId: string; purpose: CodePurpose; now?: Date },
) {
  const spent = await db
    .update(verificationCodes)
    .set({ consumedAt: opts.now ?? new Date() })
    .where(and(eq(verificationCodes.id, opts.codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (spent.length === 0) {
    const errors = CODE_ERRORS[opts.purpose];
    throw new AppError('BAD_REQUEST', errors.invalid, errors.field);
  }
}

function hashesEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
