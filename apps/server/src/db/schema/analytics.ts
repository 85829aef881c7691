import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { agents } from './accounts';

/**
 * Per-day counts behind the analytics page, one row per agent, day (in the agent's time zone)
 * and metric: 'conversations', 'chatted', 'contact', 'qualified', 'leads', 'lead:hot|warm|cold',
 * 'opened', 'document:KIND' and 'area:PLACE'. Written only by the database triggers of
 * migration add_dashboard_rollups, so every writer keeps it current; rebuilt for an agent whose
 * time zone changes. A year of analytics reads a few thousand of these instead of every row.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    metric: text().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_daily_pkey', columns: [t.agentId, t.day, t.metric] })],
);
