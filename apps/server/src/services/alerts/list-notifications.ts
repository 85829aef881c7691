import type { AgentNotification, NotificationList } from '@leadwise/contracts';
import { and, count, desc, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import { type MemberScope, notificationScope } from '../team/member-scope';
import { olderThanCursor } from './keyset-page';

type NotificationRow = typeof notifications.$inferSelect;

export function toAgentNotification(row: NotificationRow): AgentNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    conversationId: row.conversationId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function countUnreadNotifications(db: Executor, member: MemberScope) {
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(notificationScope(member), isNull(notifications.readAt)));
  return unread;
}

/** The bell: newest first, optionally unread only, with the unread count for the dot. */
export async function listNotifications({
  db,
  member,
  unread,
  cursor,
  limit,
}: {
  db: Executor;
  member: MemberScope;
  unread: boolean;
  cursor?: string;
  limit: number;
}): Promise<NotificationList> {
  const conditions = [notificationScope(member)];
  if (unread) conditions.push(isNull(notifications.readAt));
  if (cursor) conditions.push(olderThanCursor(notifications, cursor));
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map(toAgentNotification),
    nextCursor: rows.length > limit ? page[page.length - 1].id : null,
    unreadCount: await countUnreadNotifications(db, member),
  };
}
