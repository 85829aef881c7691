import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../lib/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "Rows after the cursor row" in (createdAt desc, id desc) order. The cursor is the last row's id
 * and the comparison happens in SQL, so microsecond timestamps never round through JavaScript.
 */
export function olderThanCursor(table: PgTable & { id: PgColumn; createdAt: PgColumn }, cursor: string): SQL {
  if (!UUID.test(cursor)) throw new AppError('BAD_REQUEST', 'Invalid cursor', 'cursor');
  return sql`(${table.createdAt}, ${table.id}) < (select c.created_at, c.id from ${table} c where c.id = ${cursor})`;
}
