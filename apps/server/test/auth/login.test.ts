import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agents, users } from '../../src/db/schema';
import { signAccessToken, signIdToken } from '../../src/services/accounts/tokens';
import { createAgent, TEST_PASSWORD, uniqueEmail } from '../factories';
import { build, TEST_JWT_SECRET, testDatabaseKind } from '../helper';
import { addProbeRoute, getProbe, post, registerThroughApi } from './support';

const INVALID_CREDENTIALS = { success: false, error: 'Incorrect email or password.' };

describe(`POST /api/auth/login and access tokens (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build({}, { beforeReady: addProbeRoute });
  });
  afterAll(() => app.close());

  const login = (email: string, password: string) => post(app, '/api/auth/login', { email, password });

  it('answers tokens and the user for a confirmed account', async () => {
    const agent = await createAgent(app);
    const res = await login(`  ${agent.email.toUpperCase()} `, agent.password);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      accessToken: expect.any(String),
      idToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { sub: agent.userId, email: agent.email, name: 'Sarah Agent' },
    });

    const access = decodeJwt(data.accessToken);
    expect(decodeProtectedHeader(data.accessToken).alg).toBe('HS256');
    expect(access).toMatchObject({
      sub: agent.userId,
      agentId: agent.agentId,
      email: agent.email,
      token_use: 'access',
    });
    expect(access.exp! - access.iat!).toBe(60 * 60);
    const id = decodeJwt(data.idToken);
    expect(id).toMatchObject({ sub: agent.userId, email: agent.email, name: 'Sarah Agent', token_use: 'id' });
    expect(id.exp! - id.iat!).toBe(60 * 60);

    const me = await getProbe(app, data.accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ sub: agent.userId, agentId: agent.agentId });
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const agent = await createAgent(app);
    const wrongPassword = await login(agent.email, 'Wr0ngPassword');
    const unknownEmail = await login(uniqueEmail('nobody'), agent.password);
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID_CREDENTIALS);
    }
  });

  it('tells an unconfirmed account to confirm first, but only when the password is right', async () => {
    const account = await registerThroughApi(app);
    const right = await login(account.email, account.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      success: false,
      error: 'Your account is not confirmed yet. Enter the 6-digit code we emailed you to confirm your email address.',
    });
    const wrong = await login(account.email, 'Wr0ngPassword');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID_CREDENTIALS);
  });

  it('does not sign in an invited account that has no password yet', async () => {
    const [user] = await app.db
      .insert(users)
      .values({ email: uniqueEmail('invited'), name: 'Invited', emailVerifiedAt: new Date() })
      .returning();
    await app.db.insert(agents).values({ userId: user.id, name: 'Invited', email: user.email, company: 'Co' });
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_CREDENTIALS);
  });

  it.each([
    ['the email is missing', { email: undefined }, 'email', 'Email is required'],
    ['the email is invalid', { email: 'someone@' }, 'email', 'Please enter a valid email address'],
    ['the password is missing', { password: undefined }, 'password', 'Password is required'],
    ['the password is empty', { password: '' }, 'password', 'Password is required'],
  ])('answers 400 when %s', async (_case, change, field, error) => {
    const res = await post(app, '/api/auth/login', { email: 'a@example.com', password: 'x', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error, field });
  });

  describe('protected routes', () => {
    it('answer 401 without a bearer token', async () => {
      const res = await getProbe(app);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'Authentication required' });
    });

    it('answer 401 once the access token is more than an hour old', async () => {
      const agent = await createAgent(app);
      const claims = { sub: agent.userId, agentId: agent.agentId, email: agent.email, sid: agent.familyId };
      const anHourAgo = new Date(Date.now() - 60 * 60 * 1000 - 1000);
      const expired = await signAccessToken(TEST_JWT_SECRET, claims, undefined, anHourAgo);
      const res = await getProbe(app, expired);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Your session has expired. Please sign in again.');

      const almostAnHourAgo = new Date(Date.now() - 59 * 60 * 1000);
      const stillValid = await signAccessToken(TEST_JWT_SECRET, claims, undefined, almostAnHourAgo);
      expect((await getProbe(app, stillValid)).statusCode).toBe(200);
    });

    it('answer 401 for a token signed with another secret, an id token, or garbage', async () => {
      const agent = await createAgent(app);
      const claims = { sub: agent.userId, agentId: agent.agentId, email: agent.email, sid: agent.familyId };
      const forged = await signAccessToken('another-secret-that-is-also-long-enough-to-sign', claims);
      const idToken = await signIdToken(TEST_JWT_SECRET, { sub: agent.userId, email: agent.email, name: 'x' });
      for (const token of [forged, idToken, 'not.a.jwt']) {
        expect((await getProbe(app, token)).statusCode).toBe(401);
      }
    });
  });
});
