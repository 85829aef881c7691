import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { twoFactorRecoveryCodes, userTwoFactor } from '../../../db/schema';
import { hashRecoveryCode } from './recovery-codes';
import type { SecretCipher } from './secret-cipher';
import { findTotpStep } from './totp';

export type SecondFactorKind = 'authenticator' | 'recovery_code';

export interface SecondFactorDeps {
  db: Executor;
  cipher: SecretCipher;
  now: Date;
}

/**
 * Uses an authenticator code: it must match a step within the window and be later than the last
 * step accepted. The step is claimed with a conditional update, so two requests racing with the
 * same code cannot both succeed. `enabledOnly: false` accepts the code of a setup not yet confirmed.
 */
export async function consumeAuthenticatorCode(
  { db, cipher, now }: SecondFactorDeps,
  { userId, code, enabledOnly = true }: { userId: string; code: string; enabledOnly?: boolean },
): Promise<boolean> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  if (!row || (enabledOnly && !row.enabledAt)) return false;
  const step = findTotpStep(cipher.decrypt(row.secretCiphertext), code, now, row.lastUsedStep);
  if (step === null) return false;
  const claimed = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step, updatedAt: now })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
        enabledOnly ? isNotNull(userTwoFactor.enabledAt) : undefined,
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return claimed.length > 0;
}

/** Uses one recovery code; marking it used in the same statement makes it single-use under races. */
async function consumeRecoveryCode({ db, now }: SecondFactorDeps, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

/** A 6-digit code is the authenticator's; anything else is tried as a recovery code. Null when neither fits. */
export async function consumeSecondFactor(
  deps: SecondFactorDeps,
  { userId, code }: { userId: string; code: string },
): Promise<SecondFactorKind | null> {
  const compact = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(compact)) {
    return (await consumeAuthenticatorCode(deps, { userId, code: compact })) ? 'authenticator' : null;
  }
  return (await consumeRecoveryCode(deps, userId, code)) ? 'recovery_code' : null;
}
