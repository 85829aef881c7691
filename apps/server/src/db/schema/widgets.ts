import type { WidgetSettings } from '@leadwise/contracts/widget-config';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './accounts';
import { branches } from './agency';

export const widgets = pgTable(
  'widgets',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** The branch it belongs to; null for the agency's own widget, which routes leads by area. */
    branchId: uuid().references(() => branches.id, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(true),
    /** The editable configuration, validated by the contracts schema on every write. */
    settings: jsonb().$type<WidgetSettings>().notNull(),
    /**
     * Conversations and leads through this widget, kept by triggers (migration
     * add_dashboard_rollups): the dashboard's totals without counting 100,000 rows each time.
     */
    conversationCount: integer().notNull().default(0),
    leadCount: integer().notNull().default(0),
    /** The first load of the widget by a page of another origin than ours: proof it is installed. */
    firstLoadedAt: timestamp({ withTimezone: true }),
    firstLoadOrigin: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('widgets_agent_idx').on(t.agentId)],
);

/** Anonymous funnel events (widget opened); written only after the visitor opens the chat. */
export const widgetEvents = pgTable(
  'widget_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    widgetId: uuid()
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    type: text().$type<'opened'>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('widget_events_agent_created_idx').on(t.agentId, t.createdAt)],
);
