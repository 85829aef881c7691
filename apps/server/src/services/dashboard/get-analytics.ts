import {
  type Analytics,
  type AnalyticsQuery,
  countDaysInRange,
  DEFAULT_ANALYTICS_DAYS,
  DOCUMENT_KINDS,
  type DocumentKindValue,
  MAX_ANALYTICS_DAYS,
} from '@leadwise/contracts';
import { and, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { analyticsCurrent, appointments, conversations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { countAppointmentsByKind, toLeadTypeCounts } from './count-by-type';
import { addDays, dayRangeConditions, findAgentTimeZone, todayIn } from './day-range';

const TOP_AREAS_LIMIT = 10;

/**
 * The places asked for most, counted case-insensitively, each spelt as most visitors spelt it;
 * ties in order of name. Takes each spelling with its count.
 */
export function countTopAreas(spellings: Array<{ area: string; count: number }>, limit: number): Analytics['topAreas'] {
  const byKey = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const { area: raw, count } of spellings) {
    const area = raw.trim();
    if (!area || count <= 0) continue;
    const entry = byKey.get(area.toLowerCase()) ?? { count: 0, spellings: new Map() };
    entry.count += count;
    entry.spellings.set(area, (entry.spellings.get(area) ?? 0) + count);
    byKey.set(area.toLowerCase(), entry);
  }
  return [...byKey.values()]
    .map(({ count, spellings }) => ({
      area: [...spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0],
      count,
    }))
    .sort((a, b) => b.count - a.count || a.area.localeCompare(b.area))
    .slice(0, limit);
}

/**
 * Every day of the range, so days without conversations still show as zero bars. Stops after a
 * year of days whatever the range, so no input can make it run away.
 */
export function listDays(from: string, to: string): string[] {
  const length = Math.min(Math.max(countDaysInRange(from, to), 0), MAX_ANALYTICS_DAYS);
  return Array.from({ length }, (_, index) => addDays(from, index));
}

/**
 * The range charted: the last 30 days up to `to` (default today in the agent's zone) unless
 * `from` is given. A range left open on one side is held to the same year as one given whole.
 */
export function resolveAnalyticsRange(query: AnalyticsQuery, today: string): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(DEFAULT_ANALYTICS_DAYS - 1));
  if (countDaysInRange(from, to) > MAX_ANALYTICS_DAYS) {
    throw new AppError('BAD_REQUEST', `Choose a range of at most ${MAX_ANALYTICS_DAYS} days`, 'from');
  }
  return { from, to };
}

/** Metrics charted per day; the others are only summed over the range. */
const DAILY_METRICS = ['conversations', 'leads'];
const AREA_PREFIX = 'area:';
const DOCUMENT_PREFIX = 'document:';
const LEAD_PREFIX = 'lead:';

/**
 * The analytics page: per-day conversations and leads, the funnel, temperature split,
 * documents, median time to qualification and the areas asked for most, all within whole days
 * of the agent's time zone. Counts come from analytics_current (analytics_daily, which database triggers keep per
 * agent, day and metric, plus the changes not yet folded in) (a year is a few thousand rows, whatever the traffic); the median from
 * an index-only scan of the qualified conversations in range.
 */
export async function getAnalytics(
  { db, agentId, now = new Date() }: { db: Executor; agentId: string; now?: Date },
  query: AnalyticsQuery,
): Promise<Analytics> {
  const timeZone = await findAgentTimeZone(db, agentId);
  const { from, to } = resolveAnalyticsRange(query, todayIn(timeZone, now));
  const daysInRange = and(
    eq(analyticsCurrent.agentId, agentId),
    gte(analyticsCurrent.day, from),
    lte(analyticsCurrent.day, to),
    ne(analyticsCurrent.count, 0),
  );
  const [dailyRows, metricRows, [median], appointmentCounts] = await Promise.all([
    db
      .select({ day: analyticsCurrent.day, metric: analyticsCurrent.metric, count: analyticsCurrent.count })
      .from(analyticsCurrent)
      .where(and(daysInRange, inArray(analyticsCurrent.metric, DAILY_METRICS))),
    db
      .select({ metric: analyticsCurrent.metric, count: sql<number>`sum(${analyticsCurrent.count})::int` })
      .from(analyticsCurrent)
      .where(daysInRange)
      .groupBy(analyticsCurrent.metric),
    db
      .select({
        // Sorted as intervals and turned into seconds once: extract() per row is numeric
        // arithmetic, which made the median most of a year's analytics (PGlite: 28 ms to 12 ms).
        seconds: sql<
          string | null
        >`extract(epoch from percentile_cont(0.5) within group (order by ${conversations.qualifiedAt} - ${conversations.createdAt}))`,
      })
      .from(conversations)
      .where(
        and(
          eq(conversations.agentId, agentId),
          isNotNull(conversations.qualifiedAt),
          ...dayRangeConditions(conversations.createdAt, { from, to }, timeZone),
        ),
      ),
    countAppointmentsByKind(db, agentId, dayRangeConditions(appointments.startsAt, { from, to }, timeZone)),
  ]);

  const byDay = new Map<string, { conversations: number; leads: number }>();
  for (const row of dailyRows) {
    const day = byDay.get(row.day) ?? { conversations: 0, leads: 0 };
    day[row.metric as 'conversations' | 'leads'] = row.count;
    byDay.set(row.day, day);
  }
  const totals = new Map(metricRows.map((r) => [r.metric, r.count]));
  const total = (metric: string) => totals.get(metric) ?? 0;
  const byKind = Object.fromEntries(
    DOCUMENT_KINDS.map((kind) => [kind, total(`${DOCUMENT_PREFIX}${kind}`)]),
  ) as Record<DocumentKindValue, number>;
  const areaCounts = metricRows
    .filter((r) => r.metric.startsWith(AREA_PREFIX))
    .map((r) => ({ area: r.metric.slice(AREA_PREFIX.length), count: r.count }));
  const medianSeconds = median?.seconds === null || median === undefined ? null : Number(median.seconds);

  return {
    from,
    to,
    timeZone,
    daily: listDays(from, to).map((date) => ({
      date,
      conversations: byDay.get(date)?.conversations ?? 0,
      leads: byDay.get(date)?.leads ?? 0,
    })),
    funnel: {
      opened: total('opened'),
      chatted: total('chatted'),
      contact: total('contact'),
      qualified: total('qualified'),
    },
    temperatures: {
      hot: total(`${LEAD_PREFIX}hot`),
      warm: total(`${LEAD_PREFIX}warm`),
      cold: total(`${LEAD_PREFIX}cold`),
    },
    leadTypes: toLeadTypeCounts(total),
    appointments: appointmentCounts,
    documents: { total: Object.values(byKind).reduce((a, b) => a + b, 0), byKind },
    medianMinutesToQualification: medianSeconds === null ? null : Math.round((medianSeconds / 60) * 10) / 10,
    topAreas: countTopAreas(areaCounts, TOP_AREAS_LIMIT),
    totals: { conversations: total('conversations'), leads: total('leads') },
  };
}
