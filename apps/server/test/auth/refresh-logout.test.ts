import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { refreshTokens } from '../../src/db/schema';
import { createSession } from '../../src/services/accounts/create-session';
import { createAgent } from '../factories';
import { build, TEST_JWT_SECRET, testDatabaseKind } from '../helper';
import { addProbeRoute, getProbe, post } from './support';

const DAY = 24 * 60 * 60 * 1000;
const EXPIRED = { success: false, error: 'Your session has expired. Please sign in again.' };
const REUSED = { success: false, error: 'This session was ended for your security. Please sign in again.' };

describe(`POST /api/auth/refresh and /logout (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build({}, { beforeReady: addProbeRoute });
  });
  afterAll(() => app.close());

  const refresh = (refreshToken: unknown) => post(app, '/api/auth/refresh', { refreshToken });

  it('rotates: new access, id and refresh tokens, and the new access token works', async () => {
    const agent = await createAgent(app);
    const res = await refresh(agent.refreshToken);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      accessToken: expect.any(String),
      idToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(data.refreshToken).not.toBe(agent.refreshToken);
    expect((await getProbe(app, data.accessToken)).json().data).toMatchObject({
      sub: agent.userId,
      sid: agent.familyId,
    });

    const next = await refresh(data.refreshToken);
    expect(next.statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token is used again', async () => {
    const agent = await createAgent(app);
    const rotated = (await refresh(agent.refreshToken)).json().data;

    const reuse = await refresh(agent.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(REUSED);

    // Whoever holds the newer tokens is signed out too: one of the two copies was stolen.
    expect((await refresh(rotated.refreshToken)).json()).toEqual(EXPIRED);
    for (const token of [rotated.accessToken, agent.accessToken]) {
      const me = await getProbe(app, token);
      expect(me.statusCode).toBe(401);
      expect(me.json().error).toBe('Your session has ended. Please sign in again.');
    }
  });

  it('lets only one of two refreshes racing with the same token through', async () => {
    const agent = await createAgent(app);
    const results = await Promise.all([refresh(agent.refreshToken), refresh(agent.refreshToken)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an expired refresh token and an unknown one', async () => {
    const agent = await createAgent(app);
    const old = await createSession(
      app.db,
      TEST_JWT_SECRET,
      { userId: agent.userId, agentId: agent.agentId, email: agent.email, name: 'Sarah Agent' },
      { now: new Date(Date.now() - 31 * DAY) },
    );
    for (const token of [old.refreshToken, 'not-a-token-we-ever-issued']) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(EXPIRED);
    }
  });

  it('answers 400 without a refresh token', async () => {
    for (const token of [undefined, '']) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Refresh token is required', field: 'refreshToken' });
    }
  });

  describe('logout', () => {
    it('answers 401 without a bearer token', async () => {
      const res = await post(app, '/api/auth/logout');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'Authentication required' });
    });

    it("ends this session at once (access and refresh tokens) and leaves the user's other sessions alone", async () => {
      const agent = await createAgent(app);
      const other = await createSession(app.db, TEST_JWT_SECRET, {
        userId: agent.userId,
        agentId: agent.agentId,
        email: agent.email,
        name: 'Sarah Agent',
      });

      const res = await post(app, '/api/auth/logout', undefined, { token: agent.accessToken });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { message: 'You have been signed out.' } });

      expect((await getProbe(app, agent.accessToken)).statusCode).toBe(401);
      expect((await refresh(agent.refreshToken)).statusCode).toBe(401);
      const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, agent.familyId));
      expect(rows.every((row) => row.revokedAt !== null)).toBe(true);

      expect((await getProbe(app, other.accessToken)).statusCode).toBe(200);
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });
  });
});
