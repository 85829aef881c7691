import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { widgetTotals } from '../../db/schema';

/**
 * Filtered lists count their matches up to this many and then say "1,000+": an exact count of
 * 50,000 search hits would cost more than the page itself and tell the agent nothing more.
 */
export const MAX_COUNTED_MATCHES = 1000;

/**
 * The agent's conversation and lead totals from the widgets' trigger-kept counters (migrations
 * add_dashboard_rollups, defer_rollup_counters): a few rows read instead of an index scan of every conversation.
 */
export async function countAgentTotals(db: Executor, agentId: string) {
  const [totals] = await db
    .select({
      conversations: sql<number>`coalesce(sum(${widgetTotals.conversations}), 0)::int`,
      leads: sql<number>`coalesce(sum(${widgetTotals.leads}), 0)::int`,
    })
    .from(widgetTotals)
    .where(eq(widgetTotals.agentId, agentId));
  return totals;
}

/**
 * The list's total: exact without filters (`unfilteredTotal`, from the counters), capped with
 * them.
 */
export async function countMatches(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  isFiltered: boolean,
  unfilteredTotal: () => Promise<number>,
  cap = MAX_COUNTED_MATCHES,
) {
  if (!isFiltered) return { total: await unfilteredTotal(), isTotalCapped: false };
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [{ total }] = await db.select({ total: count() }).from(matches);
  return total > cap ? { total: cap, isTotalCapped: true } : { total, isTotalCapped: false };
}

/** Whether any filter beyond the tenant is set. */
export function hasFilters(query: object) {
  return Object.entries(query).some(
    ([key, value]) => key !== 'cursor' && key !== 'limit' && value !== undefined && value !== '',
  );
}
