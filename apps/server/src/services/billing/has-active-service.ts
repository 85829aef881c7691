import { billingStatusOf, isServiceActive } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema';
import type { BillingSettings } from './billing-settings';

/**
 * Whether the account's chat service runs: always with billing off; otherwise during the trial and
 * on a plan (past due included while Stripe retries the card), not after a lapsed trial or cancellation.
 */
export async function hasActiveService(
  db: Executor,
  { agentId, now, billing }: { agentId: string; now: Date; billing: BillingSettings | undefined },
) {
  if (!billing?.enabled) return true;
  const [agent] = await db
    .select({
      plan: agents.plan,
      trialEndsAt: agents.trialEndsAt,
      subscriptionStatus: agents.subscriptionStatus,
      isDemo: agents.isDemo,
    })
    .from(agents)
    .where(eq(agents.id, agentId));
  // The landing page's demo has no plan and always runs.
  return Boolean(agent) && (agent.isDemo || isServiceActive(billingStatusOf(agent, now)));
}
