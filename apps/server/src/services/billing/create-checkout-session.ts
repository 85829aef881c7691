import { type CreateCheckoutInput, priceLookupKey } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { billingPageUrl } from './billing-settings';
import { callStripe } from './stripe-failure';
import type { StripeClient } from './stripe-client';

export const BILLING_OFF = 'Billing is not set up on this server: every account is unlimited.';
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid']);

/**
 * A Stripe Checkout session for the account's first subscription (or a new one after cancelling).
 * The account id travels as `client_reference_id` and the subscription's `agencyId` metadata, which
 * is how the webhook finds the account again. Plan changes of a live subscription go through the portal.
 */
export async function createCheckoutSession({
  db,
  stripe,
  agentId,
  publicUrl,
  input,
  log,
}: {
  db: Executor;
  stripe: StripeClient | null;
  agentId: string;
  publicUrl: string;
  input: CreateCheckoutInput;
  log?: { error(obj: unknown, msg?: string): void };
}) {
  if (!stripe) throw new AppError('CONFLICT', BILLING_OFF);
  const [agent] = await db.select().from(agents).where(eq(agents.id, agentId));
  if (!agent) throw new AppError('NOT_FOUND', 'Account not found');
  if (agent.subscriptionStatus && LIVE_STATUSES.has(agent.subscriptionStatus)) {
    throw new AppError('CONFLICT', 'You already have a plan: change it or your card from Manage billing.');
  }
  const lookupKey = priceLookupKey(input.plan, input.interval);
  const prices = await callStripe(() => stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }), log);
  const price = prices.data[0];
  if (!price) {
    log?.error({ lookupKey }, 'No active Stripe price has this lookup key');
    throw new AppError('SERVICE_UNAVAILABLE', 'This plan cannot be bought right now. Please contact support.');
  }
  const returnUrl = billingPageUrl(publicUrl);
  const session = await callStripe(
    () =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: 1 }],
        client_reference_id: agentId,
        ...(agent.stripeCustomerId ? { customer: agent.stripeCustomerId } : { customer_email: agent.email }),
        subscription_data: { metadata: { agencyId: agentId } },
        metadata: { agencyId: agentId },
        success_url: `${returnUrl}?checkout=success`,
        cancel_url: `${returnUrl}?checkout=cancelled`,
      }),
    log,
  );
  if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', 'Checkout could not be opened. Please try again.');
  return { url: session.url };
}
