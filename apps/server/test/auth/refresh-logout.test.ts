import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { refreshTokens } from '../../src/db/schema';
import { createSession } from '../../src/services/accounts/create-session';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../src/services/accounts/refresh-session';
import { hashToken } from '../../src/services/accounts/tokens';
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

  /** Moves a spent token's rotation `ms` into the past, as if that much time had gone by since. */
  async function ageRotation(refreshToken: string, ms: number) {
    const [row] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    await app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(row.usedAt!.getTime() - ms) })
      .where(eq(refreshTokens.id, row.id));
  }

  it('revokes the whole session when a spent refresh token is used again after the grace window', async () => {
    const agent = await createAgent(app);
    const rotated = (await refresh(agent.refreshToken)).json().data;
    await ageRotation(agent.refreshToken, REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);

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

  it('gives two refreshes racing with the same token (two tabs) the same new tokens, and the session lives on', async () => {
    const agent = await createAgent(app);
    const results = await Promise.all([refresh(agent.refreshToken), refresh(agent.refreshToken)]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    const [first, second] = results.map((res) => res.json().data);
    expect(second).toEqual(first);
    expect(first.refreshToken).not.toBe(agent.refreshToken);

    // One rotation, not two: the family holds the spent token and its single successor.
    const family = await app.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, agent.familyId));
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revokedAt === null)).toBe(true);
    expect((await getProbe(app, first.accessToken)).statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
  });

  it('answers a repeat of a refresh within the grace window with the same tokens as the first', async () => {
    const agent = await createAgent(app);
    const first = (await refresh(agent.refreshToken)).json().data;
    await ageRotation(agent.refreshToken, REFRESH_REUSE_GRACE_SECONDS * 1000 - 2000);
    const again = await refresh(agent.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refreshToken).toBe(first.refreshToken);
    expect((await getProbe(app, again.json().data.accessToken)).statusCode).toBe(200);
  });

  it('stores the successor refresh token only as a hash', async () => {
    const agent = await createAgent(app);
    const { refreshToken } = (await refresh(agent.refreshToken)).json().data;
    const family = await app.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, agent.familyId));
    const stored = JSON.stringify(family);
    expect(stored).not.toContain(refreshToken);
    expect(family.map((row) => row.tokenHash)).toContain(hashToken(refreshToken));
  });

  it('does not revive a signed-out session within the grace window', async () => {
    const agent = await createAgent(app);
    const first = (await refresh(agent.refreshToken)).json().data;
    expect((await post(app, '/api/auth/logout', undefined, { token: first.accessToken })).statusCode).toBe(200);
    const again = await refresh(agent.refreshToken);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(EXPIRED);
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
