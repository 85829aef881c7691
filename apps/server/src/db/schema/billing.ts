import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './accounts';

/** Conversations started per calendar month (`YYYY-MM` in the account's time zone). */
export const monthlyUsage = pgTable(
  'monthly_usage',
  {
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    conversations: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.month] })],
);

/** Stripe webhook events already handled, by event id: a redelivered event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
