import { z } from 'zod';
import { BILLING_INTERVALS, BILLING_STATUSES, PAID_PLANS } from './plans';

export * from './plans';

export const billingUsageSchema = z.object({
  conversations: z.number().int(),
  conversationLimit: z.number().int().nullable(),
  seats: z.number().int(),
  seatLimit: z.number().int().nullable(),
});

export const billingSchema = z.object({
  /** False when Stripe is not configured: every account is unlimited. */
  enabled: z.boolean(),
  plan: z.enum(['trial', ...PAID_PLANS]),
  status: z.enum(BILLING_STATUSES),
  trialEndsAt: z.iso.datetime().nullable(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAt: z.iso.datetime().nullable(),
  usage: billingUsageSchema,
});
export type Billing = z.infer<typeof billingSchema>;

export const createCheckoutInputSchema = z.object({
  plan: z.enum(PAID_PLANS, { error: 'Choose Starter, Professional or Enterprise' }),
  interval: z.enum(BILLING_INTERVALS, { error: 'Choose monthly or annual billing' }),
});
export type CreateCheckoutInput = z.infer<typeof createCheckoutInputSchema>;

export const billingRedirectSchema = z.object({ url: z.url() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;
