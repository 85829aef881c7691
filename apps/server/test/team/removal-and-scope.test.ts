import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agencyMembers, appointments, branches, conversations, leads, notifications } from '../../src/db/schema';
import { channels } from '../../src/lib/event-bus';
import { SESSION_ENDED_MESSAGE } from '../../src/services/identity/identity-provider';
import { REMOVED_MEMBER_MESSAGE } from '../../src/services/team/find-membership';
import { seedDocument, seedHotLead } from '../dashboard/factory';
import { createAgent } from '../factories';
import { build, injectAs } from '../helper';
import { readEvents, streamEnds } from '../sse-stream';
import { addMember, seedBranch } from './support';

let app: App;
let baseUrl: string;
beforeAll(async () => {
  app = await build({ RATE_LIMIT_DISABLED: 'true' });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** A conversation with a lead, in `branchId` (null: the agency level). */
async function seedBranchLead(owner: { agentId: string; widgetId: string }, branchId: string | null, name: string) {
  const seeded = await seedHotLead(app, owner, { contactName: name });
  await app.db.update(conversations).set({ branchId }).where(eq(conversations.id, seeded.conversationId));
  await app.db.update(leads).set({ branchId }).where(eq(leads.id, seeded.leadId!));
  return { conversationId: seeded.conversationId, leadId: seeded.leadId! };
}

function openStream(accessToken: string, signal?: AbortSignal) {
  return fetch(`${baseUrl}/api/events`, { headers: { authorization: `Bearer ${accessToken}` }, signal });
}

describe('a removed person', () => {
  it("is refused at once with the same access token, their stream closes and their leads stay, unassigned", async () => {
    const owner = await createAgent(app);
    const branchId = await seedBranch(app, owner.agentId);
    const negotiator = await addMember(app, owner, { role: 'negotiator', branchId });
    const lead = await seedBranchLead(owner, branchId, 'Asha Patel');
    await app.db.update(leads).set({ assignedMemberId: negotiator.memberId }).where(eq(leads.id, lead.leadId));
    expect((await injectAs(app, negotiator, { method: 'GET', url: '/api/leads' })).statusCode).toBe(200);
    const stream = await openStream(negotiator.accessToken);
    expect(stream.status).toBe(200);

    const removed = await injectAs(app, owner, { method: 'DELETE', url: `/api/team/members/${negotiator.memberId}` });
    expect(removed.statusCode, removed.body).toBe(200);

    const next = await injectAs(app, negotiator, { method: 'GET', url: '/api/leads' });
    expect(next.statusCode).toBe(401);
    // Their sessions were revoked with the membership, so the token is refused as an ended session;
    // signing in again says why (below).
    expect(next.json().error).toBe(SESSION_ENDED_MESSAGE);
    expect(await streamEnds(stream)).toBe(true);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: negotiator.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const [kept] = await app.db.select().from(leads).where(eq(leads.id, lead.leadId));
    expect(kept).toMatchObject({ id: lead.leadId, branchId, assignedMemberId: null, name: 'Asha Patel' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: negotiator.email, password: 'Str0ngPassw0rd' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe(REMOVED_MEMBER_MESSAGE);
  });


  it('is refused on membership alone, whatever the identity provider did with their sessions', async () => {
    const owner = await createAgent(app);
    const negotiator = await addMember(app, owner, { role: 'negotiator' });
    await app.db.delete(agencyMembers).where(eq(agencyMembers.id, negotiator.memberId));
    const next = await injectAs(app, negotiator, { method: 'GET', url: '/api/conversations' });
    expect(next.statusCode).toBe(401);
    expect(next.json().error).toBe(REMOVED_MEMBER_MESSAGE);
  });
});

describe("a negotiator's scope", () => {
  async function agencyWithTwoBranches() {
    const owner = await createAgent(app);
    const [north, south] = [await seedBranch(app, owner.agentId, 'North'), await seedBranch(app, owner.agentId, 'South')];
    const negotiator = await addMember(app, owner, { role: 'negotiator', branchId: north });
    const mine = await seedBranchLead(owner, north, 'North Lead');
    const theirs = await seedBranchLead(owner, south, 'South Lead');
    const agencyLevel = await seedBranchLead(owner, null, 'Agency Lead');
    const assigned = await seedBranchLead(owner, south, 'Assigned Lead');
    await app.db.update(leads).set({ assignedMemberId: negotiator.memberId }).where(eq(leads.id, assigned.leadId));
    return { owner, negotiator, north, south, mine, theirs, agencyLevel, assigned };
  }

  it('lists, searches and exports only their branch and their assigned leads; the owner sees everything', async () => {
    const { owner, negotiator, mine, assigned } = await agencyWithTwoBranches();
    const leadNames = async (auth: { accessToken: string }, url = '/api/leads') =>
      (await injectAs(app, auth, { method: 'GET', url })).json().data.items.map((l: { name: string }) => l.name).sort();
    expect(await leadNames(negotiator)).toEqual(['Assigned Lead', 'North Lead']);
    expect(await leadNames(owner)).toEqual(['Agency Lead', 'Assigned Lead', 'North Lead', 'South Lead']);
    const page = (await injectAs(app, negotiator, { method: 'GET', url: '/api/leads' })).json().data;
    expect(page.total).toBe(2);
    expect(await leadNames(negotiator, '/api/leads?q=South')).toEqual([]);

    const convs = (await injectAs(app, negotiator, { method: 'GET', url: '/api/conversations' })).json().data;
    expect(convs.items.map((c: { id: string }) => c.id).sort()).toEqual([mine.conversationId, assigned.conversationId].sort());
    const csv = (await injectAs(app, negotiator, { method: 'GET', url: '/api/leads.csv' })).body;
    expect(csv).toContain('North Lead');
    expect(csv).not.toContain('South Lead');
    expect(csv).not.toContain('Agency Lead');
    const convCsv = (await injectAs(app, negotiator, { method: 'GET', url: '/api/conversations.csv' })).body;
    expect(convCsv).not.toContain('South Lead');
    const dashboard = (await injectAs(app, negotiator, { method: 'GET', url: '/api/dashboard' })).json().data;
    expect(dashboard.recentActivity.leads.map((l: { name: string }) => l.name).sort()).toEqual(['Assigned Lead', 'North Lead']);
  });

  it("answers 404 for another branch's conversation, lead, document and takeover, and changes nothing", async () => {
    const { owner, negotiator, theirs, mine } = await agencyWithTwoBranches();
    const doc = await seedDocument(app, { ...owner, conversationId: theirs.conversationId });
    const calls = [
      { method: 'GET' as const, url: `/api/conversations/${theirs.conversationId}` },
      { method: 'PATCH' as const, url: `/api/leads/${theirs.leadId}`, payload: { status: 'contacted' } },
      { method: 'GET' as const, url: `/api/documents/${doc!.id}` },
      { method: 'POST' as const, url: `/api/conversations/${theirs.conversationId}/takeover` },
      { method: 'POST' as const, url: `/api/conversations/${theirs.conversationId}/messages`, payload: { text: 'Hello' } },
    ];
    for (const call of calls) {
      const res = await injectAs(app, negotiator, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const [lead] = await app.db.select({ status: leads.status }).from(leads).where(eq(leads.id, theirs.leadId));
    expect(lead!.status).toBe('new');
    const [conv] = await app.db.select({ mode: conversations.mode }).from(conversations).where(eq(conversations.id, theirs.conversationId));
    expect(conv!.mode).toBe('assistant');
    const takeover = await injectAs(app, negotiator, { method: 'POST', url: `/api/conversations/${mine.conversationId}/takeover` });
    expect(takeover.statusCode, takeover.body).toBe(200);
  });

  it("lists and answers only their branch's appointments and their leads'; another branch's answer 404", async () => {
    const { owner, negotiator, north, south, mine, theirs, assigned } = await agencyWithTwoBranches();
    const book = async (branchId: string, lead: { conversationId: string; leadId: string }, hour: number) => {
      const startsAt = new Date(Date.UTC(2031, 2, 4, hour));
      const [row] = await app.db
        .insert(appointments)
        .values({
          agentId: owner.agentId,
          branchId,
          kind: 'valuation',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 45 * 60_000),
          leadId: lead.leadId,
          conversationId: lead.conversationId,
          contact: { name: 'Visitor', email: 'visitor@example.com', phone: null },
        })
        .returning({ id: appointments.id });
      return row!.id;
    };
    const ours = await book(north, mine, 9);
    const other = await book(south, theirs, 10);
    const theirsButAssigned = await book(south, assigned, 11);
    const listed = async (auth: { accessToken: string }) =>
      (await injectAs(app, auth, { method: 'GET', url: '/api/appointments' })).json().data.items.map((a: { id: string }) => a.id).sort();
    expect(await listed(negotiator)).toEqual([ours, theirsButAssigned].sort());
    expect(await listed(owner)).toEqual([ours, other, theirsButAssigned].sort());
    const refused = await injectAs(app, negotiator, { method: 'POST', url: `/api/appointments/${other}/confirm` });
    expect(refused.statusCode).toBe(404);
    const [untouched] = await app.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, other));
    expect(untouched!.status).toBe('requested');
    const confirmed = await injectAs(app, negotiator, { method: 'POST', url: `/api/appointments/${ours}/confirm` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it("shows them only their conversations' notifications, and counts only those as unread", async () => {
    const { owner, negotiator, mine, theirs } = await agencyWithTwoBranches();
    await app.db.insert(notifications).values([
      { agentId: owner.agentId, type: 'lead.created', title: 'North Lead', conversationId: mine.conversationId },
      { agentId: owner.agentId, type: 'lead.created', title: 'South Lead', conversationId: theirs.conversationId },
    ]);
    const bell = (await injectAs(app, negotiator, { method: 'GET', url: '/api/notifications' })).json().data;
    expect(bell.items.map((n: { title: string }) => n.title)).toEqual(['North Lead']);
    expect(bell.unreadCount).toBe(1);
    const all = await injectAs(app, negotiator, { method: 'POST', url: '/api/notifications/read-all' });
    expect(all.json().data.updated).toBe(1);
    const ownerBell = (await injectAs(app, owner, { method: 'GET', url: '/api/notifications' })).json().data;
    expect(ownerBell.unreadCount).toBe(1);
  });

  it('a negotiator without a branch sees the agency-level rows only', async () => {
    const { owner } = await agencyWithTwoBranches();
    const floating = await addMember(app, owner, { role: 'negotiator', branchId: null });
    const names = (await injectAs(app, floating, { method: 'GET', url: '/api/leads' })).json().data.items.map((l: { name: string }) => l.name);
    expect(names).toEqual(['Agency Lead']);
  });

  it("keeps other branches' conversations out of their live stream", async () => {
    const { owner, negotiator, mine, theirs } = await agencyWithTwoBranches();
    const controller = new AbortController();
    const stream = await openStream(negotiator.accessToken, controller.signal);
    expect(stream.status).toBe(200);
    const received = readEvents(stream, 2);
    const event = (conversationId: string, leadId: string) => ({ type: 'lead.updated', conversationId, leadId });
    await app.events.publish(channels.agent(owner.agentId), event(theirs.conversationId, theirs.leadId));
    await app.events.publish(channels.agent(owner.agentId), event(mine.conversationId, mine.leadId));
    await app.events.publish(channels.agent(owner.agentId), event(theirs.conversationId, theirs.leadId));
    await app.events.publish(channels.agent(owner.agentId), event(mine.conversationId, 'second'));
    expect(await received).toEqual([event(mine.conversationId, mine.leadId), event(mine.conversationId, 'second')]);
    controller.abort();
    // The branch row is what scoped them: it still exists.
    expect((await app.db.select().from(branches).where(eq(branches.agentId, owner.agentId))).length).toBe(2);
  });
});
