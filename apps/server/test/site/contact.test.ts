import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { contactRequests, outboxMessages } from '../../src/db/schema';
import { uniqueEmail } from '../factories';
import { build, testDatabaseKind } from '../helper';

const SALES_INBOX = 'sales-team@example.com';

describe(`POST /api/contact (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build({ SALES_INBOX, RATE_LIMIT_DISABLED: 'true' });
  });
  afterAll(() => app.close());

  const send = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/contact', payload });

  it('stores the enquiry and queues an email to the sales inbox', async () => {
    const email = uniqueEmail('prospect');
    const res = await send({ name: 'Priya Shah', email, agency: 'Shah & Co Lettings', message: 'Can we see a demo?' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(`Thanks, Priya Shah! Our team will reply to ${email} within one working day.`);

    const [stored] = await app.db.select().from(contactRequests).where(eq(contactRequests.email, email));
    expect(stored).toMatchObject({ name: 'Priya Shah', agency: 'Shah & Co Lettings', message: 'Can we see a demo?' });

    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, SALES_INBOX), eq(outboxMessages.topic, 'site.contact_request')));
    const mail = mails.find((m) => String(m.payload.text).includes(email));
    expect(mail?.payload.subject).toBe('Website enquiry from Priya Shah (Shah & Co Lettings)');
    expect(mail?.payload.text).toContain('Can we see a demo?');
  });

  it('accepts an enquiry without an agency', async () => {
    const res = await send({ name: 'Tom', email: uniqueEmail('prospect'), message: 'Pricing for 3 branches?' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ email: 'a@b.co', message: 'hi' }, 'Name is required', 'name'],
    [{ name: '  ', email: 'a@b.co', message: 'hi' }, 'Name is required', 'name'],
    [{ name: 'Tom', email: 'nope', message: 'hi' }, 'Please enter a valid email address', 'email'],
    [{ name: 'Tom', email: 'a@b.co', message: ' ' }, 'Message is required', 'message'],
    [{ name: 'Tom\r\nBcc: x@y.z', email: 'a@b.co', message: 'hi' }, 'Name must be a single line', 'name'],
    [{ name: 'Tom', email: 'a@b.co', message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters', 'message'],
  ])('rejects an invalid enquiry with a 400: %#', async (payload, error, field) => {
    const before = await app.db.select().from(contactRequests);
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error, field });
    expect(await app.db.select().from(contactRequests)).toHaveLength(before.length);
  });
});

describe('public site rate limits', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({ RATE_LIMIT_DISABLED: 'false' });
  });
  afterAll(() => app.close());

  it('stops a sixth contact form within ten minutes from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Spammer', email: uniqueEmail('spam'), message: `message ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
