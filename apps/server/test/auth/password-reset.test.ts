import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { users, verificationCodes } from '../../src/db/schema';
import { resetPassword } from '../../src/services/accounts/reset-password';
import { createAgent, uniqueEmail } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { addProbeRoute, getProbe, latestCode, post, readOutbox, registerThroughApi } from './support';

const NEW_PASSWORD = 'N3wPassword!';
const INVALID = 'Invalid verification code. Please check the code and try again.';
const REQUESTED = {
  success: true,
  data: { message: 'If an account exists for this email, we have sent a password reset code. It expires in 1 hour.' },
};
const resetSubject = /password reset code/;

const COMMON_PASSWORD = 'This password is one of the most common, so it is easy to guess. Please choose another.';

describe(`POST /api/auth/forgot-password and /reset-password (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build({}, { beforeReady: addProbeRoute });
  });
  afterAll(() => app.close());

  const forgot = (email: string) => post(app, '/api/auth/forgot-password', { email });
  const reset = (email: string, confirmationCode: string, newPassword = NEW_PASSWORD) =>
    post(app, '/api/auth/reset-password', { email, confirmationCode, newPassword });
  const login = (email: string, password: string) => post(app, '/api/auth/login', { email, password });

  it('answers the same whether or not the account exists, and emails only a real account', async () => {
    const agent = await createAgent(app);
    const ghost = uniqueEmail('ghost');
    const known = await forgot(agent.email);
    const unknown = await forgot(ghost);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(REQUESTED);
    expect(unknown.json()).toEqual(REQUESTED);

    expect(await readOutbox(app, ghost)).toEqual([]);
    const [email] = await readOutbox(app, agent.email);
    // Subjects show on lock screens and in notification previews: the code stays in the body.
    expect(email.subject).toBe('Your Leadwise password reset code');
    expect(email.text).toMatch(/password reset code is \d{6}\. It expires in 1 hour/);
  });

  it('sets the new password with the code, once, and signs out every session', async () => {
    const agent = await createAgent(app);
    await forgot(agent.email);
    const code = await latestCode(app, agent.email, resetSubject);

    const res = await reset(agent.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'Password reset successful. Please sign in with your new password.' },
    });

    expect((await login(agent.email, agent.password)).statusCode).toBe(401);
    expect((await login(agent.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await getProbe(app, agent.accessToken)).statusCode).toBe(401);
    expect((await post(app, '/api/auth/refresh', { refreshToken: agent.refreshToken })).statusCode).toBe(401);

    const again = await reset(agent.email, code, 'An0therPassword');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(INVALID);
  });

  it('rejects a wrong code and an unknown email alike, and kills the code after 5 wrong tries', async () => {
    const agent = await createAgent(app);
    await forgot(agent.email);
    const code = await latestCode(app, agent.email, resetSubject);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    expect((await reset(uniqueEmail('ghost'), code)).json()).toEqual({
      success: false,
      error: INVALID,
      field: 'confirmationCode',
    });
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) errors.push((await reset(agent.email, wrong)).json().error);
    expect(errors.slice(0, 4)).toEqual([INVALID, INVALID, INVALID, INVALID]);
    expect(errors[4]).toBe('Too many incorrect attempts. Please request a new code.');
    expect((await reset(agent.email, code)).statusCode).toBe(400);
    expect((await login(agent.email, agent.password)).statusCode).toBe(200);
  });

  it('expires the reset code after 1 hour', async () => {
    const agent = await createAgent(app);
    await forgot(agent.email);
    const code = await latestCode(app, agent.email, resetSubject);
    const [row] = await app.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, agent.userId), eq(verificationCodes.purpose, 'reset')));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 60 * 1000);

    const late = resetPassword(
      { db: app.db, events: app.events, now: new Date(row.createdAt.getTime() + 60 * 60 * 1000 + 1) },
      { email: agent.email, confirmationCode: code, newPassword: NEW_PASSWORD },
    );
    await expect(late).rejects.toMatchObject({
      statusCode: 400,
      message: 'This code has expired. Please request a new one.',
    });
    expect((await reset(agent.email, code)).statusCode).toBe(200);
  });

  it('confirms an account that had not confirmed its email yet: the code proves the address', async () => {
    const account = await registerThroughApi(app);
    await forgot(account.email);
    await reset(account.email, await latestCode(app, account.email, resetSubject));
    const [user] = await app.db.select().from(users).where(eq(users.email, account.email));
    expect(user.emailVerifiedAt).not.toBeNull();
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['is short', 'Ab1', 'Password must be at least 8 characters long'],
    ['has no lowercase letter', 'ABCDEFG1', 'Password must contain a lowercase letter'],
    ['has no uppercase letter', 'abcdefg1', 'Password must contain an uppercase letter'],
    ['has no digit', 'Abcdefgh', 'Password must contain a number'],
    ['is a common one', 'Passw0rd', COMMON_PASSWORD],
    ['is a common one, capitalised', 'Password1', COMMON_PASSWORD],
  ])('answers 400 when the new password %s', async (_case, newPassword, error) => {
    const res = await reset('a@example.com', '123456', newPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error, field: 'newPassword' });
  });

  it('answers 400 for a missing email or code', async () => {
    expect((await post(app, '/api/auth/forgot-password', {})).json()).toEqual({
      success: false,
      error: 'Email is required',
      field: 'email',
    });
    const noCode = await post(app, '/api/auth/reset-password', { email: 'a@example.com', newPassword: NEW_PASSWORD });
    expect(noCode.json()).toEqual({
      success: false,
      error: 'Verification code is required',
      field: 'confirmationCode',
    });
  });
});
