import Stripe from 'stripe';
import type { Env } from '../../config/env';

export type StripeClient = Stripe;

/** Billing runs only with both Stripe secrets; without them (self-hosting, local use) it is off. */
export function isBillingEnabled(env: Env) {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

/**
 * The official client, pointed at STRIPE_API_URL's protocol, host and port when set (tests). Network
 * failures and Stripe's 409/429/5xx answers are retried with backoff by the client itself.
 */
export function createStripeClient(env: Env): StripeClient | null {
  if (!isBillingEnabled(env)) return null;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(env.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 3,
    timeout: 20_000,
    ...(api && {
      protocol: api.protocol === 'http:' ? 'http' : 'https',
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
    }),
  });
}
