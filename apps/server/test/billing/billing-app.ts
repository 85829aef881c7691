import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app';
import { build } from '../helper';
import { startStripeDouble } from './stripe-double';

/**
 * The app with billing on, its Stripe client pointed at a local double, for the file's tests;
 * both are closed after the file. Read `.app` and `.stripe` inside tests (they exist once booted).
 */
export function useBillingApp() {
  const context = {} as { app: App; stripe: Awaited<ReturnType<typeof startStripeDouble>> };
  beforeAll(async () => {
    context.stripe = await startStripeDouble();
    context.app = await build(context.stripe.env);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.stripe?.close();
  });
  return context;
}
