import type { RecoveryCodes } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import { userTwoFactor } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/record-audit';
import { ALREADY_ENABLED_MESSAGE } from './begin-two-factor-setup';
import { consumeAuthenticatorCode } from './consume-second-factor';
import { findMember } from './find-member';
import { replaceRecoveryCodes } from './recovery-codes';
import type { TwoFactorDeps } from './two-factor-deps';

export const SETUP_CODE_MESSAGE = 'That code does not match. Check the key in your authenticator app and try the new code.';

/** Turns two-factor sign-in on once a code proves the app holds the secret; returns the recovery codes. */
export async function enableTwoFactor(
  { db, cipher, now }: TwoFactorDeps,
  { userId, code, ip }: { userId: string; code: string; ip: string },
): Promise<RecoveryCodes> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  if (!row) throw new AppError('CONFLICT', 'Start the setup first: scan the QR code with your authenticator app.');
  if (row.enabledAt) throw new AppError('CONFLICT', ALREADY_ENABLED_MESSAGE);
  const at = now();
  const matched = await consumeAuthenticatorCode({ db, cipher, now: at }, { userId, code, enabledOnly: false });
  if (!matched) throw new AppError('BAD_REQUEST', SETUP_CODE_MESSAGE, 'code');
  return db.transaction(async (tx) => {
    await tx.update(userTwoFactor).set({ enabledAt: at, updatedAt: at }).where(eq(userTwoFactor.userId, userId));
    const recoveryCodes = await replaceRecoveryCodes(tx, userId);
    const member = await findMember(tx, userId);
    if (member) await recordAudit(tx, { agentId: member.agentId, actor: member, action: 'two_factor_enabled', ip });
    return { recoveryCodes };
  });
}
