import type { NotificationType } from '@leadwise/contracts/notifications';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agents } from './accounts';

export type OutboxChannel = 'email' | 'sms' | 'webhook';
export type OutboxStatus = 'pending' | 'sent' | 'dead';

/**
 * Every outgoing message (email, SMS, webhook) is written here in the same transaction as the
 * event that causes it and delivered by the outbox worker, so a crash or a down mail server
 * loses nothing.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text().$type<OutboxChannel>().notNull(),
    agentId: uuid().references(() => agents.id, { onDelete: 'cascade' }),
    /** Email address, phone number or webhook URL. */
    recipient: text().notNull(),
    /** Event type for webhooks and in-app display, e.g. 'auth.signup_code', 'lead.created'. */
    topic: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** Lets receivers drop duplicates of an at-least-once delivery (webhook-id). */
    idempotencyKey: text().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_messages_agent_idx').on(t.agentId, t.createdAt),
    uniqueIndex('outbox_messages_idempotency_unique').on(t.idempotencyKey),
  ],
);

/** In-app notifications behind the dashboard's bell. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    type: text().$type<NotificationType>().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    conversationId: uuid(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_agent_created_idx').on(t.agentId, t.createdAt)],
);
