import type { AgentNotification } from '@leadwise/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type MemberScope, notificationScope } from '../team/member-scope';
import { toAgentNotification } from './list-notifications';

/** Marks one of the agent's notifications read; reading it again keeps the first read time. */
export async function markNotificationRead({
  db,
  member,
  notificationId,
  now = new Date(),
}: {
  db: Executor;
  member: MemberScope;
  notificationId: string;
  now?: Date;
}): Promise<AgentNotification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, notificationId), notificationScope(member)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Notification not found');
  return toAgentNotification(row);
}
