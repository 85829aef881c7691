import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** What drizzle keeps inside a database handle or transaction (not in its public types). */
interface ExecutorInternals {
  dialect: PgDialect;
  session: { client: unknown };
}


/**
 * A query the query builder builds once instead of on every call, for the statements every chat
 * message makes: building a query costs the server more CPU than PostgreSQL spends running it
 * (a conversation's message statement took 1.4 ms to build). It is built once per database (a
 * database and its transactions share one dialect) and run on the caller's own client, so inside
 * a transaction it runs on the transaction's connection.
 */
export function builtOnce<Query extends object>(
  build: (executor: Executor) => Query,
): (executor: Executor) => Query {
  const byDialect = new WeakMap<PgDialect, Query>();
  return (executor) => {
    const { dialect, session } = executor as unknown as ExecutorInternals;
    let query = byDialect.get(dialect);
    if (!query) {
      query = build(executor);
      byDialect.set(dialect, query);
    }
    // A prepared query of either driver runs on the `client` it holds (not in drizzle's types).
    if ((query as { client?: unknown }).client === session.client) return query;
    // The same statement, run on this executor's client: everything else is shared.
    return Object.create(query, { client: { value: session.client } }) as Query;
  };
}
