import type { MarkAllNotificationsReadResult } from '@leadwise/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export async function markAllNotificationsRead({
  db,
  agentId,
  now = new Date(),
}: {
  db: Executor;
  agentId: string;
  now?: Date;
}): Promise<MarkAllNotificationsReadResult> {
  const updated = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.agentId, agentId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: updated.length, unreadCount: 0 };
}
