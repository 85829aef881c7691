import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { agents, userTwoFactor } from '../../../db/schema';

/** True when the caller's agency requires two-factor sign-in and the caller has not turned it on. */
export async function isTwoFactorSetupOwed(db: Executor, { userId, agentId }: { userId: string; agentId: string }) {
  const [row] = await db
    .select({ required: agents.requireTwoFactor, enabledAt: userTwoFactor.enabledAt })
    .from(agents)
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, userId))
    .where(eq(agents.id, agentId))
    .limit(1);
  return Boolean(row?.required && !row.enabledAt);
}
