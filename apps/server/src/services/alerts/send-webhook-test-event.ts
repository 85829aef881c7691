import { WEBHOOK_TEST_EVENT_TYPE, type WebhookDelivery } from '@leadwise/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findAgentSettings } from './find-agent-settings';
import { toWebhookDelivery } from './list-webhook-deliveries';
import { enqueueWebhookEvent } from './webhook-events';

/** 'Send test event': a signed `webhook.test` message through the same outbox as real events. */
export async function sendWebhookTestEvent({
  db,
  agentId,
}: {
  db: Executor;
  agentId: string;
}): Promise<WebhookDelivery> {
  const agent = await findAgentSettings(db, agentId);
  if (!agent.crmWebhookUrl || !agent.webhookSecret) {
    throw new AppError('BAD_REQUEST', 'Add and save a webhook URL before sending a test event', 'url');
  }
  const row = await enqueueWebhookEvent(db, { agentId, url: agent.crmWebhookUrl }, WEBHOOK_TEST_EVENT_TYPE, {
    message: 'A test event from Leadwise: your webhook receiver is reachable and verifies signatures.',
    agentId,
  });
  return toWebhookDelivery(row);
}
