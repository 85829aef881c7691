import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedClient } from '../../src/db/client';
import { isDatabaseUnavailable } from '../../src/lib/pg-errors';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * The message path's queries are prepared once per connection: PostgreSQL parses and plans them
 * once, and each later call is one round trip. One connection, so `pg_prepared_statements` (which
 * is per session) shows what that connection has prepared.
 */
describe.skipIf(!databaseUrl)('queries through the guarded client', () => {
  let raw: postgres.Sql;

  beforeAll(() => {
    raw = postgres(databaseUrl!, { max: 1, onnotice: () => {} });
  });
  afterAll(() => raw?.end({ timeout: 5 }));

  const preparedTexts = async () =>
    (await raw`select statement from pg_prepared_statements`).map((row) => row.statement as string);
  type Db = Pick<ReturnType<typeof drizzle>, 'execute'>;
  const lookUp = async (db: Db, name: string) => [
    ...(await db.execute(sql`select relname from pg_class where relname = ${name}`)),
  ];

  it('prepares a query with parameters once and runs it again by name, in and out of transactions', async () => {
    const db = drizzle({ client: guardedClient(raw, { deadlineMs: 10_000, prepare: true }) });
    const name = `no_such_table_${Date.now()}`;
    expect(await lookUp(db, name)).toEqual([]);
    expect(await lookUp(db, `${name}_either`)).toEqual([]);
    const inTransaction = await db.transaction(async (tx) => {
      const first = await lookUp(tx, name);
      const nested = await tx.transaction((savepoint) => savepoint.execute(sql`select ${41}::int + 1 as answer`));
      return { first, nested: [...nested] };
    });
    expect(inTransaction).toEqual({ first: [], nested: [{ answer: 42 }] });

    const texts = await preparedTexts();
    const lookups = texts.filter((text) => text.includes('from pg_class where relname = $1'));
    // Three calls, two of them in a transaction on the same connection: one statement.
    expect(lookups).toHaveLength(1);
    expect(texts.some((text) => text.includes('$1::int + 1'))).toBe(true);
  });

  it('leaves queries unprepared when the pooler cannot keep them', async () => {
    const db = drizzle({ client: guardedClient(raw, { deadlineMs: 10_000, prepare: false }) });
    await db.execute(sql`select relname as unprepared from pg_class where relname = ${'unprepared'}`);
    expect((await preparedTexts()).filter((text) => text.includes('as unprepared'))).toEqual([]);
  });

  // A deployment behind a pooler runs unprepared and must not wait forever either.
  it.each([true, false])('fails a query left unanswered past the deadline as the database being away (prepared: %s)', async (prepare) => {
    const db = drizzle({ client: guardedClient(raw, { deadlineMs: 200, prepare }) });
    const started = performance.now();
    const error = await db.execute(sql`select pg_sleep(${2})`).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(1500);
    expect((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code).toBe('QUERY_UNANSWERED');
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The connection is still usable once the slow statement has finished.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect([...(await db.execute(sql`select ${1}::int as one`))]).toEqual([{ one: 1 }]);
  });
});
