import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../lib/app-error';

/**
 * Keyset pagination on (created_at, id), newest first: a page costs the same at row 20 or row
 * 100,000. The cursor carries the timestamp as PostgreSQL text with microseconds, because a JS
 * Date would round them off and repeat or skip rows that share a millisecond.
 */
export interface KeysetCursor {
  createdAt: string;
  id: string;
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/;

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(raw: string | undefined): KeysetCursor | null {
  if (!raw) return null;
  const match = CURSOR_PATTERN.exec(Buffer.from(raw, 'base64url').toString('utf8'));
  if (!match) throw new AppError('BAD_REQUEST', 'cursor is not valid', 'cursor');
  return { createdAt: match[1], id: match[2] };
}

/** The row's cursor key, selected beside its columns. */
export function cursorKey(createdAt: PgColumn) {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows strictly after the cursor in (created_at desc, id desc) order. */
export function afterCursor(createdAt: PgColumn, id: PgColumn, cursor: KeysetCursor): SQL {
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** Splits `limit + 1` fetched rows into the page and the next cursor. */
export function toPage<T extends { cursorKey: string; id: string }>(rows: T[], limit: number) {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return {
    rows: pageRows,
    nextCursor: hasMore && last ? encodeCursor({ createdAt: last.cursorKey, id: last.id }) : null,
  };
}

/** Walks a whole result in keyset batches (CSV exports): memory stays one batch deep. */
export async function* keysetBatches<T extends { cursorKey: string; id: string }>(
  fetchBatch: (cursor: KeysetCursor | null, limit: number) => Promise<T[]>,
  batchSize = 1000,
): AsyncGenerator<T[]> {
  let cursor: KeysetCursor | null = null;
  for (;;) {
    const rows = await fetchBatch(cursor, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    cursor = { createdAt: last.cursorKey, id: last.id };
  }
}

/**
 * ORDER BY for newest first. "nulls last" matches the (agent_id, created_at DESC NULLS LAST,
 * id DESC NULLS LAST) indexes; plain DESC means NULLS FIRST, which PostgreSQL cannot read from
 * them and would sort the agent's whole table instead.
 */
export function newestFirst(createdAt: PgColumn, id: PgColumn): SQL[] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}
