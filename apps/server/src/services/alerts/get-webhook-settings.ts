import { WEBHOOK_EVENT_TYPES, type WebhookSettings } from '@leadwise/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema';
import { findAgentSettings } from './find-agent-settings';
import { generateWebhookSecret } from './webhook-signature';

/** The agent's signing secret, created on first use; a race between two first uses keeps one. */
export async function ensureWebhookSecret(db: Executor, agentId: string) {
  const agent = await findAgentSettings(db, agentId);
  if (agent.webhookSecret) return agent.webhookSecret;
  await db
    .update(agents)
    .set({ webhookSecret: generateWebhookSecret() })
    .where(and(eq(agents.id, agentId), isNull(agents.webhookSecret)));
  const { webhookSecret } = await findAgentSettings(db, agentId);
  return webhookSecret as string;
}

export async function getWebhookSettings({ db, agentId }: { db: Executor; agentId: string }): Promise<WebhookSettings> {
  const secret = await ensureWebhookSecret(db, agentId);
  const agent = await findAgentSettings(db, agentId);
  return { url: agent.crmWebhookUrl, secret, eventTypes: [...WEBHOOK_EVENT_TYPES] };
}
