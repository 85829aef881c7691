import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * A query the query builder builds once per database handle instead of on every call, for the
 * reads every chat message makes: building a query costs the server more CPU than PostgreSQL
 * spends running it. Inside a transaction it is built afresh, so it runs on the transaction's
 * connection.
 */
export function builtOnce<Query>(build: (executor: Executor) => Query): (executor: Executor) => Query {
  const byDatabase = new WeakMap<Executor, Query>();
  return (executor) => {
    if (is(executor, PgTransaction)) return build(executor);
    let query = byDatabase.get(executor);
    if (!query) {
      query = build(executor);
      byDatabase.set(executor, query);
    }
    return query;
  };
}
