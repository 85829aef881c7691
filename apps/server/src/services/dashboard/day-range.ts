import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema';

/** The agent's zone for "which day": a lead at 00:30 BST belongs to that day, not the one before. */
export function agentTimeZoneSql(agentId: string): SQL {
  return sql`(select ${agents.timeZone} from ${agents} where ${agents.id} = ${agentId})`;
}

export async function findAgentTimeZone(db: Executor, agentId: string): Promise<string> {
  const [row] = await db.select({ timeZone: agents.timeZone }).from(agents).where(eq(agents.id, agentId)).limit(1);
  return row?.timeZone ?? 'Europe/London';
}

/** Whole days from `from` to `to`, both inclusive, in `timeZone` (an SQL value or expression). */
export function dayRangeConditions(
  column: PgColumn,
  range: { from?: string; to?: string },
  timeZone: SQL | string,
): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(sql`${column} >= (${range.from}::date)::timestamp at time zone ${timeZone}`);
  if (range.to) conditions.push(sql`${column} < (${range.to}::date + 1)::timestamp at time zone ${timeZone}`);
  return conditions;
}

/** Today's date, 'YYYY-MM-DD', in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The date `days` days after (or before, when negative) an ISO date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
