import type { MarkAllNotificationsReadResult } from '@leadwise/contracts';
import { and, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import { type MemberScope, notificationScope } from '../team/member-scope';


export async function markAllNotificationsRead({
  db,
  member,
  now = new Date(),
}: {
  db: Executor;
  member: MemberScope;
  now?: Date;
}): Promise<MarkAllNotificationsReadResult> {
  const updated = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(notificationScope(member), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: updated.length, unreadCount: 0 };
}
