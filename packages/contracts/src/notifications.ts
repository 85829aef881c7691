import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'lead.created',
  'lead.updated',
  'document.received',
  'conversation.closed',
  'appointment.requested',
  'appointment.cancelled',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const agentNotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  conversationId: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AgentNotification = z.infer<typeof agentNotificationSchema>;

export const listNotificationsQuerySchema = z.object({
  /** `true` lists only unread notifications (the bell). */
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 50' })
    .int('limit must be a number from 1 to 50')
    .min(1, 'limit must be a number from 1 to 50')
    .max(50, 'limit must be a number from 1 to 50')
    .default(20),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const notificationListSchema = z.object({
  items: z.array(agentNotificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markAllNotificationsReadResultSchema = z.object({
  updated: z.number().int(),
  unreadCount: z.number().int(),
});
export type MarkAllNotificationsReadResult = z.infer<typeof markAllNotificationsReadResultSchema>;
