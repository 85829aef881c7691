import type { DisableTwoFactorInput } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import { twoFactorRecoveryCodes, userTwoFactor } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/record-audit';
import type { IdentityProvider } from '../../identity/identity-provider';
import { consumeSecondFactor } from './consume-second-factor';
import { findMember } from './find-member';
import { AUTHENTICATOR_CODE_MESSAGE } from './regenerate-recovery-codes';
import type { TwoFactorDeps } from './two-factor-deps';

export const REQUIRED_BY_AGENCY_MESSAGE =
  'Your agency requires two-factor sign-in, so it cannot be turned off. Ask the agency owner if this must change.';

/**
 * Turns two-factor sign-in off: the password and a current code (or a recovery code) both, so a
 * session left open on a shared computer is not enough. Refused while the agency requires it.
 */
export async function disableTwoFactor(
  { db, cipher, now, identity }: TwoFactorDeps & { identity: IdentityProvider },
  { userId, input, ip }: { userId: string; input: DisableTwoFactorInput; ip: string },
): Promise<void> {
  const member = await findMember(db, userId);
  if (!member) throw new AppError('NOT_FOUND', 'Account not found');
  if (member.requireTwoFactor) throw new AppError('FORBIDDEN', REQUIRED_BY_AGENCY_MESSAGE);
  const [row] = await db.select({ enabledAt: userTwoFactor.enabledAt }).from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  if (!row?.enabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already off.');
  if (!(await identity.verifyPassword({ email: member.email, password: input.password }))) {
    throw new AppError('BAD_REQUEST', 'That password is not right.', 'password');
  }
  if (!(await consumeSecondFactor({ db, cipher, now: now() }, { userId, code: input.code }))) {
    throw new AppError('BAD_REQUEST', AUTHENTICATOR_CODE_MESSAGE, 'code');
  }
  await db.transaction(async (tx) => {
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await recordAudit(tx, { agentId: member.agentId, actor: member, action: 'two_factor_disabled', ip });
  });
}
