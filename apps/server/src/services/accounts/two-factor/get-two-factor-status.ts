import type { TwoFactorStatus } from '@leadwise/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { twoFactorRecoveryCodes, userTwoFactor } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { findMember } from './find-member';
import type { TwoFactorDeps } from './two-factor-deps';

/** What the Security page shows: whether it is on, recovery codes left, and the agency's rule. */
export async function getTwoFactorStatus({ db }: Pick<TwoFactorDeps, 'db'>, { userId }: { userId: string }): Promise<TwoFactorStatus> {
  const member = await findMember(db, userId);
  if (!member) throw new AppError('NOT_FOUND', 'Account not found');
  const [row] = await db
    .select({ enabledAt: userTwoFactor.enabledAt })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? (left?.n ?? 0) : 0,
    agencyRequiresTwoFactor: member.requireTwoFactor,
    canChangeAgencyRequirement: member.role === 'owner',
  };
}
