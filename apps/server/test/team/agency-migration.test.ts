import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../helper';

/**
 * The agency migrations on a database that already has accounts: every account becomes a
 * one-person agency (its login the owner) and nothing is lost or renamed. Runs on PGlite, and on
 * PostgreSQL (a throwaway database) when the suite has one.
 */

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** The last migration before agencies existed. */
const BEFORE_AGENCIES = 15;

/** A copy of the migrations folder whose journal stops at `lastIdx`: drizzle's migrator reads only the journal. */
function migrationsUpTo(lastIdx: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'leadwise-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

type Query = (text: string) => Promise<Array<Record<string, unknown>>>;
interface Target {
  query: Query;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const client = new PGlite();
  const db = drizzlePglite({ client, casing: 'snake_case' });
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function postgresTarget(): Promise<Target> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const name = `leadwise_migration_${randomUUID().slice(0, 8)}`;
  const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  const db = drizzlePostgres({ client: sql, casing: 'snake_case' });
  return {
    query: async (text) => [...(await sql.unsafe(text))] as Array<Record<string, unknown>>,
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    async close() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name}`);
      await admin.end({ timeout: 5 });
    },
  };
}

let target: Target;
beforeAll(async () => {
  target = testDatabaseKind === 'postgres' ? await postgresTarget() : await pgliteTarget();
});
afterAll(() => target.close());

/** Columns of the tables the agencies work touches, to prove none was renamed or dropped. */
async function columnsOf(tables: string[]) {
  const rows = await target.query(
    `select table_name, column_name from information_schema.columns where table_schema = 'public' and table_name in (${tables.map((t) => `'${t}'`).join(', ')}) order by table_name, column_name`,
  );
  return rows.map((r) => `${r.table_name}.${r.column_name}`);
}

const TABLES = ['users', 'agents', 'widgets', 'conversations', 'conversation_messages', 'leads', 'documents'];

describe(`migrating a populated database to agencies (${testDatabaseKind})`, () => {
  it('gives every account exactly one owner and keeps every row and column', async () => {
    await target.migrate(migrationsUpTo(BEFORE_AGENCIES));
    const accounts = 3;
    for (let i = 0; i < accounts; i++) {
      const [user] = await target.query(
        `insert into users (email, name, password_hash, email_verified_at) values ('owner${i}-${randomUUID().slice(0, 6)}@example.com', 'Owner ${i}', 'scrypt$x', now()) returning id`,
      );
      const [agent] = await target.query(
        `insert into agents (user_id, name, email, company) values ('${user!.id}', 'Owner ${i}', 'owner${i}@example.com', 'Company ${i}') returning id`,
      );
      const [widget] = await target.query(
        `insert into widgets (agent_id, settings) values ('${agent!.id}', '{"companyName":"Company ${i}"}') returning id`,
      );
      for (let c = 0; c <= i; c++) {
        const [conversation] = await target.query(
          `insert into conversations (agent_id, widget_id, visitor_token_hash, contact_name) values ('${agent!.id}', '${widget!.id}', '${randomUUID()}', 'Visitor ${i}.${c}') returning id`,
        );
        await target.query(
          `insert into conversation_messages (conversation_id, agent_id, role, text) values ('${conversation!.id}', '${agent!.id}', 'visitor', 'Looking to buy in Clapham')`,
        );
        await target.query(
          `insert into leads (agent_id, conversation_id, widget_id, name) values ('${agent!.id}', '${conversation!.id}', '${widget!.id}', 'Visitor ${i}.${c}')`,
        );
        await target.query(
          `insert into documents (agent_id, conversation_id, file_name, mime_type, size_bytes, sha256, storage_key) values ('${agent!.id}', '${conversation!.id}', 'aip.pdf', 'application/pdf', 12, 'x', 'documents/${randomUUID()}.pdf')`,
        );
      }
    }
    const count = async (table: string) => Number((await target.query(`select count(*)::int as n from ${table}`))[0]!.n);
    const countsBefore = Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(t)] as const)));
    const rowsBefore = await target.query(
      'select l.id, l.name, l.conversation_id, l.agent_id from leads l order by l.id',
    );
    const columnsBefore = await columnsOf(TABLES);

    await target.migrate(migrationsFolder);

    for (const table of TABLES) expect(await count(table), table).toBe(countsBefore[table]);
    expect(await target.query('select l.id, l.name, l.conversation_id, l.agent_id from leads l order by l.id')).toEqual(rowsBefore);
    const columnsAfter = await columnsOf(TABLES);
    expect(columnsAfter).toEqual(expect.arrayContaining(columnsBefore));
    const owners = await target.query(
      `select a.id, a.user_id, count(m.id)::int as members, count(m.id) filter (where m.role = 'owner' and m.user_id = a.user_id)::int as owners
         from agents a left join agency_members m on m.agent_id = a.id group by a.id, a.user_id`,
    );
    expect(owners).toHaveLength(accounts);
    for (const row of owners) expect(row).toMatchObject({ members: 1, owners: 1 });
    // Existing rows belong to the agency level until branches are set up.
    expect(await target.query('select count(*)::int as n from leads where branch_id is not null or assigned_member_id is not null')).toEqual([{ n: 0 }]);
    expect(await target.query('select count(*)::int as n from team_invitations')).toEqual([{ n: 0 }]);
  });
});
