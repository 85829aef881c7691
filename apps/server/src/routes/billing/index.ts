import {
  billingRedirectSchema,
  billingSchema,
  createCheckoutInputSchema,
  errorResponseSchema,
  successSchema,
} from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../../plugins/app/session';
import { billingSettingsFrom } from '../../services/billing/billing-settings';
import { createCheckoutSession } from '../../services/billing/create-checkout-session';
import { createPortalSession } from '../../services/billing/create-portal-session';
import { getBilling } from '../../services/billing/get-billing';
import { handleStripeWebhook } from '../../services/billing/handle-stripe-webhook';
import { createStripeClient } from '../../services/billing/stripe-client';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const tags = ['billing'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/** The account's plan and usage, Stripe Checkout and Customer Portal, and Stripe's webhook. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app;
  const stripe = createStripeClient(env);
  const billing = billingSettingsFrom(env);

  const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
    guardRoutes(signedIn, 'billing.manage');

    signedIn.get(
      '/billing',
      {
        config: perMinute(120),
        schema: {
          tags,
          summary: "The plan, its status, the trial's end and this month's usage against the limits",
          response: { 200: successSchema(billingSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getBilling({ db, agentId: request.auth!.agentId, billing }),
      }),
    );

    signedIn.post(
      '/billing/checkout',
      {
        config: perMinute(10),
        schema: {
          tags,
          summary: 'A Stripe Checkout page for the first subscription (or a new one after cancelling)',
          body: createCheckoutInputSchema,
          response: { 200: successSchema(billingRedirectSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await createCheckoutSession({
          db,
          stripe,
          agentId: request.auth!.agentId,
          publicUrl: env.PUBLIC_URL,
          input: request.body,
          log: request.log,
        }),
      }),
    );

    signedIn.post(
      '/billing/portal',
      {
        config: perMinute(10),
        schema: {
          tags,
          summary: "Stripe's Customer Portal: card, plan changes with proration, cancellation, invoices",
          response: { 200: successSchema(billingRedirectSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await createPortalSession({
          db,
          stripe,
          agentId: request.auth!.agentId,
          publicUrl: env.PUBLIC_URL,
          log: request.log,
        }),
      }),
    );
  };

  const webhookRoutes: FastifyPluginAsyncZod = async (webhook) => {
    // The signature covers the exact bytes Stripe sent, so this route keeps the body unparsed.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    webhook.post(
      '/billing/webhook',
      {
        config: perMinute(600),
        schema: {
          tags,
          summary: 'Stripe events, verified by the Stripe-Signature header',
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          response: { 200: successSchema(z.object({ received: z.literal(true), duplicate: z.boolean() })), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: (await handleStripeWebhook({
          db,
          stripe,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          payload: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: request.headers['stripe-signature'] as string | undefined,
          publicUrl: env.PUBLIC_URL,
          log: request.log,
        })) as { received: true; duplicate: boolean },
      }),
    );
  };

  await app.register(signedInRoutes);
  await app.register(webhookRoutes);
};

export default billingRoutes;
