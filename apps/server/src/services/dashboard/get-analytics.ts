import {
  type Analytics,
  type AnalyticsQuery,
  DEFAULT_ANALYTICS_DAYS,
  DOCUMENT_KINDS,
  type DocumentKindValue,
} from '@leadwise/contracts';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { conversations, documents, leads, widgetEvents } from '../../db/schema';
import {
  hasContactSql,
  qualificationAreasJsonSql,
  qualifiedSql,
  visitorChattedSql,
} from '../conversations-read/conversation-filters';
import { addDays, dayRangeConditions, findAgentTimeZone, todayIn } from './day-range';

const TOP_AREAS_LIMIT = 10;

/**
 * The places asked for most, counted case-insensitively, each spelt as most visitors spelt it;
 * ties in order of name.
 */
export function countTopAreas(areaLists: unknown[], limit: number): Analytics['topAreas'] {
  const byKey = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const list of areaLists) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      if (typeof raw !== 'string' || !raw.trim()) continue;
      const area = raw.trim();
      const entry = byKey.get(area.toLowerCase()) ?? { count: 0, spellings: new Map() };
      entry.count++;
      entry.spellings.set(area, (entry.spellings.get(area) ?? 0) + 1);
      byKey.set(area.toLowerCase(), entry);
    }
  }
  return [...byKey.values()]
    .map(({ count, spellings }) => ({
      area: [...spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0],
      count,
    }))
    .sort((a, b) => b.count - a.count || a.area.localeCompare(b.area))
    .slice(0, limit);
}

/** Every day of the range, so days without conversations still show as zero bars. */
export function listDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The analytics page (issue 5): per-day conversations and leads, the funnel, temperature split,
 * documents, median time to qualification and the areas asked for most, all within whole days
 * of the agent's time zone. Each figure is one aggregate over the agent's rows in the range.
 */
export async function getAnalytics(
  { db, agentId, now = new Date() }: { db: Executor; agentId: string; now?: Date },
  query: AnalyticsQuery,
): Promise<Analytics> {
  const timeZone = await findAgentTimeZone(db, agentId);
  const to = query.to ?? todayIn(timeZone, now);
  const from = query.from ?? addDays(to, -(DEFAULT_ANALYTICS_DAYS - 1));
  const inRange = (column: PgColumn) => dayRangeConditions(column, { from, to }, timeZone);
  const localDay = (column: PgColumn) => sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const conversationsInRange: SQL | undefined = and(
    eq(conversations.agentId, agentId),
    ...inRange(conversations.createdAt),
  );
  const leadsInRange = and(eq(leads.agentId, agentId), ...inRange(leads.createdAt));
  const [dailyConversations, dailyLeads, [conversationFigures], temperatureRows, documentRows, [opened], areaLists] =
    await Promise.all([
      db
        .select({ day: localDay(conversations.createdAt), n: count() })
        .from(conversations)
        .where(conversationsInRange)
        .groupBy(sql`1`),
      db
        .select({ day: localDay(leads.createdAt), n: count() })
        .from(leads)
        .where(leadsInRange)
        .groupBy(sql`1`),
      db
        .select({
          total: count(),
          chatted: sql<number>`count(*) filter (where ${visitorChattedSql})::int`,
          contact: sql<number>`count(*) filter (where ${hasContactSql})::int`,
          qualified: sql<number>`count(*) filter (where ${qualifiedSql})::int`,
          medianSeconds: sql<
            number | null
          >`percentile_cont(0.5) within group (order by extract(epoch from ${conversations.qualifiedAt} - ${conversations.createdAt})) filter (where ${conversations.qualifiedAt} is not null)`,
        })
        .from(conversations)
        .where(conversationsInRange),
      db
        .select({ temperature: leads.temperature, n: count() })
        .from(leads)
        .where(leadsInRange)
        .groupBy(leads.temperature),
      db
        .select({ kind: documents.kind, n: count() })
        .from(documents)
        .where(and(eq(documents.agentId, agentId), ...inRange(documents.createdAt)))
        .groupBy(documents.kind),
      db
        .select({ n: count() })
        .from(widgetEvents)
        .where(
          and(eq(widgetEvents.agentId, agentId), eq(widgetEvents.type, 'opened'), ...inRange(widgetEvents.createdAt)),
        ),
      // Counted here rather than with jsonb_array_elements in SQL: that function's guess of 100
      // rows per call makes PostgreSQL JIT-compile the query, which alone costs ~25 ms.
      db
        .select({ areas: sql<unknown>`${qualificationAreasJsonSql}` })
        .from(conversations)
        .where(and(conversationsInRange, sql`conversations.qualification->'areas' <> '[]'::jsonb`)),
    ]);

  const conversationsByDay = new Map(dailyConversations.map((r) => [r.day, r.n]));
  const leadsByDay = new Map(dailyLeads.map((r) => [r.day, r.n]));
  const temperatures = { hot: 0, warm: 0, cold: 0 };
  for (const row of temperatureRows) temperatures[row.temperature] = row.n;
  const byKind = Object.fromEntries(DOCUMENT_KINDS.map((k) => [k, 0])) as Record<DocumentKindValue, number>;
  for (const row of documentRows) byKind[row.kind] = row.n;
  const medianSeconds = conversationFigures.medianSeconds === null ? null : Number(conversationFigures.medianSeconds);

  return {
    from,
    to,
    timeZone,
    daily: listDays(from, to).map((date) => ({
      date,
      conversations: conversationsByDay.get(date) ?? 0,
      leads: leadsByDay.get(date) ?? 0,
    })),
    funnel: {
      opened: opened.n,
      chatted: conversationFigures.chatted,
      contact: conversationFigures.contact,
      qualified: conversationFigures.qualified,
    },
    temperatures,
    documents: { total: Object.values(byKind).reduce((a, b) => a + b, 0), byKind },
    medianMinutesToQualification: medianSeconds === null ? null : Math.round((medianSeconds / 60) * 10) / 10,
    topAreas: countTopAreas(
      areaLists.map((row) => row.areas),
      TOP_AREAS_LIMIT,
    ),
    totals: { conversations: conversationFigures.total, leads: dailyLeads.reduce((total, r) => total + r.n, 0) },
  };
}
