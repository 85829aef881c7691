import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agencyMembers, leadEvents, leads } from '../../src/db/schema';
import { releaseMemberLeads } from '../../src/services/leads/release-member-leads';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import { addMember, conversationBranch, createBranch, createRoutedLead } from './fixtures';

describe(`lead routing (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const leadRow = async (leadId: string) => (await app.db.select().from(leads).where(eq(leads.id, leadId)))[0];
  const historyOf = async (leadId: string) =>
    app.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(leadEvents.createdAt);

  it('routes a lead to the branch covering its area and gives it to that branch negotiator', async () => {
    const agent = await createAgent(app);
    const leeds = await createBranch(app, agent, { name: 'Leeds', areas: ['Leeds', 'LS6'] });
    await createBranch(app, agent, { name: 'York', areas: ['York'] });
    const nina = await addMember(app, agent, { branchId: leeds.id, name: 'Nina Negotiator' });

    const { leadId, conversationId } = await createRoutedLead(app, agent, { areas: ['Bath', 'LS6 2AB'] });

    const lead = await leadRow(leadId);
    expect(lead).toMatchObject({ branchId: leeds.id, assignedMemberId: nina.id });
    expect(lead.assignedAt).toBeInstanceOf(Date);
    expect(await conversationBranch(app, conversationId)).toBe(leeds.id);
    const [member] = await app.db.select().from(agencyMembers).where(eq(agencyMembers.id, nina.id));
    expect(member.lastAssignedAt).toBeInstanceOf(Date);
    expect((await historyOf(leadId)).map((e) => [e.kind, e.actorUserId])).toEqual([
      ['created', null],
      ['assigned', null],
    ]);
  });

  it('sends the lead to the first area mentioned when two branches match', async () => {
    const agent = await createAgent(app);
    const leeds = await createBranch(app, agent, { name: 'Leeds', areas: ['Leeds'] });
    const york = await createBranch(app, agent, { name: 'York', areas: ['York'] });
    expect((await leadRow((await createRoutedLead(app, agent, { areas: ['York', 'Leeds'] })).leadId)).branchId).toBe(
      york.id,
    );
    expect((await leadRow((await createRoutedLead(app, agent, { areas: ['leeds', 'York'] })).leadId)).branchId).toBe(
      leeds.id,
    );
  });

  it("gives the widget's branch the lead whatever area the visitor names", async () => {
    const agent = await createAgent(app);
    await createBranch(app, agent, { name: 'Leeds', areas: ['Leeds'] });
    const york = await createBranch(app, agent, { name: 'York', areas: ['York'] });
    const { leadId } = await createRoutedLead(app, agent, { areas: ['Leeds'], branchId: york.id });
    expect((await leadRow(leadId)).branchId).toBe(york.id);
  });

  it('leaves a lead no branch covers in the agency queue', async () => {
    const agent = await createAgent(app);
    await createBranch(app, agent, { name: 'Leeds', areas: ['Leeds'] });
    const { leadId, conversationId } = await createRoutedLead(app, agent, { areas: ['Bath'] });
    expect(await leadRow(leadId)).toMatchObject({ branchId: null, assignedMemberId: null, assignedAt: null });
    expect(await conversationBranch(app, conversationId)).toBeNull();
    expect((await historyOf(leadId)).map((e) => e.kind)).toEqual(['created']);
  });

  it("puts the lead in the branch's queue when nobody there is available, skipping the unavailable", async () => {
    const agent = await createAgent(app);
    const leeds = await createBranch(app, agent, { name: 'Leeds', areas: ['Leeds'] });
    await addMember(app, agent, { branchId: leeds.id, available: false });
    // Owners and admins of the branch do not take leads in turn; a negotiator elsewhere neither.
    await addMember(app, agent, { branchId: leeds.id, role: 'admin' });
    await addMember(app, agent, { branchId: null });
    const { leadId } = await createRoutedLead(app, agent, { areas: ['Leeds'] });
    expect(await leadRow(leadId)).toMatchObject({ branchId: leeds.id, assignedMemberId: null });

    const available = await addMember(app, agent, { branchId: leeds.id });
    const next = await createRoutedLead(app, agent, { areas: ['Leeds'] });
    expect((await leadRow(next.leadId)).assignedMemberId).toBe(available.id);
  });

  it('takes the negotiators of a branch in turn, longest waiting first', async () => {
    const agent = await createAgent(app);
    const leeds = await createBranch(app, agent, { name: 'Leeds', areas: ['Leeds'] });
    const team = [await addMember(app, agent, { branchId: leeds.id }), await addMember(app, agent, { branchId: leeds.id })];
    const given: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { leadId } = await createRoutedLead(app, agent, { areas: ['Leeds'] });
      given.push((await leadRow(leadId)).assignedMemberId as string);
    }
    expect(given[0]).not.toBe(given[1]);
    expect(given.slice(2)).toEqual(given.slice(0, 2));
    expect(new Set(given)).toEqual(new Set(team.map((m) => m.id)));
  });

  it('shares 20 concurrent new leads among 3 available negotiators, none getting two more than another', async () => {
    const agent = await createAgent(app);
    const leeds = await createBranch(app, agent, { name: 'Leeds', areas: ['Leeds'] });
    const team = await Promise.all([0, 1, 2].map(() => addMember(app, agent, { branchId: leeds.id })));
    await addMember(app, agent, { branchId: leeds.id, available: false });

    const created = await Promise.all(
      Array.from({ length: 20 }, () => createRoutedLead(app, agent, { areas: ['Leeds'] })),
    );

    const rows = await app.db.select().from(leads).where(eq(leads.agentId, agent.agentId));
    expect(rows).toHaveLength(20);
    const counts = team.map((m) => rows.filter((r) => r.assignedMemberId === m.id).length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20);
    // 20 over 3 in turn is 7, 7, 6: concurrency must not give anyone a lead out of turn.
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(created.map((c) => c.leadId).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('returns a removed negotiator’s leads to their branch queue with nothing lost', async () => {
    const agent = await createAgent(app);
    const leeds = await createBranch(app, agent, { name: 'Leeds', areas: ['Leeds'] });
    const leaving = await addMember(app, agent, { branchId: leeds.id, name: 'Leo Leaving' });
    const mine = [
      await createRoutedLead(app, agent, { areas: ['Leeds'] }),
      await createRoutedLead(app, agent, { areas: ['Leeds'] }),
    ];
    const staying = await addMember(app, agent, { branchId: leeds.id });
    const other = await createRoutedLead(app, agent, { areas: ['Leeds'] });
    expect((await leadRow(other.leadId)).assignedMemberId).toBe(staying.id);

    const result = await app.db.transaction((tx) =>
      releaseMemberLeads(tx, { agentId: agent.agentId, memberId: leaving.id, actorUserId: agent.userId }),
    );

    expect(result).toEqual({ released: 2 });
    for (const { leadId } of mine) {
      expect(await leadRow(leadId)).toMatchObject({ branchId: leeds.id, assignedMemberId: null, assignedAt: null });
      const history = await historyOf(leadId);
      expect(history.at(-1)).toMatchObject({
        kind: 'unassigned',
        actorUserId: agent.userId,
        detail: { memberId: leaving.id, memberName: 'Leo Leaving', reason: 'removed' },
      });
    }
    expect((await leadRow(other.leadId)).assignedMemberId).toBe(staying.id);
    const queue = await injectAs(app, agent, { method: 'GET', url: '/api/leads?assignee=unassigned' });
    expect(queue.json().data.items.map((l: { id: string }) => l.id).sort()).toEqual(mine.map((m) => m.leadId).sort());
  });

  it('releases nothing of another agency', async () => {
    const agent = await createAgent(app);
    const otherAgency = await createAgent(app);
    const leeds = await createBranch(app, agent, { name: 'Leeds', areas: ['Leeds'] });
    const nina = await addMember(app, agent, { branchId: leeds.id });
    const { leadId } = await createRoutedLead(app, agent, { areas: ['Leeds'] });
    const result = await app.db.transaction((tx) =>
      releaseMemberLeads(tx, { agentId: otherAgency.agentId, memberId: nina.id }),
    );
    expect(result).toEqual({ released: 0 });
    expect((await leadRow(leadId)).assignedMemberId).toBe(nina.id);
  });
});
