import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { users, verificationCodes } from '../../src/db/schema';
import { confirmSignup } from '../../src/services/accounts/confirm-signup';
import { uniqueEmail } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { latestCode, post, readOutbox, registerThroughApi } from './support';

const HOUR = 60 * 60 * 1000;
const INVALID = 'Invalid verification code. Please check the code and try again.';
const EXHAUSTED = 'Too many incorrect attempts. Please request a new code.';

/** A 6-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe(`POST /api/auth/confirm-signup and /resend-confirmation (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const confirm = (email: string, confirmationCode: string) =>
    post(app, '/api/auth/confirm-signup', { email, confirmationCode });

  it('confirms the account with the emailed code, once', async () => {
    const account = await registerThroughApi(app);
    const res = await confirm(account.email.toUpperCase(), account.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'Email verified successfully! Please log in with your password.' },
    });
    const [user] = await app.db.select().from(users).where(eq(users.email, account.email));
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await confirm(account.email, account.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('already confirmed');
  });

  it('rejects a wrong code and an unknown email with the same message', async () => {
    const account = await registerThroughApi(app);
    const wrong = await confirm(account.email, otherCode(account.code));
    const unknown = await confirm(uniqueEmail('nobody'), account.code);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: INVALID, field: 'confirmationCode' });
    }
  });

  it('kills the code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const account = await registerThroughApi(app);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await confirm(account.email, otherCode(account.code))).json().error);
    expect(answers).toEqual([INVALID, INVALID, INVALID, INVALID, EXHAUSTED]);

    const right = await confirm(account.email, account.code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe(EXHAUSTED);

    expect((await post(app, '/api/auth/resend-confirmation', { email: account.email })).statusCode).toBe(200);
    const fresh = await latestCode(app, account.email);
    expect((await confirm(account.email, fresh)).statusCode).toBe(200);
  });

  it('counts parallel guesses too: no more than 5 tries reach the comparison', async () => {
    const account = await registerThroughApi(app);
    const wrong = otherCode(account.code);
    const results = await Promise.all(Array.from({ length: 8 }, () => confirm(account.email, wrong)));
    expect(results.every((res) => res.statusCode === 400)).toBe(true);
    const [user] = await app.db.select().from(users).where(eq(users.email, account.email));
    const [code] = await app.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id));
    expect(code.attempts).toBe(5);
    expect((await confirm(account.email, account.code)).json().error).toBe(EXHAUSTED);
  });

  it('expires the signup code after 24 hours', async () => {
    const account = await registerThroughApi(app);
    const late = confirmSignup(
      { db: app.db, now: new Date(Date.now() + 24 * HOUR + 1000) },
      { email: account.email, confirmationCode: account.code },
    );
    await expect(late).rejects.toMatchObject({
      statusCode: 400,
      message: 'This code has expired. Please request a new one.',
    });
    const inTime = await confirmSignup(
      { db: app.db, now: new Date(Date.now() + 23 * HOUR) },
      { email: account.email, confirmationCode: account.code },
    );
    expect(inTime.message).toMatch(/verified/);
  });

  it.each([
    ['the code is missing', { confirmationCode: undefined }, 'confirmationCode', 'Verification code is required'],
    [
      'the code is not 6 digits',
      { confirmationCode: '12345' },
      'confirmationCode',
      'The code is the 6 digits from the email',
    ],
    [
      'the code has letters',
      { confirmationCode: '12a456' },
      'confirmationCode',
      'The code is the 6 digits from the email',
    ],
    ['the email is missing', { email: undefined }, 'email', 'Email is required'],
    ['the email is invalid', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
  ])('answers 400 when %s', async (_case, change, field, error) => {
    const res = await post(app, '/api/auth/confirm-signup', {
      email: 'a@example.com',
      confirmationCode: '123456',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error, field });
  });

  describe('resend-confirmation', () => {
    it('emails a new code and the previous one stops working', async () => {
      const account = await registerThroughApi(app);
      const res = await post(app, '/api/auth/resend-confirmation', { email: account.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { message: 'Verification code sent! Please check your email.' },
      });

      const emails = await readOutbox(app, account.email);
      expect(emails).toHaveLength(2);
      const fresh = await latestCode(app, account.email);
      if (fresh !== account.code) {
        expect((await confirm(account.email, account.code)).json().error).toBe(INVALID);
      }
      expect((await confirm(account.email, fresh)).statusCode).toBe(200);
      const [user] = await app.db.select().from(users).where(eq(users.email, account.email));
      const live = await app.db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'signup')));
      expect(live.every((code) => code.consumedAt !== null)).toBe(true);
    });

    it('answers an unknown email exactly like a known one and sends nothing', async () => {
      const email = uniqueEmail('ghost');
      const res = await post(app, '/api/auth/resend-confirmation', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { message: 'Verification code sent! Please check your email.' },
      });
      expect(await readOutbox(app, email)).toEqual([]);
    });

    it('tells a confirmed account it is already confirmed', async () => {
      const account = await registerThroughApi(app);
      await confirm(account.email, account.code);
      const res = await post(app, '/api/auth/resend-confirmation', { email: account.email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: 'This account is already confirmed. Please sign in.' });
    });

    it('answers 400 for a missing or invalid email', async () => {
      const missing = await post(app, '/api/auth/resend-confirmation', {});
      expect(missing.json()).toEqual({ success: false, error: 'Email is required', field: 'email' });
      const invalid = await post(app, '/api/auth/resend-confirmation', { email: 'nope' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error).toBe('Please enter a valid email address');
    });
  });
});
