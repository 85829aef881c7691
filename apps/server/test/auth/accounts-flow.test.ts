import type { Dashboard, LoginResult, RefreshResult, RegisterResult } from '@leadwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { build, testDatabaseKind, testIdentityProvider } from '../helper';
import { latestCode, registrationInput } from './support';

/**
 * The whole account life cycle over real HTTP, as the web app drives it: register, read the code
 * from the dev outbox (or the Cognito pool), confirm, sign in, open the dashboard, refresh, sign out.
 */
describe(`account flow over HTTP (${testDatabaseKind}, ${testIdentityProvider} identities)`, () => {
  let app: App;
  let base: string;
  beforeAll(async () => {
    app = await build();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  async function call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; token?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    return { status: res.status, body: (await res.json()) as { success: boolean; data: T; error?: string } };
  }

  it('register → code from the outbox → confirm → login → dashboard → refresh → logout', async () => {
    const input = registrationInput();
    const registered = await call<RegisterResult>('POST', '/api/auth/register', { body: input });
    expect(registered.status).toBe(201);
    expect(registered.body.data.requiresVerification).toBe(true);

    const code = await latestCode(app, input.email);

    const notYet = await call('POST', '/api/auth/login', { body: { email: input.email, password: input.password } });
    expect(notYet.status).toBe(403);

    const confirmed = await call('POST', '/api/auth/confirm-signup', {
      body: { email: input.email, confirmationCode: code },
    });
    expect(confirmed.status).toBe(200);

    const login = await call<LoginResult>('POST', '/api/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(login.status).toBe(200);
    const session = login.body.data;
    expect(session.user).toEqual({ sub: registered.body.data.user.id, email: input.email, name: input.name });

    expect((await call('GET', '/api/dashboard')).status).toBe(401);
    const dashboard = await call<Dashboard>('GET', '/api/dashboard', { token: session.accessToken });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.agent).toEqual(registered.body.data.agent);

    const refreshed = await call<RefreshResult>('POST', '/api/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const renewed = refreshed.body.data;
    expect((await call('GET', '/api/dashboard', { token: renewed.accessToken })).status).toBe(200);

    const logout = await call('POST', '/api/auth/logout', { token: renewed.accessToken });
    expect(logout.status).toBe(200);
    expect((await call('GET', '/api/dashboard', { token: renewed.accessToken })).status).toBe(401);
    // The pool's global sign-out is what ends its refresh tokens, and cognito-local does not implement it.
    if (testIdentityProvider === 'local') {
      expect((await call('POST', '/api/auth/refresh', { body: { refreshToken: renewed.refreshToken } })).status).toBe(
        401,
      );
    }
  });
});
