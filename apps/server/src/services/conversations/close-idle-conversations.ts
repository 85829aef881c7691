import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import { recordAgentEvent } from '../alerts/record-agent-event';
import { conversationUpdatedEvent } from './human-mode';
import { publishLiveEvents } from './live-events';

/** The spec's silence before a conversation counts as over. */
export const IDLE_CLOSE_AFTER_MS = 30 * 60 * 1000;
const BATCH = 100;

/**
 * Closes every open conversation silent for 30 minutes; each close and its agent event commit
 * together. The status check is repeated in the update, so a message that lands meanwhile wins.
 * Returns how many were closed.
 */
export async function closeIdleConversations({
  db,
  events,
  now = new Date(),
}: {
  db: Database;
  events: EventBus;
  now?: Date;
}) {
  const cutoff = new Date(now.getTime() - IDLE_CLOSE_AFTER_MS);
  const isIdle = and(
    ne(conversations.status, 'closed'),
    or(
      lt(conversations.lastMessageAt, cutoff),
      and(isNull(conversations.lastMessageAt), lt(conversations.createdAt, cutoff)),
    ),
  );
  let closed = 0;
  for (;;) {
    const due = await db.select({ id: conversations.id }).from(conversations).where(isIdle).limit(BATCH);
    if (due.length === 0) return closed;
    for (const { id } of due) {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(conversations)
          .set({ status: 'closed', closedAt: now, updatedAt: now })
          .where(and(eq(conversations.id, id), isIdle))
          .returning();
        if (updated)
          await recordAgentEvent(tx, { type: 'conversation.closed', agentId: updated.agentId, conversationId: id });
        return updated;
      });
      if (!row) continue;
      closed++;
      await publishLiveEvents(events, { agentId: row.agentId, conversationId: id }, [conversationUpdatedEvent(row)]);
    }
    if (due.length < BATCH) return closed;
  }
}
