import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createAgent } from '../factories';
import { build, injectAs } from '../helper';
import { sendAsVisitor, startChat } from '../widget/widget-support';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL dropping every connection (a failover, a restart, a pooler recycling them) while
 * visitors and agents are mid-request: the process must keep running, answer 503 with
 * Retry-After while the database is away, and serve normally once it is back. No supervisor
 * restarts anything here: the app under test is this very process.
 */
describe.skipIf(!databaseUrl)('the database going away under load', () => {
  let app: App;
  let admin: postgres.Sql;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    // A query the driver never settles is failed after 2 s (10 s by default) as the database being away.
    app = await build({ DATABASE_QUERY_DEADLINE_MS: '2000' });
    admin = postgres(databaseUrl!, { max: 1, onnotice: () => {} });
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await admin?.end({ timeout: 5 });
    await app?.close();
  });

  const terminateBackends = () =>
    admin`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`;

  it('keeps the process up, answers 503 with Retry-After meanwhile, and recovers', async () => {
    const agent = await createAgent(app);
    const chats = await Promise.all(Array.from({ length: 4 }, () => startChat(app, agent.widgetId)));
    const statuses: Array<{ status: number; retryAfter: unknown; route: string }> = [];
    let flowing = true;

    const requestLoop = async (index: number) => {
      for (let round = 0; flowing; round++) {
        const chat = chats[index % chats.length];
        const [route, res] =
          round % 2 === 0
            ? ['visitor message', await sendAsVisitor(app, chat, `We are looking in Clapham, round ${round}`)]
            : ['dashboard', await injectAs(app, agent, { method: 'GET', url: '/api/dashboard' })];
        statuses.push({ status: res.statusCode, retryAfter: res.headers['retry-after'], route });
      }
    };
    const loops = Array.from({ length: 8 }, (_, index) => requestLoop(index));
    for (let kill = 0; kill < 15; kill++) {
      await terminateBackends();
      await new Promise((resolve) => setTimeout(resolve, 40 + (kill % 3) * 30));
    }
    flowing = false;
    await Promise.all(loops);

    expect(uncaught).toEqual([]);
    const serverErrors = statuses.filter((s) => s.status >= 500 && !(s.status === 503 && s.retryAfter));
    expect(serverErrors).toEqual([]);
    expect(statuses.length).toBeGreaterThan(15);

    // Back to normal once the database answers again: the pool has reconnected. A connection the
    // driver left hanging when its backend was killed answers 503 once more, at its query deadline,
    // before it is replaced; a client that follows Retry-After then gets through, so each route is
    // polled as such a client would, within a bound.
    const recovered = { timeout: 20_000, interval: 500 };
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode, recovered).toBe(200);
    // A new visitor: the load above may have spent the first chats' message rate limit.
    const chat = await startChat(app, agent.widgetId);
    await expect.poll(async () => (await sendAsVisitor(app, chat, 'Our budget is up to 450k')).statusCode, recovered).toBe(200);
    await expect
      .poll(async () => (await injectAs(app, agent, { method: 'GET', url: '/api/dashboard' })).statusCode, recovered)
      .toBe(200);
  });
});
