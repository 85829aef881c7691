import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { AUTH_RATE_LIMITS, type AuthRoute } from '../../src/routes/auth/rate-limits';
import { createSession } from '../../src/services/accounts/create-session';
import { createAgent, uniqueEmail } from '../factories';
import { build, TEST_JWT_SECRET, testDatabaseKind } from '../helper';
import { freshIp, post } from './support';

const PATHS: Record<AuthRoute, string> = {
  register: '/api/auth/register',
  confirmSignup: '/api/auth/confirm-signup',
  resendConfirmation: '/api/auth/resend-confirmation',
  login: '/api/auth/login',
  loginTwoFactor: '/api/auth/login/two-factor',
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  setPassword: '/api/auth/set-password',
};

/** A well-formed body for the route that touches no real account (so only the limit is tested). */
const BODIES: Record<Exclude<AuthRoute, 'logout' | 'refresh' | 'loginTwoFactor'>, (email: string) => Record<string, string>> = {
  register: (email) => ({ email, name: 'Rate Tester', company: 'Limits Ltd', password: 'Str0ngPassw0rd' }),
  confirmSignup: (email) => ({ email, confirmationCode: '123456' }),
  resendConfirmation: (email) => ({ email }),
  login: (email) => ({ email, password: 'Wr0ngPassword' }),
  forgotPassword: (email) => ({ email }),
  resetPassword: (email) => ({ email, confirmationCode: '123456', newPassword: 'Str0ngPassw0rd' }),
  setPassword: (email) => ({ email, password: 'Str0ngPassw0rd', token: 'x'.repeat(43) }),
};
const EMAIL_ROUTES = Object.keys(BODIES) as Array<keyof typeof BODIES>;

function expectLimited(res: Awaited<ReturnType<typeof post>>, error: RegExp) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ success: false, error: expect.stringMatching(error) });
}

describe(`rate limits on the auth routes (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    // Explicit: the end-to-end config turns limits off with this flag; these tests need them on.
    app = await build({ RATE_LIMIT_DISABLED: 'false' });
  });
  afterAll(() => app.close());

  describe.each(Object.keys(PATHS) as AuthRoute[])('%s', (route) => {
    it('limits one IP address, answering 429 with Retry-After, while other addresses go on', async () => {
      const { max } = AUTH_RATE_LIMITS[route].ip;
      const ip = freshIp();
      // An empty body is enough: the per-IP count runs before validation, so floods of junk count too.
      const statuses: number[] = [];
      for (let i = 0; i < max; i++) statuses.push((await post(app, PATHS[route], {}, { ip })).statusCode);
      expect(statuses).not.toContain(429);

      expectLimited(
        await post(app, PATHS[route], {}, { ip }),
        /^Too many requests\. Please try again in \d+ seconds\.$/,
      );
      expect((await post(app, PATHS[route], {}, { ip: freshIp() })).statusCode).not.toBe(429);
    });
  });

  describe.each(EMAIL_ROUTES)('%s', (route) => {
    it('limits one email address across IP addresses, however it is written', async () => {
      const { max } = AUTH_RATE_LIMITS[route].email;
      const email = uniqueEmail(`limit-${route.toLowerCase()}`);
      for (let i = 0; i < max; i++) {
        const spelling = i % 2 === 0 ? email : ` ${email.toUpperCase()}`;
        expect((await post(app, PATHS[route], BODIES[route](spelling))).statusCode).not.toBe(429);
      }
      expectLimited(
        await post(app, PATHS[route], BODIES[route](email)),
        /^Too many attempts for this email address\. Please try again in \d+ (seconds|minutes)\.$/,
      );
      expect((await post(app, PATHS[route], BODIES[route](uniqueEmail('other')))).statusCode).not.toBe(429);
    });
  });

  it('limits logouts per account across sessions and IP addresses', async () => {
    const agent = await createAgent(app);
    const { max } = AUTH_RATE_LIMITS.logout.email;
    const subject = { userId: agent.userId, agentId: agent.agentId, email: agent.email, name: 'Sarah Agent' };
    const sessions = await Promise.all(
      Array.from({ length: max + 1 }, () => createSession(app.db, TEST_JWT_SECRET, subject)),
    );
    for (const session of sessions.slice(0, max)) {
      expect((await post(app, PATHS.logout, undefined, { token: session.accessToken })).statusCode).toBe(200);
    }
    expectLimited(
      await post(app, PATHS.logout, undefined, { token: sessions[max].accessToken }),
      /^Too many attempts for this email address/,
    );
  });

  describe('which address counts', () => {
    const forgot = (target: App, ip: string, forwardedFor: string) =>
      post(
        target,
        PATHS.forgotPassword,
        { email: uniqueEmail('xff') },
        { ip, headers: { 'x-forwarded-for': forwardedFor } },
      );
    const { max } = AUTH_RATE_LIMITS.forgotPassword.ip;

    it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot dodge the limit by inventing addresses', async () => {
      const ip = freshIp();
      for (let i = 0; i < max; i++) expect((await forgot(app, ip, freshIp())).statusCode).toBe(200);
      expect((await forgot(app, ip, freshIp())).statusCode).toBe(429);
    });

    it('counts the forwarded client address with TRUST_PROXY=true (behind a load balancer)', async () => {
      const proxied = await build({ TRUST_PROXY: 'true', RATE_LIMIT_DISABLED: 'false' });
      try {
        const balancer = freshIp();
        const client = freshIp();
        // Many clients behind one balancer each get their own count...
        for (let i = 0; i < max + 2; i++) expect((await forgot(proxied, balancer, freshIp())).statusCode).toBe(200);
        // ...and one client is counted as one, whichever balancer forwards it.
        for (let i = 0; i < max; i++) expect((await forgot(proxied, freshIp(), client)).statusCode).toBe(200);
        expect((await forgot(proxied, freshIp(), client)).statusCode).toBe(429);
      } finally {
        await proxied.close();
      }
    });
  });
});
