import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { billingPageUrl } from './billing-settings';
import { BILLING_OFF } from './create-checkout-session';
import type { StripeClient } from './stripe-client';
import { callStripe } from './stripe-failure';

/** A Stripe Customer Portal session: card, plan changes (prorated by Stripe), cancellation, invoices. */
export async function createPortalSession({
  db,
  stripe,
  agentId,
  publicUrl,
  log,
}: {
  db: Executor;
  stripe: StripeClient | null;
  agentId: string;
  publicUrl: string;
  log?: { error(obj: unknown, msg?: string): void };
}) {
  if (!stripe) throw new AppError('CONFLICT', BILLING_OFF);
  const [agent] = await db
    .select({ stripeCustomerId: agents.stripeCustomerId })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent?.stripeCustomerId) {
    throw new AppError('CONFLICT', 'Choose a plan first: billing details exist once you have subscribed.');
  }
  const session = await callStripe(
    () =>
      stripe.billingPortal.sessions.create({ customer: agent.stripeCustomerId!, return_url: billingPageUrl(publicUrl) }),
    log,
  );
  return { url: session.url };
}
