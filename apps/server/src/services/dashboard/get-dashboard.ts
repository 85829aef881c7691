import { type Dashboard, RECENT_ACTIVITY_LIMIT } from '@leadwise/contracts';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  agents,
  analyticsCurrent,
  appointments,
  conversations,
  leads,
  widgetTotals,
  widgets,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { conversationSummaryColumns, toConversationSummary } from '../conversations-read/conversation-columns';
import { countAppointmentsByKind, INTENT_METRICS, toLeadTypeCounts } from './count-by-type';
import { newestFirst } from './keyset-cursor';

/** Leads per conversation as a percent with one decimal (spec section 9). */
export function conversionRate(totalConversations: number, totalLeads: number) {
  return totalConversations === 0 ? 0 : Math.round((totalLeads / totalConversations) * 1000) / 10;
}

/**
 * The spec's dashboard object (section 3) from the database. Totals come from the widgets'
 * trigger-kept counters (widget_totals), hot/warm leads and leads by type from the daily rollups,
 * so it stays fast at 100,000 conversations; upcoming appointments are an index range scan.
 */
export async function getDashboard({
  db,
  agentId,
  now = new Date(),
}: {
  db: Executor;
  agentId: string;
  now?: Date;
}): Promise<Dashboard> {
  const [
    [agent],
    widgetRows,
    [{ qualifiedLeads }],
    typeRows,
    upcomingAppointments,
    recentConversations,
    recentLeads,
  ] = await Promise.all([
    db
      .select({ id: agents.id, name: agents.name, email: agents.email, company: agents.company })
      .from(agents)
      .where(eq(agents.id, agentId))
      .limit(1),
    db
      .select({
        widgetId: widgets.id,
        isActive: widgets.isActive,
        companyName: sql<string | null>`${widgets.settings}->>'companyName'`,
        totalConversations: widgetTotals.conversations,
        totalLeads: widgetTotals.leads,
      })
      .from(widgets)
      .innerJoin(widgetTotals, eq(widgetTotals.widgetId, widgets.id))
      .where(eq(widgets.agentId, agentId))
      .orderBy(asc(widgets.createdAt)),
    db
      .select({ qualifiedLeads: sql<number>`coalesce(sum(${analyticsCurrent.count}), 0)::int` })
      .from(analyticsCurrent)
      .where(and(eq(analyticsCurrent.agentId, agentId), inArray(analyticsCurrent.metric, ['lead:hot', 'lead:warm']))),
    db
      .select({ metric: analyticsCurrent.metric, count: sql<number>`sum(${analyticsCurrent.count})::int` })
      .from(analyticsCurrent)
      .where(and(eq(analyticsCurrent.agentId, agentId), inArray(analyticsCurrent.metric, INTENT_METRICS)))
      .groupBy(analyticsCurrent.metric),
    countAppointmentsByKind(db, agentId, [
      gte(appointments.startsAt, now),
      inArray(appointments.status, ['requested', 'confirmed']),
    ]),
    db
      .select(conversationSummaryColumns)
      .from(conversations)
      .where(eq(conversations.agentId, agentId))
      .orderBy(...newestFirst(conversations.createdAt, conversations.id))
      .limit(RECENT_ACTIVITY_LIMIT),
    db
      .select({
        id: leads.id,
        conversationId: leads.conversationId,
        name: leads.name,
        email: leads.email,
        createdAt: leads.createdAt,
        score: leads.score,
        temperature: leads.temperature,
      })
      .from(leads)
      .where(eq(leads.agentId, agentId))
      .orderBy(...newestFirst(leads.createdAt, leads.id))
      .limit(RECENT_ACTIVITY_LIMIT),
  ]);
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');

  const totalConversations = widgetRows.reduce((sum, w) => sum + w.totalConversations, 0);
  const totalLeads = widgetRows.reduce((sum, w) => sum + w.totalLeads, 0);
  return {
    agent,
    analytics: {
      activeWidgets: widgetRows.filter((w) => w.isActive).length,
      totalWidgets: widgetRows.length,
      totalConversations,
      totalLeads,
      qualifiedLeads,
      conversionRate: conversionRate(totalConversations, totalLeads),
      leadTypes: toLeadTypeCounts((metric) => typeRows.find((row) => row.metric === metric)?.count ?? 0),
      upcomingAppointments,
    },
    widgets: widgetRows.map((w) => ({
      widgetId: w.widgetId,
      isActive: w.isActive,
      branding: { companyName: w.companyName ?? agent.company },
      metadata: { totalConversations: w.totalConversations, totalLeads: w.totalLeads },
    })),
    recentActivity: {
      conversations: recentConversations.map(toConversationSummary),
      leads: recentLeads.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    },
  };
}
