import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { refreshTokens } from '../../src/db/schema';
import { channels } from '../../src/lib/event-bus';
import { createSession } from '../../src/services/accounts/create-session';
import { hashToken } from '../../src/services/accounts/tokens';
import { freshIp, latestCode, post } from '../auth/support';
import { createAgent } from '../factories';
import { build, TEST_JWT_SECRET } from '../helper';
import { readEvents, streamEnds } from '../sse-stream';

let app: App;
let baseUrl: string;

beforeAll(async () => {
  app = await build();
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

function openStream(accessToken: string, signal?: AbortSignal) {
  return fetch(`${baseUrl}/api/events`, { headers: { authorization: `Bearer ${accessToken}` }, signal });
}

/** A second session of the same person (another browser), with its own tokens. */
function anotherSession(agent: Awaited<ReturnType<typeof createAgent>>) {
  return createSession(app.db, TEST_JWT_SECRET, {
    userId: agent.userId,
    agentId: agent.agentId,
    email: agent.email,
    name: 'Sarah Agent',
  });
}

describe('GET /api/events', () => {
  it('asks for a sign-in without a bearer token', async () => {
    const res = await fetch(`${baseUrl}/api/events`);
    expect(res.status).toBe(401);
  });

  it("streams the agent's own events and none of another agent's", async () => {
    const agent = await createAgent(app);
    const other = await createAgent(app);
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}/api/events`, {
      headers: { authorization: `Bearer ${agent.accessToken}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const received = readEvents(res, 1);
    await app.events.publish(channels.agent(other.agentId), {
      type: 'lead.updated',
      conversationId: 'x',
      leadId: 'theirs',
    });
    await app.events.publish(channels.agent(agent.agentId), {
      type: 'lead.updated',
      conversationId: 'y',
      leadId: 'mine',
    });
    expect(await received).toEqual([{ type: 'lead.updated', conversationId: 'y', leadId: 'mine' }]);
    controller.abort();
  });

  it('ends the open stream of a session when it signs out, and leaves other sessions streaming', async () => {
    const agent = await createAgent(app);
    const other = await anotherSession(agent);
    const controller = new AbortController();
    const [mine, theirs] = await Promise.all([
      openStream(agent.accessToken),
      openStream(other.accessToken, controller.signal),
    ]);
    expect([mine.status, theirs.status]).toEqual([200, 200]);

    const logout = await post(app, '/api/auth/logout', undefined, { token: agent.accessToken });
    expect(logout.statusCode).toBe(200);
    expect(await streamEnds(mine)).toBe(true);

    const received = readEvents(theirs, 1);
    const event = { type: 'lead.updated', conversationId: 'c', leadId: 'still-live' };
    await app.events.publish(channels.agent(agent.agentId), event);
    expect(await received).toEqual([event]);
    controller.abort();
  });

  it("ends every open stream of the person when their password is reset", async () => {
    const agent = await createAgent(app);
    const other = await anotherSession(agent);
    const streams = await Promise.all([openStream(agent.accessToken), openStream(other.accessToken)]);
    expect(streams.map((res) => res.status)).toEqual([200, 200]);

    expect((await post(app, '/api/auth/forgot-password', { email: agent.email })).statusCode).toBe(200);
    const code = await latestCode(app, agent.email, /password reset code/);
    const reset = await post(
      app,
      '/api/auth/reset-password',
      { email: agent.email, confirmationCode: code, newPassword: 'N3w-and-unguessable' },
      { ip: freshIp() },
    );
    expect(reset.statusCode).toBe(200);
    expect(await Promise.all(streams.map((res) => streamEnds(res)))).toEqual([true, true]);
  });

  it('ends the open stream of a session revoked because its refresh token was reused', async () => {
    const agent = await createAgent(app);
    const stream = await openStream(agent.accessToken);
    expect((await post(app, '/api/auth/refresh', { refreshToken: agent.refreshToken })).statusCode).toBe(200);
    // Spent long enough ago that presenting it again is reuse, not a second tab.
    await app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(agent.refreshToken)));
    expect((await post(app, '/api/auth/refresh', { refreshToken: agent.refreshToken })).statusCode).toBe(401);
    expect(await streamEnds(stream)).toBe(true);
  });
});
