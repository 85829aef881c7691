import type { SecuritySettings } from '@leadwise/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { agents, userTwoFactor } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/record-audit';
import { findMember } from './find-member';
import type { TwoFactorDeps } from './two-factor-deps';

export const OWNER_FIRST_MESSAGE = 'Turn on two-factor sign-in for yourself before requiring it for the agency.';

/**
 * The owner requires (or stops requiring) two-factor sign-in for everyone in the agency. The owner
 * must use it first, so requiring it never locks the owner out of this very page.
 */
export async function setAgencyTwoFactorRequirement(
  { db }: Pick<TwoFactorDeps, 'db'>,
  { userId, agentId, input, ip }: { userId: string; agentId: string; input: SecuritySettings; ip: string },
): Promise<SecuritySettings> {
  const member = await findMember(db, userId);
  // Who may change it is the route's permission (the owner); this only reads the caller's row.
  if (!member || member.agentId !== agentId) throw new AppError('NOT_FOUND', 'No such member of this agency');
  if (input.requireTwoFactor) {
    const [own] = await db
      .select({ userId: userTwoFactor.userId })
      .from(userTwoFactor)
      .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)))
      .limit(1);
    if (!own) throw new AppError('CONFLICT', OWNER_FIRST_MESSAGE, 'requireTwoFactor');
  }
  return db.transaction(async (tx) => {
    await tx.update(agents).set({ requireTwoFactor: input.requireTwoFactor }).where(eq(agents.id, agentId));
    if (input.requireTwoFactor !== member.requireTwoFactor) {
      await recordAudit(tx, {
        agentId,
        actor: member,
        action: 'two_factor_required',
        ip,
        detail: { required: input.requireTwoFactor },
      });
    }
    return { requireTwoFactor: input.requireTwoFactor };
  });
}
