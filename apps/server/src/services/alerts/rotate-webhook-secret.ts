import type { WebhookSettings } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema';
import { findAgentSettings } from './find-agent-settings';
import { getWebhookSettings } from './get-webhook-settings';
import { generateWebhookSecret } from './webhook-signature';

/** A new signing secret at once: every later delivery, retries included, is signed with it. */
export async function rotateWebhookSecret({
  db,
  agentId,
}: {
  db: Executor;
  agentId: string;
}): Promise<WebhookSettings> {
  await findAgentSettings(db, agentId);
  await db.update(agents).set({ webhookSecret: generateWebhookSecret() }).where(eq(agents.id, agentId));
  return getWebhookSettings({ db, agentId });
}
