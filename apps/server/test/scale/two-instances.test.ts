import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { channels } from '../../src/lib/event-bus';
import { AUTH_RATE_LIMITS } from '../../src/routes/auth/rate-limits';
import { enqueueEmail } from '../../src/services/outbox/enqueue-email';
import { addProbeRoute, freshIp, PROBE_PATH } from '../auth/support';
import { createAgent, uniqueEmail } from '../factories';
import { build } from '../helper';
import { isolatedDatabase, startSmtpServer } from '../outbox/support';

const hasSharedServices = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
// `npm test` runs this file only in its PostgreSQL pass; in CI it must never be skipped quietly.
if (process.env.CI && !hasSharedServices) {
  throw new Error('The two-instance test needs TEST_DATABASE_URL and TEST_REDIS_URL (scripts/test.sh sets both)');
}

/**
 * Two instances on two ports, one PostgreSQL database and one Redis, as behind a load balancer:
 * they must behave as one server.
 */
describe.runIf(hasSharedServices)('two instances behind a load balancer (postgres + redis)', () => {
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const instances: Array<{ app: App; url: string }> = [];

  beforeAll(async () => {
    database = await isolatedDatabase();
    smtp = await startSmtpServer();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL,
      SMTP_URL: smtp.url,
      // The balancer forwards the client address; fresh addresses keep runs apart in a shared Redis.
      TRUST_PROXY: 'true',
      RATE_LIMIT_DISABLED: 'false',
    };
    for (let i = 0; i < 2; i++) {
      const app = await build(env, { beforeReady: addProbeRoute });
      instances.push({ app, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map(({ app }) => app.close()));
    await smtp?.close();
    await database?.drop();
  });

  /** Round-robin, like the balancer: request i goes to instance i % 2. */
  function send(i: number, path: string, opts: { body?: unknown; token?: string; clientIp?: string } = {}) {
    const headers: Record<string, string> = { 'x-forwarded-for': opts.clientIp ?? freshIp() };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    return fetch(`${instances[i % 2].url}${path}`, {
      method: opts.body === undefined && !opts.token ? 'GET' : 'POST',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  }

  it('reports the database and Redis reachable on both', async () => {
    for (const i of [0, 1]) {
      const res = await send(i, '/api/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ database: { ok: true }, redis: { ok: true } });
    }
  });

  it('counts a per-IP rate limit across both instances', async () => {
    const { max } = AUTH_RATE_LIMITS.forgotPassword.ip;
    const clientIp = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const res = await send(i, '/api/auth/forgot-password', { body: { email: uniqueEmail('ip') }, clientIp });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Each instance alone saw about half the limit; only a shared count stops the last request.
    expect(statuses).toEqual([...Array(max).fill(200), 429]);
  });

  it('counts a per-email rate limit across both instances', async () => {
    const { max } = AUTH_RATE_LIMITS.forgotPassword.email;
    const email = uniqueEmail('shared');
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++)
      statuses.push((await send(i, '/api/auth/forgot-password', { body: { email } })).status);
    expect(statuses).toEqual([...Array(max).fill(200), 429]);
  });

  it('delivers a live event published on one instance to a subscriber on the other', async () => {
    const [first, second] = instances.map(({ app }) => app);
    const channel = channels.agent(crypto.randomUUID());
    const received: unknown[] = [];
    const unsubscribe = first.events.subscribe(channel, (event) => received.push(event));
    try {
      const event = { type: 'lead.created', leadId: crypto.randomUUID() };
      // The Redis subscription is set up in the background: publish until it is in place.
      await vi.waitFor(
        async () => {
          await second.events.publish(channel, event);
          expect(received).toContainEqual(event);
        },
        { timeout: 5000, interval: 100 },
      );
    } finally {
      unsubscribe();
    }
  });

  it('honours a session started on one instance on the other, and a logout on either ends it on both', async () => {
    const agent = await createAgent(instances[0].app);
    expect((await send(1, PROBE_PATH, { token: undefined })).status).toBe(401);
    const me = await fetch(`${instances[1].url}${PROBE_PATH}`, {
      headers: { authorization: `Bearer ${agent.accessToken}` },
    });
    expect(me.status).toBe(200);
    expect((await send(1, '/api/auth/logout', { token: agent.accessToken })).status).toBe(200);
    const after = await fetch(`${instances[0].url}${PROBE_PATH}`, {
      headers: { authorization: `Bearer ${agent.accessToken}` },
    });
    expect(after.status).toBe(401);
  });

  it('ends an open live stream on one instance when its session signs out on the other', async () => {
    const agent = await createAgent(instances[0].app);
    const stream = await fetch(`${instances[0].url}/api/events`, {
      headers: { authorization: `Bearer ${agent.accessToken}` },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    let ended = false;
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return void (ended = true);
        received += value;
      }
    })();
    // The stream's Redis subscriptions are set up in the background: wait until an event from the
    // other instance gets through, so the logout below is not published before they are in place.
    const marker = { type: 'lead.updated', conversationId: crypto.randomUUID(), leadId: crypto.randomUUID() };
    await vi.waitFor(
      async () => {
        await instances[1].app.events.publish(channels.agent(agent.agentId), marker);
        expect(received).toContain(marker.leadId);
      },
      { timeout: 5000, interval: 100 },
    );

    expect((await send(1, '/api/auth/logout', { token: agent.accessToken })).status).toBe(200);
    await vi.waitFor(() => expect(ended).toBe(true), { timeout: 10_000, interval: 50 });
    await reading;
  });

  it('sends each queued email exactly once while both instances drain the outbox together', async () => {
    await instances[0].app.outbox.drain(); // what earlier tests queued (signup emails)
    const recipients = Array.from({ length: 20 }, () => uniqueEmail('once'));
    for (const to of recipients) {
      await enqueueEmail(instances[0].app.db, { message: { to, subject: 'Once only', text: 'Hello' }, topic: 'test' });
    }
    const attempted = await Promise.all(instances.map(({ app }) => app.outbox.drain()));
    expect(attempted[0] + attempted[1]).toBe(recipients.length);
    const deliveredTo = smtp.received.filter((mail) => mail.subject === 'Once only').flatMap((mail) => mail.to);
    expect(deliveredTo.sort()).toEqual([...recipients].sort());
  });
});
