import {
  billingStatusOf,
  isBeyondGrace,
  isOverLimit,
  isServiceActive,
  limitsOf,
  PLANS,
  thresholdsCrossed,
} from '@leadwise/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/prepared';
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

export interface CountedStart extends ConversationUsage {
  agentId: string;
  /** The month counted in, or null when nothing was counted (the demo agency). */
  month: string | null;
  /** Usage warnings this count crossed, sent with the conversation it counts. */
  warnings: Array<{ message: Parameters<typeof enqueueEmail>[1]['message']; idempotencyKey: string }>;
}

/** What a start needs of the account: read on every conversation start, so built once. */
const accountQuery = builtOnce((db) =>
  db
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
    .where(eq(agents.id, sql.placeholder('agentId')))
    .prepare('conversation_start_account'),
);

const countStatement = builtOnce((db) =>
  db
    .insert(monthlyUsage)
    .values({ agentId: sql.placeholder('agentId'), month: sql.placeholder('month'), conversations: 1 })
    .onConflictDoUpdate({
      target: [monthlyUsage.agentId, monthlyUsage.month],
      set: { conversations: sql`${monthlyUsage.conversations} + 1` },
    })
    .returning({ conversations: monthlyUsage.conversations })
    .prepare('count_conversation_start'),
);

/**
 * Counts a new conversation in the account's calendar month. One upsert increments the row, so
 * instances counting at once neither lose nor double a count, and each start gets its own number.
 * It runs as a statement of its own, before the conversation is written: the month's row is one
 * per account, and a lock held until the start's transaction committed queued every conversation
 * the account started behind the one before (a viral listing's visitors all arrive at one account).
 * If the conversation then fails to start, `uncountConversationStart` takes the count back.
 */
export async function countConversationStart(
  db: Executor,
  { agentId, now, billing }: { agentId: string; now: Date; billing: BillingSettings | undefined },
): Promise<CountedStart> {
  const [agent] = await accountQuery(db).execute({ agentId });
  const uncounted = { agentId, month: null, warnings: [], count: 0, isOverLimit: false, holdsBackAlerts: false };
  // The demo agency is never billed: its conversations count toward no month and warn nobody.
  if (agent.isDemo) return uncounted;
  const month = billingMonth(now, agent.timeZone);
  const [usage] = await countStatement(db).execute({ agentId, month });
  const count = usage.conversations;
  if (!billing?.enabled) return { ...uncounted, month, count };

  const limit = limitsOf(agent.plan).conversationLimit;
  const warnings = thresholdsCrossed(count, limit).map((share) => {
    const percent = Math.round(share * 100);
    return {
      message: usageAlertEmail({ ...agent, limit: limit!, percent, url: billingPageUrl(billing.publicUrl) }),
      // Counts only rise, so a month reaches each mark of a given limit once; the key makes sure.
      idempotencyKey: `billing-usage:${agentId}:${month}:${limit}:${percent}`,
    };
  });
  // A lapsed account's conversations (contact details only) are not billed usage to warn about.
  const isActive = isServiceActive(billingStatusOf(agent, now));
  return {
    agentId,
    month,
    warnings,
    count,
    isOverLimit: isActive && isOverLimit(count, limit),
    holdsBackAlerts: isBeyondGrace(count, limit),
  };
}

/** The usage warnings a count crossed, queued in the transaction that starts its conversation. */
export async function enqueueUsageWarnings(tx: Executor, counted: CountedStart) {
  for (const warning of counted.warnings) {
    await enqueueEmail(tx, { ...warning, topic: 'billing.usage', agentId: counted.agentId });
  }
}

/** Takes back the count of a conversation that failed to start. */
export async function uncountConversationStart(db: Executor, counted: CountedStart) {
  if (!counted.month) return;
  await db
    .update(monthlyUsage)
    .set({ conversations: sql`${monthlyUsage.conversations} - 1` })
    .where(and(eq(monthlyUsage.agentId, counted.agentId), eq(monthlyUsage.month, counted.month)));
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
