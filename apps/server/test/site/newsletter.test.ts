import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { newsletterSubscribers } from '../../src/db/schema';
import { uniqueEmail } from '../factories';
import { build, testDatabaseKind } from '../helper';

describe(`POST /api/newsletter (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const subscribe = (email: unknown) => app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });

  it('stores the email once and says when it was already subscribed', async () => {
    const email = uniqueEmail('reader');
    const first = await subscribe(email);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ alreadySubscribed: false });
    expect(first.json().data.message).toContain(email);

    const again = await subscribe(`  ${email.toUpperCase()} `);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ alreadySubscribed: true });

    const rows = await app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['not-an-email', 'Please enter a valid email address'],
    [undefined, 'Email is required'],
  ])('rejects %s with a 400', async (email, error) => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error, field: 'email' });
  });
});
