import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';

/**
 * Filtered lists count their matches up to this many and then say "1,000+": an exact count of
 * 50,000 search hits would cost more than the page itself and tell the agent nothing more.
 */
export const MAX_COUNTED_MATCHES = 1000;

/** The list's total: exact without filters (an index-only count), capped with them. */
export async function countMatches(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  isFiltered: boolean,
  cap = MAX_COUNTED_MATCHES,
) {
  if (!isFiltered) {
    const [{ total }] = await db.select({ total: count() }).from(table).where(where);
    return { total, isTotalCapped: false };
  }
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
