import { bigserial, date, index, integer, pgTable, pgView, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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

/**
 * Changes to analytics_daily not yet folded in (migration defer_rollup_counters): the triggers
 * append here, so concurrent conversations never wait on one counter row; rollups_fold() moves
 * them into analytics_daily about once a second.
 */
export const analyticsPending = pgTable(
  'analytics_pending',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    agentId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    metric: text().notNull(),
    delta: integer().notNull(),
  },
  (t) => [index('analytics_pending_agent_day_idx').on(t.agentId, t.day)],
);

/** Changes to widgets' conversation and lead counters not yet folded in, as analyticsPending. */
export const widgetCountsPending = pgTable(
  'widget_counts_pending',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    widgetId: uuid().notNull(),
    conversations: integer().notNull().default(0),
    leads: integer().notNull().default(0),
  },
  (t) => [index('widget_counts_pending_widget_idx').on(t.widgetId)],
);

/** What readers use instead of analytics_daily: the folded counts plus what is pending, exact. */
export const analyticsCurrent = pgView('analytics_current', {
  agentId: uuid('agent_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  metric: text('metric').notNull(),
  count: integer('count').notNull(),
}).existing();

/** Each widget's conversation and lead totals, pending changes included. */
export const widgetTotals = pgView('widget_totals', {
  widgetId: uuid('widget_id').notNull(),
  agentId: uuid('agent_id').notNull(),
  conversations: integer('conversations').notNull(),
  leads: integer('leads').notNull(),
}).existing();
