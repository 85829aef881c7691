import { type Billing, billingStatusOf, isPaidPlan, limitsOf } from '@leadwise/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents, monthlyUsage } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { billingMonth } from './billing-month';
import type { BillingSettings } from './billing-settings';
import { countSeats } from './count-seats';

/** The account's plan, status and this month's usage against its limits (unlimited with billing off). */
export async function getBilling({
  db,
  agentId,
  billing,
  now = new Date(),
}: {
  db: Executor;
  agentId: string;
  billing: BillingSettings;
  now?: Date;
}): Promise<Billing> {
  const [agent] = await db.select().from(agents).where(eq(agents.id, agentId));
  if (!agent) throw new AppError('NOT_FOUND', 'Account not found');
  const [usage] = await db
    .select({ conversations: monthlyUsage.conversations })
    .from(monthlyUsage)
    .where(and(eq(monthlyUsage.agentId, agentId), eq(monthlyUsage.month, billingMonth(now, agent.timeZone))));
  const limits = billing.enabled ? limitsOf(agent.plan) : { conversationLimit: null, seatLimit: null };
  return {
    enabled: billing.enabled,
    plan: isPaidPlan(agent.plan) ? agent.plan : 'trial',
    status: billing.enabled ? billingStatusOf(agent, now) : 'active',
    trialEndsAt: agent.plan === 'trial' ? (agent.trialEndsAt?.toISOString() ?? null) : null,
    interval: agent.billingInterval,
    currentPeriodEnd: agent.currentPeriodEnd?.toISOString() ?? null,
    cancelAt: agent.cancelAt?.toISOString() ?? null,
    usage: {
      conversations: usage?.conversations ?? 0,
      conversationLimit: limits.conversationLimit,
      seats: await countSeats(db, agentId),
      seatLimit: limits.seatLimit,
    },
  };
}
