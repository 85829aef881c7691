import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { outboxMessages } from '../../src/db/schema';
import { enqueueEmail } from '../../src/services/outbox/enqueue-email';
import { freshIp, readOutbox } from '../auth/support';
import { uniqueEmail } from '../factories';
import { build, testDatabaseKind } from '../helper';

describe(`GET /api/dev/outbox (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build({ RATE_LIMIT_DISABLED: 'false' });
  });
  afterAll(() => app.close());

  it("lists one recipient's emails and text messages, newest first, whether delivered yet or not", async () => {
    const to = uniqueEmail('inbox');
    const base = Date.now();
    for (const [i, subject] of ['First', 'Second', 'Third'].entries()) {
      const row = await enqueueEmail(app.db, { message: { to, subject, text: `${subject} body` }, topic: 'test' });
      await app.db
        .update(outboxMessages)
        .set({ createdAt: new Date(base + i * 1000) })
        .where(eq(outboxMessages.id, row.id));
    }
    await enqueueEmail(app.db, {
      message: { to: uniqueEmail('someone-else'), subject: 'Not yours', text: 'x' },
      topic: 'test',
    });
    await app.db.insert(outboxMessages).values([
      {
        channel: 'webhook',
        recipient: to,
        topic: 'lead.created',
        payload: { text: 'x' },
        idempotencyKey: randomUUID(),
      },
    ]);

    const list = await readOutbox(app, to.toUpperCase());
    expect(list.map((entry) => entry.subject)).toEqual(['Third', 'Second', 'First']);
    expect(list[0]).toEqual({
      to,
      subject: 'Third',
      text: 'Third body',
      createdAt: new Date(base + 2000).toISOString(),
      channel: 'email',
      status: 'pending',
      attachments: [],
    });
  });

  it('answers 400 without a recipient', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: expect.stringContaining('"to"') });
  });

  it('is rate limited per IP address', async () => {
    const ip = freshIp();
    const get = () => app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@example.com', remoteAddress: ip });
    for (let i = 0; i < 120; i++) expect((await get()).statusCode).toBe(200);
    const limited = await get();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('does not exist in production', async () => {
    const production = await build({ NODE_ENV: 'production' });
    try {
      const res = await production.inject({ method: 'GET', url: '/api/dev/outbox?to=a@example.com' });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
