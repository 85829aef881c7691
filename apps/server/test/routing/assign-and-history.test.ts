import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import { addMember, createBranch, createRoutedLead } from './fixtures';

describe(`assigning leads, their history and the assignee filters (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const ids = (res: { json(): { data: { items: Array<{ id: string }> } } }) =>
    res
      .json()
      .data.items.map((l) => l.id)
      .sort();

  async function agencyWithLeads() {
    const owner = await createAgent(app, { name: 'Olivia Owner' });
    const leeds = await createBranch(app, owner, { name: 'Leeds', areas: ['Leeds'] });
    const york = await createBranch(app, owner, { name: 'York', areas: ['York'] });
    const nina = await addMember(app, owner, { branchId: leeds.id, name: 'Nina Negotiator' });
    const yan = await addMember(app, owner, { branchId: york.id, name: 'Yan Negotiator' });
    const ninas = await createRoutedLead(app, owner, { areas: ['Leeds'] });
    const yans = await createRoutedLead(app, owner, { areas: ['York'] });
    const queued = await createRoutedLead(app, owner, { areas: ['Bath'] });
    return { owner, leeds, york, nina, yan, ninas, yans, queued };
  }

  it('shows whose lead it is and its branch in the list and the conversation', async () => {
    const { owner, leeds, nina, ninas, queued } = await agencyWithLeads();
    const list = (await injectAs(app, owner, { method: 'GET', url: '/api/leads' })).json().data.items;
    expect(list.find((l: { id: string }) => l.id === ninas.leadId)).toMatchObject({
      assignee: { id: nina.id, name: 'Nina Negotiator' },
      branch: { id: leeds.id, name: 'Leeds' },
    });
    expect(list.find((l: { id: string }) => l.id === queued.leadId)).toMatchObject({ assignee: null, branch: null });
    const detail = await injectAs(app, owner, { method: 'GET', url: `/api/conversations/${ninas.conversationId}` });
    expect(detail.json().data.lead).toMatchObject({
      assignee: { id: nina.id, name: 'Nina Negotiator' },
      branch: { id: leeds.id, name: 'Leeds' },
    });
  });

  it('filters by me, unassigned, a member and a branch', async () => {
    const { owner, york, nina, yan, ninas, yans, queued } = await agencyWithLeads();
    const get = (as: { accessToken: string }, query: string) =>
      injectAs(app, as, { method: 'GET', url: `/api/leads?${query}` });
    expect(ids(await get(nina, 'assignee=me'))).toEqual([ninas.leadId]);
    expect(ids(await get(yan, 'assignee=me'))).toEqual([yans.leadId]);
    expect(ids(await get(owner, 'assignee=me'))).toEqual([]);
    expect(ids(await get(owner, 'assignee=unassigned'))).toEqual([queued.leadId]);
    expect(ids(await get(owner, `assignee=${nina.id}`))).toEqual([ninas.leadId]);
    expect(ids(await get(owner, `branchId=${york.id}`))).toEqual([yans.leadId]);
    expect((await get(owner, 'assignee=unassigned')).json().data.total).toBe(1);
    expect((await get(owner, 'assignee=someone')).statusCode).toBe(400);
    expect((await get(owner, 'branchId=nope')).statusCode).toBe(400);
    const csv = await injectAs(app, nina, { method: 'GET', url: '/api/leads.csv?assignee=me' });
    expect(csv.body).toContain(ninas.leadId);
    expect(csv.body).not.toContain(yans.leadId);
  });

  it('reassigns by hand to anyone in the agency and back to the queue, writing the history', async () => {
    const { owner, leeds, yan, ninas } = await agencyWithLeads();
    const assign = (memberId: string | null) =>
      injectAs(app, owner, { method: 'POST', url: `/api/leads/${ninas.leadId}/assign`, payload: { memberId } });

    const toYan = await assign(yan.id);
    expect(toYan.statusCode).toBe(200);
    // Another branch's negotiator may take it; the lead stays in its branch.
    expect(toYan.json().data).toMatchObject({ assignee: { id: yan.id, name: 'Yan Negotiator' }, branch: { id: leeds.id } });
    const unassigned = await assign(null);
    expect(unassigned.json().data.assignee).toBeNull();
    // Nothing changes, nothing is written.
    expect((await assign(null)).statusCode).toBe(200);

    const history = await injectAs(app, owner, { method: 'GET', url: `/api/leads/${ninas.leadId}/history` });
    expect(history.statusCode).toBe(200);
    const owners = { id: owner.userId, name: 'Olivia Owner' };
    expect(history.json().data.items.map(({ at: _at, ...entry }: { at: string }) => entry)).toEqual([
      { kind: 'created', detail: 'New lead, routed to Leeds', actor: null },
      { kind: 'assigned', detail: 'Given to Nina Negotiator in turn', actor: null },
      { kind: 'assigned', detail: 'Assigned to Yan Negotiator', actor: owners },
      { kind: 'unassigned', detail: 'Back to the queue from Yan Negotiator', actor: owners },
    ]);
  });

  it('records status changes and notes with who made them', async () => {
    const { owner, nina, ninas } = await agencyWithLeads();
    const patch = (payload: object) =>
      injectAs(app, nina, { method: 'PATCH', url: `/api/leads/${ninas.leadId}`, payload });
    expect((await patch({ status: 'contacted' })).statusCode).toBe(200);
    expect((await patch({ status: 'contacted', notes: 'Called, viewing Saturday' })).statusCode).toBe(200);
    const items = (await injectAs(app, owner, { method: 'GET', url: `/api/leads/${ninas.leadId}/history` })).json().data
      .items;
    expect(items.slice(2).map(({ at: _at, ...entry }: { at: string }) => entry)).toEqual([
      { kind: 'status', detail: 'Status New → Contacted', actor: { id: nina.userId, name: 'Nina Negotiator' } },
      { kind: 'note', detail: 'Notes: Called, viewing Saturday', actor: { id: nina.userId, name: 'Nina Negotiator' } },
    ]);
  });

  it('refuses a member of another agency, another agency’s lead and no sign-in', async () => {
    const { owner, ninas } = await agencyWithLeads();
    const other = await createAgent(app);
    const outsider = await addMember(app, other);
    const refused = await injectAs(app, owner, {
      method: 'POST',
      url: `/api/leads/${ninas.leadId}/assign`,
      payload: { memberId: outsider.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('memberId');
    for (const [method, url, payload] of [
      ['POST', `/api/leads/${ninas.leadId}/assign`, { memberId: null }],
      ['GET', `/api/leads/${ninas.leadId}/history`, undefined],
    ] as const) {
      expect((await injectAs(app, other, { method, url, ...(payload && { payload }) })).statusCode).toBe(404);
      expect((await app.inject({ method, url, ...(payload && { payload }) })).statusCode).toBe(401);
    }
    expect(
      (await injectAs(app, owner, { method: 'POST', url: `/api/leads/${ninas.leadId}/assign`, payload: {} })).statusCode,
    ).toBe(400);
    const lead = (await injectAs(app, owner, { method: 'GET', url: '/api/leads' })).json().data.items.find(
      (l: { id: string }) => l.id === ninas.leadId,
    );
    expect(lead.assignee.name).toBe('Nina Negotiator');
  });

  it('lists who a lead can be given to', async () => {
    const { owner, nina, yan } = await agencyWithLeads();
    const res = await injectAs(app, owner, { method: 'GET', url: '/api/leads/assignees' });
    expect(res.json().data.items.map((m: { name: string }) => m.name)).toEqual([
      'Nina Negotiator',
      'Olivia Owner',
      'Yan Negotiator',
    ]);
    expect(res.json().data.items.find((m: { id: string }) => m.id === nina.id)).toMatchObject({ role: 'negotiator' });
    expect(yan.id).toBeTruthy();
  });
});
