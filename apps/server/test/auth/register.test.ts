import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { resultRows } from '../../src/db/client';
import { agents, outboxMessages, users, verificationCodes, widgets } from '../../src/db/schema';
import { hashToken } from '../../src/services/accounts/tokens';
import { build, testDatabaseKind } from '../helper';
import { latestCode, post, readOutbox, registrationInput } from './support';

const COMMON_PASSWORD = 'This password is one of the most common, so it is easy to guess. Please choose another.';

describe(`POST /api/auth/register (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('creates an unconfirmed account, its agent and widget, and emails a 6-digit code', async () => {
    const input = registrationInput({ email: `  New.Agent-${randomUUID().slice(0, 6)}@Example.com ` });
    const email = input.email.trim().toLowerCase();
    const res = await post(app, '/api/auth/register', input);

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      data: {
        message: 'Please check your email for a verification code.',
        user: { email, name: 'Priya Shah' },
        agent: { email, name: 'Priya Shah', company: 'Shah & Co Lettings' },
        widgetUrl: expect.stringMatching(/^http:\/\/localhost:3000\/a\/[0-9a-f-]{36}$/),
        dashboardUrl: 'http://localhost:3000/dashboard',
        onboarding: { widgetId: expect.any(String), embedCode: expect.stringContaining('data-widget-id') },
        requiresVerification: true,
      },
    });
    expect(body.data).not.toHaveProperty('tokens');

    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user.emailVerifiedAt).toBeNull();
    const [widget] = await app.db.select().from(widgets).where(eq(widgets.id, body.data.onboarding.widgetId));
    expect(widget.agentId).toBe(body.data.agent.id);

    const [email1] = await readOutbox(app, email);
    // Subjects show on lock screens and in notification previews: the code stays in the body.
    expect(email1).toMatchObject({ to: email, subject: 'Your Leadwise verification code' });
    expect(email1.text).toMatch(/verification code is \d{6}\. It expires in 24 hours/);
  });

  it('stores the password with scrypt and the code only as a hash that expires in 24 hours', async () => {
    const input = registrationInput();
    await post(app, '/api/auth/register', input);
    const code = await latestCode(app, input.email);

    const [user] = await app.db.select().from(users).where(eq(users.email, input.email));
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.passwordHash).not.toContain(input.password);
    const [row] = await app.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id));
    expect(row).toMatchObject({ purpose: 'signup', codeHash: hashToken(code), attempts: 0, consumedAt: null });
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('refuses a second account for an email, whatever its case, with a message containing "already exists"', async () => {
    const input = registrationInput();
    expect((await post(app, '/api/auth/register', input)).statusCode).toBe(201);

    const again = await post(app, '/api/auth/register', { ...input, email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: 'An account with this email already exists.',
      field: 'email',
    });
    const count = await app.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    expect(count).toHaveLength(1);
  });

  it.each([
    ['email is missing', { email: undefined }, 'email', 'Email is required'],
    ['email is not an address', { email: 'priya@example' }, 'email', 'Please enter a valid email address'],
    ['email is too long', { email: `${'a'.repeat(250)}@example.com` }, 'email', 'Email must be at most 254 characters'],
    ['name is missing', { name: undefined }, 'name', 'Name is required'],
    ['name is blank', { name: '   ' }, 'name', 'Name is required'],
    ['name is too long', { name: 'n'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    ['company is missing', { company: undefined }, 'company', 'Company is required'],
    ['company is blank', { company: ' ' }, 'company', 'Company is required'],
    ['company is too long', { company: 'c'.repeat(121) }, 'company', 'Company must be at most 120 characters'],
    ['password is missing', { password: undefined }, 'password', 'Password is required'],
    ['password is short', { password: 'Ab1defg' }, 'password', 'Password must be at least 8 characters long'],
    [
      'password has no lowercase letter',
      { password: 'ABCDEFG1' },
      'password',
      'Password must contain a lowercase letter',
    ],
    [
      'password has no uppercase letter',
      { password: 'abcdefg1' },
      'password',
      'Password must contain an uppercase letter',
    ],
    ['password has no digit', { password: 'Abcdefgh' }, 'password', 'Password must contain a number'],
    ['password is a common one', { password: 'Passw0rd' }, 'password', COMMON_PASSWORD],
    ['password is a common one, capitalised', { password: 'Password1' }, 'password', COMMON_PASSWORD],
    [
      'password is a common one, all lower case',
      { password: 'password1' },
      'password',
      'Password must contain an uppercase letter',
    ],
    [
      'password is too long',
      { password: `Ab1${'x'.repeat(254)}` },
      'password',
      'Password must be at most 256 characters long',
    ],
  ])('answers 400 when the %s', async (_case, change, field, error) => {
    const input = { ...registrationInput(), ...change };
    const res = await post(app, '/api/auth/register', input);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error, field });
    if (typeof input.email === 'string') {
      expect(await app.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
    }
  });

  it('accepts a password of 8 characters with a lowercase letter, an uppercase letter and a digit', async () => {
    const res = await post(app, '/api/auth/register', registrationInput({ password: 'aB3aaaaa' }));
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 without a stack trace for a missing body and for malformed JSON', async () => {
    const missing = await post(app, '/api/auth/register');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, error: 'The request body must be a JSON object' });

    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, error: expect.any(String) });
    expect(malformed.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });

  it('leaves nothing behind when registration fails after the user row was written', async () => {
    // Fails only this test's registration (matched on its company), so parallel suites are unaffected.
    const company = `Doomed Estates ${randomUUID()}`;
    const suffix = randomUUID().replace(/-/g, '').slice(0, 12);
    await app.db.execute(
      sql.raw(`
        create function fail_widget_${suffix}() returns trigger language plpgsql as $$
        begin
          if (select company from agents where id = new.agent_id) = '${company}' then
            raise exception 'widget storage is down';
          end if;
          return new;
        end $$`),
    );
    await app.db.execute(
      sql.raw(`create trigger fail_widget_${suffix} before insert on widgets
        for each row execute function fail_widget_${suffix}()`),
    );
    try {
      const input = registrationInput({ company });
      const res = await post(app, '/api/auth/register', input);

      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, error: 'Something went wrong on our side. Please try again.' });
      expect(await app.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
      expect(await app.db.select().from(agents).where(eq(agents.email, input.email))).toHaveLength(0);
      expect(await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, input.email))).toHaveLength(
        0,
      );
      const orphanCodes = await app.db.execute(
        sql`select count(*)::int as n from verification_codes where user_id not in (select id from users)`,
      );
      expect(resultRows(orphanCodes)[0]).toEqual({ n: 0 });

      // The same email can sign up once the fault is gone: nothing half-made blocks it.
      await dropTrigger(app, suffix);
      expect((await post(app, '/api/auth/register', { ...input, company: 'Recovered Estates' })).statusCode).toBe(201);
    } finally {
      await dropTrigger(app, suffix);
    }
  });
});

async function dropTrigger(app: App, suffix: string) {
  await app.db.execute(sql.raw(`drop trigger if exists fail_widget_${suffix} on widgets`));
  await app.db.execute(sql.raw(`drop function if exists fail_widget_${suffix}()`));
}

