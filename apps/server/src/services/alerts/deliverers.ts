import type { Deliverer } from '../outbox/types';
import { deliverSms } from './deliver-sms';
import { deliverWebhook } from './deliver-webhook';

/** SMS and CRM-webhook delivery for the outbox worker (alerts issue). */
export const alertDeliverers: Partial<Record<'sms' | 'webhook', Deliverer>> = {
  sms: deliverSms,
  webhook: deliverWebhook,
};
