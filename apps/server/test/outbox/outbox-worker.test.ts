import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { outboxMessages } from '../../src/db/schema';
import { alertDeliverers } from '../../src/services/alerts/deliverers';
import { retryDelayMs } from '../../src/services/outbox/retry-schedule';
import type { OutboxMessage } from '../../src/services/outbox/types';
import { type Deliverer, PermanentDeliveryError } from '../../src/services/outbox/types';
import { post, registrationInput } from '../auth/support';
import { build, testDatabaseKind } from '../helper';
import { isolatedDatabase } from './support';

const MINUTE = 60 * 1000;

describe('retryDelayMs', () => {
  it('doubles from 5 seconds, jittered by a quarter either way, and stops growing at 15 minutes', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 0.5))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(1, () => 0)).toBe(3750);
    expect(retryDelayMs(1, () => 1)).toBe(6250);
    expect(retryDelayMs(30, () => 0.5)).toBe(15 * MINUTE);
  });
});

describe(`outbox worker (${testDatabaseKind})`, () => {
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  let app: App;
  const saved = { ...alertDeliverers };
  beforeAll(async () => {
    database = await isolatedDatabase();
    app = await build({ DATABASE_URL: database.url, LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  beforeEach(async () => {
    await app.db.delete(outboxMessages);
  });
  afterEach(() => {
    Object.assign(alertDeliverers, saved);
    vi.restoreAllMocks();
  });

  async function queue(channel: OutboxMessage['channel'], values: Partial<OutboxMessage> = {}) {
    const [row] = await app.db
      .insert(outboxMessages)
      .values({
        channel,
        recipient: channel === 'sms' ? '+447700900123' : 'https://crm.example.com/hook',
        topic: 'lead.created',
        payload: { text: 'New hot lead: Jane, £450k, mortgage agreed' },
        idempotencyKey: randomUUID(),
        ...values,
      })
      .returning();
    return row;
  }
  const reload = async (id: string) => (await app.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

  it('without SMTP_URL keeps email in the dev outbox: marked sent and printed to the console', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    const input = registrationInput();
    await post(app, '/api/auth/register', input);
    expect(await app.outbox.drain()).toBe(1);
    const [row] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, input.email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(app.outbox.mailer.kind).toBe('dev');
    const printed = print.mock.calls.map((args) => String(args[0])).join('\n');
    expect(printed).toContain(`Email to ${input.email}`);
    expect(printed).toMatch(/verification code is \d{6}/);
  });

  it('hands SMS and webhook messages to the alert deliverers', async () => {
    const delivered: string[] = [];
    const record: Deliverer = async (message) => {
      delivered.push(`${message.channel}:${message.recipient}`);
    };
    Object.assign(alertDeliverers, { sms: record, webhook: record });
    const sms = await queue('sms');
    const webhook = await queue('webhook');
    expect(await app.outbox.drain()).toBe(2);
    expect(delivered.sort()).toEqual(['sms:+447700900123', 'webhook:https://crm.example.com/hook']);
    expect((await reload(sms.id)).status).toBe('sent');
    expect((await reload(webhook.id)).status).toBe('sent');
  });

  it('treats a channel without a deliverer as a failure to retry, not a loss', async () => {
    delete alertDeliverers.webhook;
    const row = await queue('webhook');
    expect(await app.outbox.drain()).toBe(1);
    expect(await reload(row.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'No deliverer is configured for webhook messages',
    });
  });

  it('delivers a message queued within the same millisecond as the drain (the database keeps microseconds)', async () => {
    alertDeliverers.sms = async () => {};
    const now = new Date();
    const row = await queue('sms');
    await app.db
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`${now.toISOString()}::timestamptz + interval '500 microseconds'` })
      .where(eq(outboxMessages.id, row.id));
    expect(await app.outbox.drain({ now })).toBe(1);
    expect((await reload(row.id)).status).toBe('sent');
  });

  it('marks a message dead at once on PermanentDeliveryError', async () => {
    alertDeliverers.sms = async () => {
      throw new PermanentDeliveryError('Twilio 400: not a mobile number');
    };
    const row = await queue('sms');
    await app.outbox.drain();
    expect(await reload(row.id)).toMatchObject({
      status: 'dead',
      lastError: 'PermanentDeliveryError: Twilio 400: not a mobile number',
    });
  });

  it('retries a message whose worker died mid-send once its lease runs out, and not before', async () => {
    alertDeliverers.sms = async () => {};
    const now = new Date();
    const leasedUntil = new Date(now.getTime() + 2 * MINUTE);
    const row = await queue('sms', { attempts: 1, lockedUntil: leasedUntil });
    expect(await app.outbox.drain({ now })).toBe(0);
    expect(await app.outbox.drain({ now: leasedUntil })).toBe(1);
    expect(await reload(row.id)).toMatchObject({ status: 'sent', attempts: 2, lockedUntil: null });
  });

  it('delivers each message once when several drains run at the same time', async () => {
    const deliveries = new Map<string, number>();
    alertDeliverers.sms = async (message) => {
      deliveries.set(message.id, (deliveries.get(message.id) ?? 0) + 1);
    };
    const rows = await Promise.all(Array.from({ length: 25 }, () => queue('sms')));
    const attempted = await Promise.all([app.outbox.drain(), app.outbox.drain(), app.outbox.drain()]);
    expect(attempted.reduce((a, b) => a + b, 0)).toBe(25);
    expect(deliveries.size).toBe(25);
    expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
    for (const row of rows) expect((await reload(row.id)).status).toBe('sent');
  });

  describe('with background workers', () => {
    it('polls every OUTBOX_POLL_MS and delivers without being asked', async () => {
      const pollDatabase = await isolatedDatabase();
      const polling = await build({ DATABASE_URL: pollDatabase.url, OUTBOX_POLL_MS: '50' }, { startWorkers: true });
      try {
        const delivered: string[] = [];
        alertDeliverers.sms = async (message) => {
          delivered.push(message.id);
        };
        const [row] = await polling.db
          .insert(outboxMessages)
          .values({
            channel: 'sms',
            recipient: '+447700900999',
            topic: 't',
            payload: { text: 'hi' },
            idempotencyKey: randomUUID(),
          })
          .returning();
        await vi.waitFor(() => expect(delivered).toContain(row.id), { timeout: 5000, interval: 25 });
      } finally {
        await polling.close();
        await pollDatabase.drop();
      }
    });

    it('sends an email right after the request that queued it, without waiting for the next poll', async () => {
      const nudgeDatabase = await isolatedDatabase();
      // A ten-minute poll: only the after-request wake-up can deliver within the test.
      const waking = await build({ DATABASE_URL: nudgeDatabase.url, OUTBOX_POLL_MS: '600000' }, { startWorkers: true });
      try {
        const input = registrationInput();
        expect((await post(waking, '/api/auth/register', input)).statusCode).toBe(201);
        await vi.waitFor(
          async () => {
            const [row] = await waking.db
              .select()
              .from(outboxMessages)
              .where(eq(outboxMessages.recipient, input.email));
            expect(row.status).toBe('sent');
          },
          { timeout: 5000, interval: 25 },
        );
      } finally {
        await waking.close();
        await nudgeDatabase.drop();
      }
    });
  });
});
