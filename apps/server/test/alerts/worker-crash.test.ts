import { once } from 'node:events';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { connectDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { outboxMessages } from '../../src/db/schema';
import { enqueueWebhookEvent } from '../../src/services/alerts/webhook-events';
import { OUTBOX_LEASE_MS } from '../../src/services/outbox/drain-outbox';
import { createAgent } from '../factories';
import { injectAs, TEST_JWT_SECRET, testDatabaseKind } from '../helper';
import { isolatedDatabase } from '../outbox/support';
import { startWebhookReceiver } from './fixtures';

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * One database, and a way to give each server instance its own connection that can be killed:
 * after kill() the instance's queries fail, as if its process died mid-send.
 */
async function sharedDatabase() {
  const isolated = await isolatedDatabase();
  if (isolated.url) {
    const url = isolated.url;
    return {
      instance() {
        const handle = connectDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
        return { handle, kill: () => handle.close() };
      },
      drop: isolated.drop,
    };
  }
  const client = new PGlite();
  return {
    instance() {
      let killed = false;
      const guarded = new Proxy(client, {
        get(target, prop) {
          const value = Reflect.get(target, prop, target);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) =>
            killed ? Promise.reject(new Error('server process killed')) : value.apply(target, args);
        },
      });
      const db = drizzle({ client: guarded, schema, casing: 'snake_case' }) as unknown as Database;
      const handle: DatabaseHandle = {
        db,
        kind: 'pglite',
        migrate: () => migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder }),
        close: async () => {},
      };
      return {
        handle,
        kill: async () => {
          killed = true;
        },
      };
    },
    drop: () => client.close(),
  };
}

function startServer(handle: DatabaseHandle): Promise<App> {
  const env = loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
  });
  return buildApp({ env, database: handle, logger: false, startWorkers: false }).then(async (app) => {
    await app.ready();
    return app;
  });
}

describe(`a worker killed mid-delivery (${testDatabaseKind})`, () => {
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let secret = '';
  const servers: App[] = [];

  beforeAll(async () => {
    database = await sharedDatabase();
    // The fifth delivery to arrive never gets an answer: the sender dies while waiting for it.
    receiver = await startWebhookReceiver({ secret: () => secret, respond: (n) => (n === 5 ? 'hang' : 200) });
  });
  afterAll(async () => {
    await receiver?.close();
    for (const server of servers) await server.close();
    await database?.drop();
  });

  it('restarted, delivers exactly the outstanding messages, each to the receiver at least once', async () => {
    const first = database.instance();
    const before = await startServer(first.handle);
    servers.push(before);
    const agent = await createAgent(before);
    const saved = await injectAs(before, agent, {
      method: 'PUT',
      url: '/api/settings/webhook',
      payload: { url: receiver.url },
    });
    secret = saved.json().data.secret;
    await before.db.delete(outboxMessages); // the sign-up email: only webhooks in this story
    const queued: string[] = [];
    for (let i = 0; i < 12; i++) {
      const row = await enqueueWebhookEvent(before.db, { agentId: agent.agentId, url: receiver.url }, 'lead.updated', {
        i,
      });
      queued.push(row.idempotencyKey);
    }

    // The first batch (10 messages) goes out together; one of them hangs.
    const hung = once(receiver.server, 'hung');
    before.outbox.drain().catch(() => {});
    const [hungId] = (await hung) as [string];
    await vi.waitFor(
      async () => {
        const sent = await before.db.select().from(outboxMessages).where(eq(outboxMessages.status, 'sent'));
        expect(sent).toHaveLength(9);
      },
      { timeout: 10_000 },
    );
    await first.kill();

    // Restarted after the lease of the dead worker's claim ran out.
    const after = await startServer(database.instance().handle);
    servers.push(after);
    const attempted = await after.outbox.drain({ now: new Date(Date.now() + OUTBOX_LEASE_MS + 1000) });
    expect(attempted).toBe(3);

    const rows = await after.db.select().from(outboxMessages).where(eq(outboxMessages.agentId, agent.agentId));
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    expect(rows.find((row) => row.idempotencyKey === hungId)?.attempts).toBe(2);
    expect(rows.filter((row) => row.attempts === 1)).toHaveLength(11);

    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const accepted = receiver.received.filter((r) => r.answered === 200).map((r) => r.id);
    expect(accepted.sort()).toEqual([...queued].sort());
    // The one in flight at the crash arrived twice with one webhook-id, so the receiver can drop it.
    expect(receiver.received.filter((r) => r.id === hungId)).toHaveLength(2);
    expect(receiver.received).toHaveLength(13);
  });
});
