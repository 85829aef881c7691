import type { WebhookDelivery, WebhookDeliveryPage } from '@leadwise/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { olderThanCursor } from './keyset-page';

type OutboxRow = typeof outboxMessages.$inferSelect;

export function toWebhookDelivery(row: OutboxRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.idempotencyKey,
    eventType: row.topic,
    url: row.recipient,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The delivery log: the agent's webhook messages, newest first. */
export async function listWebhookDeliveries({
  db,
  agentId,
  cursor,
  limit,
}: {
  db: Executor;
  agentId: string;
  cursor?: string;
  limit: number;
}): Promise<WebhookDeliveryPage> {
  const mine = and(eq(outboxMessages.agentId, agentId), eq(outboxMessages.channel, 'webhook'));
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(cursor ? and(mine, olderThanCursor(outboxMessages, cursor)) : mine)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit + 1);
  const [{ total }] = await db.select({ total: count() }).from(outboxMessages).where(mine);
  const page = rows.slice(0, limit);
  return {
    items: page.map(toWebhookDelivery),
    nextCursor: rows.length > limit ? page[page.length - 1].id : null,
    total,
  };
}
