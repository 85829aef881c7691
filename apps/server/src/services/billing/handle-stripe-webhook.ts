import { BILLING_INTERVALS, type BillingInterval, isPaidPlan, type PaidPlan, uuidSchema } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Executor } from '../../db/client';
import { agents, stripeEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enqueueEmail } from '../outbox/enqueue-email';
import { billingPageUrl } from './billing-settings';
import type { StripeClient } from './stripe-client';

export const INVALID_STRIPE_SIGNATURE = 'The Stripe-Signature header is missing or does not match this payload.';
type Log = { warn(obj: unknown, msg?: string): void };

/**
 * Applies one Stripe webhook event. The signature is checked against the raw body first (a bad one
 * changes nothing); the event id is recorded in the same transaction as its effect, so a redelivered
 * event is a no-op; a subscription event older than the state already stored is ignored, so events
 * arriving out of order cannot roll the account back.
 */
export async function handleStripeWebhook({
  db,
  stripe,
  webhookSecret,
  payload,
  signature,
  publicUrl,
  log,
}: {
  db: Executor;
  stripe: StripeClient | null;
  webhookSecret: string | undefined;
  payload: Buffer;
  signature: string | undefined;
  publicUrl: string;
  log?: Log;
}) {
  if (!stripe || !webhookSecret) throw new AppError('NOT_FOUND', 'Billing is not set up on this server.');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(payload, signature ?? '', webhookSecret);
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_STRIPE_SIGNATURE);
  }
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { received: true, duplicate: true };
    const changedAt = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed':
        await linkCustomer(tx, event.data.object, log);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        await applySubscription(tx, event.data.object, changedAt, log);
        break;
      case 'invoice.payment_failed':
        await emailPaymentFailed(tx, event, publicUrl);
        break;
      default:
        break;
    }
    return { received: true, duplicate: false };
  });
}

function idOf(value: string | { id: string } | null | undefined) {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** Checkout finished: remember the Stripe customer, so the portal and a later checkout reuse it. */
async function linkCustomer(tx: Executor, session: Stripe.Checkout.Session, log?: Log) {
  const agentId = uuidSchema.safeParse(session.client_reference_id ?? session.metadata?.agencyId);
  const customerId = idOf(session.customer);
  if (!agentId.success || !customerId) {
    log?.warn({ sessionId: session.id }, 'Checkout session without an account or customer');
    return;
  }
  await tx.update(agents).set({ stripeCustomerId: customerId }).where(eq(agents.id, agentId.data));
}

/** `leadwise_<plan>_<interval>` back to the plan and interval; null for a price that is not ours. */
function parseLookupKey(key: string | null | undefined): { plan: PaidPlan; interval: BillingInterval } | null {
  const match = /^leadwise_([a-z]+)_([a-z]+)$/.exec(key ?? '');
  if (!match || !isPaidPlan(match[1]) || !BILLING_INTERVALS.includes(match[2] as BillingInterval)) return null;
  return { plan: match[1], interval: match[2] as BillingInterval };
}

async function findAccountOf(tx: Executor, subscription: Stripe.Subscription) {
  const byMetadata = uuidSchema.safeParse(subscription.metadata?.agencyId);
  const customerId = idOf(subscription.customer);
  const [agent] = byMetadata.success
    ? await tx.select().from(agents).where(eq(agents.id, byMetadata.data))
    : customerId
      ? await tx.select().from(agents).where(eq(agents.stripeCustomerId, customerId))
      : [];
  return agent;
}

const ENDED = new Set(['canceled', 'incomplete_expired']);

async function applySubscription(tx: Executor, subscription: Stripe.Subscription, changedAt: Date, log?: Log) {
  const agent = await findAccountOf(tx, subscription);
  if (!agent) {
    log?.warn({ subscriptionId: subscription.id }, 'Subscription event for no known account');
    return;
  }
  if (agent.subscriptionChangedAt && changedAt < agent.subscriptionChangedAt) return;
  // An old subscription ending must not end the one that replaced it (reactivation).
  if (agent.stripeSubscriptionId && agent.stripeSubscriptionId !== subscription.id && ENDED.has(subscription.status)) {
    return;
  }
  const item = subscription.items?.data?.[0];
  // Stripe moved the period to the item (API 2025-03-31); an endpoint pinned to an older version
  // still sends it on the subscription.
  const periodEnd = item?.current_period_end ?? (subscription as { current_period_end?: number }).current_period_end;
  const priced = parseLookupKey(item?.price?.lookup_key);
  const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
  await tx
    .update(agents)
    .set({
      ...(priced && { plan: priced.plan, billingInterval: priced.interval }),
      stripeCustomerId: idOf(subscription.customer) ?? agent.stripeCustomerId,
      stripeSubscriptionId: subscription.id,
      subscriptionStatus: subscription.status,
      currentPeriodEnd: seconds(periodEnd),
      cancelAt: seconds(subscription.cancel_at),
      canceledAt: ENDED.has(subscription.status) ? (seconds(subscription.ended_at) ?? changedAt) : null,
      subscriptionChangedAt: changedAt,
    })
    .where(eq(agents.id, agent.id));
}

/** Stripe retries the card on its own schedule; the owner is told at once so they can update it. */
async function emailPaymentFailed(tx: Executor, event: Stripe.InvoicePaymentFailedEvent, publicUrl: string) {
  const customerId = idOf(event.data.object.customer);
  if (!customerId) return;
  const [agent] = await tx
    .select({ id: agents.id, email: agents.email, name: agents.name })
    .from(agents)
    .where(eq(agents.stripeCustomerId, customerId));
  if (!agent) return;
  await enqueueEmail(tx, {
    message: {
      to: agent.email,
      subject: 'Leadwise: your card payment failed',
      text: `Hi ${agent.name},\n\nWe could not take this month's Leadwise payment. Your widget keeps working while we retry the card over the next days.\n\nUpdate your card from Manage billing: ${billingPageUrl(publicUrl)}`,
    },
    topic: 'billing.payment_failed',
    agentId: agent.id,
    idempotencyKey: `billing-payment-failed:${event.id}`,
  });
}
