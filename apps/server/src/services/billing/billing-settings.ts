import type { Env } from '../../config/env';
import { isBillingEnabled } from './stripe-client';

/** What the conversation path needs to know about billing: whether limits apply, and where to link. */
export interface BillingSettings {
  enabled: boolean;
  publicUrl: string;
}

export function billingSettingsFrom(env: Env): BillingSettings {
  return { enabled: isBillingEnabled(env), publicUrl: env.PUBLIC_URL };
}

export function billingPageUrl(publicUrl: string) {
  return `${publicUrl}/dashboard/billing`;
}
