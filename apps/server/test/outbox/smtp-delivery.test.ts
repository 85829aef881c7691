import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { outboxMessages } from '../../src/db/schema';
import type { OutboxMessage } from '../../src/services/outbox/types';
import { post, registrationInput } from '../auth/support';
import { build, testDatabaseKind } from '../helper';
import { isolatedDatabase, startSmtpServer } from './support';

const SECOND = 1000;

describe(`outbox email through a real SMTP server (${testDatabaseKind})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  let app: App;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await isolatedDatabase();
    app = await build({ SMTP_URL: smtp.url, DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.drop();
  });

  async function registerAndFindEmail() {
    const input = registrationInput();
    expect((await post(app, '/api/auth/register', input)).statusCode).toBe(201);
    const row = await outboxRow(input.email);
    return { input, row };
  }
  async function outboxRow(recipient: string): Promise<OutboxMessage> {
    const [row] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
    return row;
  }

  it('loses no verification code while the mail server refuses, and delivers it once it accepts', async () => {
    smtp.setMode('refuse');
    const { input, row: queued } = await registerAndFindEmail();
    const firstTry = new Date();
    expect(await app.outbox.drain({ now: firstTry })).toBe(1);

    const afterFirst = await outboxRow(input.email);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, sentAt: null });
    expect(afterFirst.lastError).toMatch(/421/);
    const firstDelay = afterFirst.nextAttemptAt.getTime() - firstTry.getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(3.75 * SECOND);
    expect(firstDelay).toBeLessThanOrEqual(6.25 * SECOND);
    expect(await app.outbox.drain({ now: firstTry })).toBe(0);

    // Still down at the next try: the wait doubles.
    expect(await app.outbox.drain({ now: afterFirst.nextAttemptAt })).toBe(1);
    const afterSecond = await outboxRow(input.email);
    expect(afterSecond.attempts).toBe(2);
    const secondDelay = afterSecond.nextAttemptAt.getTime() - afterFirst.nextAttemptAt.getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(7.5 * SECOND);
    expect(secondDelay).toBeLessThanOrEqual(12.5 * SECOND);
    expect(smtp.received).toHaveLength(0);

    smtp.setMode('accept');
    expect(await app.outbox.drain({ now: afterSecond.nextAttemptAt })).toBe(1);
    expect(await outboxRow(input.email)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    const delivered = smtp.received.filter((mail) => mail.to.includes(input.email));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].raw).toContain(`Message-ID: <${queued.idempotencyKey}@localhost>`);
    expect(delivered[0].raw).toMatch(/^From: Leadwise <no-reply@leadwise\.local>/m);

    // The code is in the body only: subjects show on lock screens.
    expect(delivered[0].subject).toBe('Your Leadwise verification code');
    const code = delivered[0].raw.match(/verification code is (\d{6})\b/)?.[1];
    const confirmed = await post(app, '/api/auth/confirm-signup', { email: input.email, confirmationCode: code });
    expect(confirmed.statusCode).toBe(200);
  });

  it('gives up at once on a permanent refusal (550), keeping the reason', async () => {
    smtp.setMode('reject-recipients');
    const { input } = await registerAndFindEmail();
    expect(await app.outbox.drain()).toBe(1);
    const row = await outboxRow(input.email);
    expect(row.status).toBe('dead');
    expect(row.lastError).toMatch(/PermanentDeliveryError: .*550/);
    smtp.setMode('accept');
  });

  it('retries for 24 hours and then marks the message dead with its last error', async () => {
    smtp.setMode('refuse');
    const { input, row } = await registerAndFindEmail();
    const almostADayLater = new Date(row.createdAt.getTime() + 24 * 60 * 60 * SECOND - SECOND);
    expect(await app.outbox.drain({ now: almostADayLater })).toBe(1);
    const dead = await outboxRow(input.email);
    expect(dead.status).toBe('dead');
    expect(dead.lastError).toMatch(/421/);
    smtp.setMode('accept');
    expect(await app.outbox.drain({ now: new Date(almostADayLater.getTime() + 60 * 60 * SECOND) })).toBe(0);
  });
});
