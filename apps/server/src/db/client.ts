import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

/**
 * The query builder only: the relational API (`db.query.…`) is not used, and a database handed
 * a schema builds one relational query builder per table for every transaction it opens.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = PgTransaction<PgQueryResultHKT>;
/** A query runner: the database or an open transaction. */
export type Executor = Database | Transaction;

/** The rows of a raw `db.execute`: postgres-js answers with the rows, PGlite with `{ rows }`. */
export function resultRows<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any number fits: a constant key so concurrent instances migrate one at a time. */
const MIGRATION_LOCK_KEY = 727_4001;

type PostgresClient = postgres.Sql | postgres.TransactionSql;

/** Ten seconds: far beyond any query of a chat request, short of a visitor giving up. */
const DEFAULT_QUERY_DEADLINE_MS = 10_000;

/**
 * A query (or transaction) failed as the database being away when it goes unanswered for
 * `deadlineMs`. postgres.js can leave a query unsettled for good when its backend is terminated
 * mid-flight (a failover, a restart, connections killed by an administrator): every backend
 * idle, the request waiting forever. Failed with QUERY_UNANSWERED, it becomes a 503 with
 * Retry-After like any lost connection, and the connection pool carries on.
 */
function answeredInTime<T>(pending: PromiseLike<T>, deadlineMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`the database did not answer within ${deadlineMs / 1000} s`);
      reject(Object.assign(error, { code: 'QUERY_UNANSWERED' }));
    }, deadlineMs);
  });
  return Promise.race([Promise.resolve(pending), unanswered]).finally(() => clearTimeout(timer));
}

/**
 * Every query through this client is failed as the database being away when it goes unanswered
 * for `deadlineMs` (see `answeredInTime`), whether or not it is prepared.
 *
 * Drizzle sends every query through postgres.js's `unsafe()`, which leaves it unprepared
 * (drizzle-orm#6096): PostgreSQL then parses and plans each query on every call, and the driver
 * spends a round trip asking for the parameters' types before it can send their values, two
 * round trips per query. With `prepare`, a query with parameters is prepared once per connection
 * (by its text) and then only bound and executed: one round trip. Without it (a pooler that
 * cannot keep prepared statements) queries stay unprepared. Transactions and savepoints hand out
 * clients that do the same.
 */
export function guardedClient<Client extends PostgresClient>(
  client: Client,
  opts: { deadlineMs: number; prepare: boolean },
): Client {
  const { deadlineMs, prepare } = opts;
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'unsafe') {
        return (query: string, params: unknown[] = [], options: Record<string, unknown> = {}) => {
          const prepared = prepare && params.length > 0;
          const pending = target.unsafe(query, params as never, prepared ? { ...options, prepare: true } : options);
          // What drizzle uses of the driver's pending query: awaiting it, or its rows as arrays.
          return {
            values: () => answeredInTime(pending.values(), deadlineMs),
            then: <A, B>(onAnswer?: (rows: unknown) => A, onError?: (error: unknown) => B) =>
              answeredInTime(pending, deadlineMs).then(onAnswer, onError),
          };
        };
      }
      if (key === 'begin' || key === 'savepoint') {
        const original = Reflect.get(target, key, receiver) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          const callback = args.pop() as (tx: postgres.TransactionSql) => unknown;
          // The rollback after a failed statement can wait on the same lost connection.
          return answeredInTime(
            original.call(target, ...args, (tx: postgres.TransactionSql) => callback(guardedClient(tx, opts))),
            2 * deadlineMs,
          );
        };
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

export function connectDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  /** Run queries unprepared, for a pooler that cannot keep prepared statements (PgBouncer before 1.21 in transaction mode). */
  unprepared?: boolean;
  /** How long a PostgreSQL query may go unanswered (see `answeredInTime`); 10 s when not given. */
  queryDeadlineMs?: number;
}): DatabaseHandle {
  const databaseUrl = opts.databaseUrl;
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} });
    const client = guardedClient(sql, {
      deadlineMs: opts.queryDeadlineMs ?? DEFAULT_QUERY_DEADLINE_MS,
      prepare: !opts.unprepared,
    });
    const db = drizzlePostgres({ client, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several instances may start at once; the advisory lock makes the migrations run once.
        // One connection, so the session-level lock and the migrations share it.
        const conn = postgres(databaseUrl, { max: 1, onnotice: () => {} });
        try {
          await conn`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
          await migratePostgres(drizzlePostgres({ client: conn, casing: 'snake_case' }), { migrationsFolder });
        } finally {
          await conn.end({ timeout: 5 });
        }
      },
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const inMemory = opts.pgliteDir.startsWith('memory://');
  if (!inMemory) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = new PGlite(inMemory ? undefined : opts.pgliteDir);
  const db = drizzlePglite({ client, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
