import {
  billingStatusOf,
  isBeyondGrace,
  isOverLimit,
  isServiceActive,
  limitsOf,
  PLANS,
  thresholdsCrossed,
} from '@leadwise/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents, monthlyUsage } from '../../db/schema';
import { enqueueEmail } from '../outbox/enqueue-email';
import { billingMonth } from './billing-month';
import { type BillingSettings, billingPageUrl } from './billing-settings';

export interface ConversationUsage {
  /** The conversation's number in the account's month, this one included. */
  count: number;
  /** Past the plan's limit: answered and stored, shown as over the limit. */
  isOverLimit: boolean;
  /** Past the limit and its grace: the conversation's instant lead alerts are held back. */
  holdsBackAlerts: boolean;
}

/**
 * Counts a new conversation in the account's calendar month, inside the transaction that creates
 * it. One upsert increments the row, so instances counting at once neither lose nor double a count;
 * the owner is emailed (through the outbox, in the same transaction) when the count first reaches
 * 80 % and 100 % of the limit, which happens once per month because counts only go up.
 */
export async function recordConversationStart(
  tx: Executor,
  { agentId, now, billing }: { agentId: string; now: Date; billing: BillingSettings | undefined },
): Promise<ConversationUsage> {
  const [agent] = await tx
    .select({
      email: agents.email,
      name: agents.name,
      plan: agents.plan,
      timeZone: agents.timeZone,
      trialEndsAt: agents.trialEndsAt,
      subscriptionStatus: agents.subscriptionStatus,
      isDemo: agents.isDemo,
    })
    .from(agents)
    .where(eq(agents.id, agentId));
  // The demo agency is never billed: its conversations count toward no month and warn nobody.
  if (agent.isDemo) return { count: 0, isOverLimit: false, holdsBackAlerts: false };
  const month = billingMonth(now, agent.timeZone);
  const [usage] = await tx
    .insert(monthlyUsage)
    .values({ agentId, month, conversations: 1 })
    .onConflictDoUpdate({
      target: [monthlyUsage.agentId, monthlyUsage.month],
      set: { conversations: sql`${monthlyUsage.conversations} + 1` },
    })
    .returning({ conversations: monthlyUsage.conversations });
  const count = usage.conversations;
  if (!billing?.enabled) return { count, isOverLimit: false, holdsBackAlerts: false };

  const limit = limitsOf(agent.plan).conversationLimit;
  for (const share of thresholdsCrossed(count, limit)) {
    const percent = Math.round(share * 100);
    await enqueueEmail(tx, {
      message: usageAlertEmail({ ...agent, limit: limit!, percent, url: billingPageUrl(billing.publicUrl) }),
      topic: 'billing.usage',
      agentId,
      // Counts only rise, so a month reaches each mark of a given limit once; the key makes sure.
      idempotencyKey: `billing-usage:${agentId}:${month}:${limit}:${percent}`,
    });
  }
  // A lapsed account's conversations (contact details only) are not billed usage to warn about.
  const isActive = isServiceActive(billingStatusOf(agent, now));
  return {
    count,
    isOverLimit: isActive && isOverLimit(count, limit),
    holdsBackAlerts: isBeyondGrace(count, limit),
  };
}

function usageAlertEmail(opts: {
  email: string;
  name: string;
  plan: string;
  limit: number;
  percent: number;
  url: string;
}) {
  const planName = opts.plan in PLANS ? PLANS[opts.plan as keyof typeof PLANS].name : 'trial';
  const reached =
    opts.percent >= 100
      ? `You have reached your ${planName} plan's limit of ${opts.limit} conversations this month. Every visitor is still answered and every conversation kept; conversations over the limit are marked in your dashboard, and past a further 10 % their instant lead alerts wait until you upgrade or the month ends.`
      : `You have used ${opts.percent} % of your ${planName} plan's ${opts.limit} conversations this month.`;
  return {
    to: opts.email,
    subject:
      opts.percent >= 100
        ? 'Leadwise: you have reached your plan’s conversation limit'
        : `Leadwise: ${opts.percent} % of this month’s conversations used`,
    text: `Hi ${opts.name},\n\n${reached}\n\nSee your usage or upgrade: ${opts.url}\n\nThe count starts again on the 1st of next month.`,
  };
}
