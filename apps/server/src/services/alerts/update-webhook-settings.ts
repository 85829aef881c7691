import type { WebhookSettings } from '@leadwise/contracts';
import { and, eq } from 'drizzle-orm';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { agents, outboxMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getWebhookSettings } from './get-webhook-settings';
import { checkWebhookUrl, type ResolveHost, resolveHost, webhookUrlPolicy } from './webhook-url-policy';

/**
 * Saves (or, with null, removes) the CRM webhook URL. Deliveries still waiting follow the new URL,
 * so fixing a typo rescues them; after a removal they are given up at their next attempt.
 */
export async function updateWebhookSettings(
  { db, env, agentId, resolve = resolveHost }: { db: Database; env: Env; agentId: string; resolve?: ResolveHost },
  input: { url: string | null },
): Promise<WebhookSettings> {
  if (input.url) {
    const problem = await checkWebhookUrl(input.url, webhookUrlPolicy(env), resolve);
    if (problem) throw new AppError('BAD_REQUEST', problem, 'url');
  }
  await getWebhookSettings({ db, agentId });
  await db.transaction(async (tx) => {
    await tx.update(agents).set({ crmWebhookUrl: input.url }).where(eq(agents.id, agentId));
    if (input.url) {
      await tx
        .update(outboxMessages)
        .set({ recipient: input.url })
        .where(
          and(
            eq(outboxMessages.agentId, agentId),
            eq(outboxMessages.channel, 'webhook'),
            eq(outboxMessages.status, 'pending'),
          ),
        );
    }
  });
  return getWebhookSettings({ db, agentId });
}
