import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle, type Executor } from '../../src/db/client';
import { builtOnce } from '../../src/db/prepared';
import { testDatabaseKind } from '../helper';

/**
 * A statement built once runs on whichever executor calls it: inside a transaction it must see
 * the transaction's own writes and go away with its rollback, never run on another connection.
 */
describe(`a query built once (${testDatabaseKind})`, () => {
  const table = `built_once_${process.pid}_${Date.now()}`;
  let handle: DatabaseHandle;
  let builds = 0;
  const rowsNamed = builtOnce((db: Executor) => {
    builds += 1;
    return db.select({ n: sql<number>`count(*)::int` }).from(sql`${sql.identifier(table)}`).where(sql`name = ${sql.placeholder('name')}`).prepare(`${table}_count`);
  });

  beforeAll(async () => {
    handle = connectDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      pgliteDir: 'memory://',
    });
    await handle.db.execute(sql`create table ${sql.identifier(table)} (name text not null)`);
  });
  afterAll(async () => {
    await handle.db.execute(sql`drop table if exists ${sql.identifier(table)}`);
    await handle.close();
  });

  it('sees the rows of the transaction it runs in, and none after the rollback', async () => {
    let seenBeforeRollback = -1;
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into ${sql.identifier(table)} (name) values ('Priya')`);
        [{ n: seenBeforeRollback }] = await rowsNamed(tx).execute({ name: 'Priya' });
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(seenBeforeRollback).toBe(1);

    let insideCount = -1;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${sql.identifier(table)} (name) values ('Jade')`);
      [{ n: insideCount }] = await rowsNamed(tx).execute({ name: 'Jade' });
    });
    expect(insideCount).toBe(1);
    const [afterCommit] = await rowsNamed(handle.db).execute({ name: 'Jade' });
    expect(afterCommit.n).toBe(1);
    const [rolledBack] = await rowsNamed(handle.db).execute({ name: 'Priya' });
    expect(rolledBack.n).toBe(0);
    expect(builds).toBe(1);
  });
});
