import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import { addDocument, createLead, record, type TestAgent } from './fixtures';

describe(`the bell: /api/notifications (${testDatabaseKind})`, () => {
  let app: App;
  let agent: TestAgent;
  let other: TestAgent;

  beforeAll(async () => {
    app = await build();
    agent = await createAgent(app);
    other = await createAgent(app);
    const { conversation, lead } = await createLead(app, agent, { temperature: 'hot', name: 'Sarah Jones' });
    await record(app, {
      type: 'lead.created',
      agentId: agent.agentId,
      conversationId: conversation.id,
      leadId: lead.id,
    });
    const doc = await addDocument(app, agent, conversation.id);
    await record(app, {
      type: 'document.received',
      agentId: agent.agentId,
      conversationId: conversation.id,
      documentId: doc.id,
    });
    const cold = await createLead(app, other, { temperature: 'cold', name: 'Tom Other' });
    await record(app, {
      type: 'lead.created',
      agentId: other.agentId,
      conversationId: cold.conversation.id,
      leadId: cold.lead.id,
    });
  });
  afterAll(() => app.close());

  const list = (who: TestAgent, query = '') => injectAs(app, who, { method: 'GET', url: `/api/notifications${query}` });

  it('lists the new lead and the document, newest first, with the unread count', async () => {
    const res = await list(agent);
    expect(res.statusCode).toBe(200);
    const { items, unreadCount } = res.json().data;
    expect(unreadCount).toBe(2);
    expect(items.map((n: { type: string; title: string }) => [n.type, n.title])).toEqual([
      ['document.received', 'Document received from Sarah Jones'],
      ['lead.created', 'New hot lead: Sarah Jones'],
    ]);
    expect(items[0]).toMatchObject({ body: 'Mortgage certificate / AIP: aip.pdf', readAt: null });
  });

  it('shows each agent only their own notifications', async () => {
    const { items, unreadCount } = (await list(other)).json().data;
    expect(unreadCount).toBe(1);
    expect(items.map((n: { title: string }) => n.title)).toEqual(['New lead: Tom Other']);
  });

  it('marks one read, and the read state persists', async () => {
    const [first] = (await list(agent)).json().data.items;
    const res = await injectAs(app, agent, { method: 'POST', url: `/api/notifications/${first.id}/read` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.readAt).toEqual(expect.any(String));
    const unread = (await list(agent, '?unread=true')).json().data;
    expect(unread.unreadCount).toBe(1);
    expect(unread.items.map((n: { id: string }) => n.id)).not.toContain(first.id);
    const all = (await list(agent)).json().data.items;
    expect(all.find((n: { id: string }) => n.id === first.id).readAt).toBe(res.json().data.readAt);
  });

  it("answers 404 for another agent's notification and leaves it unread", async () => {
    const [theirs] = (await list(other)).json().data.items;
    const res = await injectAs(app, agent, { method: 'POST', url: `/api/notifications/${theirs.id}/read` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Notification not found' });
    expect((await list(other)).json().data.unreadCount).toBe(1);
    const missing = await injectAs(app, agent, { method: 'POST', url: `/api/notifications/${randomUUID()}/read` });
    expect(missing.statusCode).toBe(404);
  });

  it('marks everything read at once', async () => {
    const res = await injectAs(app, agent, { method: 'POST', url: '/api/notifications/read-all' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ updated: 1, unreadCount: 0 });
    expect((await list(agent, '?unread=true')).json().data).toEqual({ items: [], nextCursor: null, unreadCount: 0 });
    expect((await list(other)).json().data.unreadCount).toBe(1);
  });

  it('pages with a cursor', async () => {
    const first = (await list(agent, '?limit=1')).json().data;
    expect(first.items).toHaveLength(1);
    const second = (await list(agent, `?limit=1&cursor=${first.nextCursor}`)).json().data;
    expect(second.items).toHaveLength(1);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(second.nextCursor).toBeNull();
  });

  it('answers 400 for a bad id or query', async () => {
    const badId = await injectAs(app, agent, { method: 'POST', url: '/api/notifications/not-a-uuid/read' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ success: false, error: 'Must be a valid id', field: 'id' });
    expect((await list(agent, '?limit=500')).statusCode).toBe(400);
    expect((await list(agent, '?unread=maybe')).statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const read = await app.inject({ method: 'POST', url: `/api/notifications/${randomUUID()}/read` });
    expect(read.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
  });
});
