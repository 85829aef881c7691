import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { agencyMembers, agents, userTwoFactor } from '../../../db/schema';

/** True when the person's agency requires two-factor sign-in and they have not turned it on. */
export async function isTwoFactorSetupOwed(db: Executor, userId: string) {
  const [row] = await db
    .select({ required: agents.requireTwoFactor, enabledAt: userTwoFactor.enabledAt })
    .from(agencyMembers)
    .innerJoin(agents, eq(agents.id, agencyMembers.agentId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, agencyMembers.userId))
    .where(eq(agencyMembers.userId, userId))
    .limit(1);
  return Boolean(row?.required && !row.enabledAt);
}
