import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agencyMembers, leads, widgets } from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import { addMember, createRoutedLead } from '../routing/fixtures';

const week = (days: Record<string, Array<{ start: string; end: string }>>) => ({
  mon: [],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
  ...days,
});
const officeHours = {
  enabled: true,
  timeZone: 'Europe/London',
  days: week({ mon: [{ start: '09:00', end: '17:30' }], sat: [{ start: '10:00', end: '13:00' }] }),
  observeBankHolidays: true,
};

const widgetConfig = {
  companyName: 'Clapham Homes',
  agentName: 'Sarah',
  primaryColor: '#0F766E',
  secondaryColor: '#F1F5F9',
  welcomeMessage: 'Hello! Buying or renting?',
  placeholderText: 'Ask me anything...',
  offlineMessage: 'We are closed, leave your details.',
  position: 'bottom-left',
  autoOpen: false,
  autoOpenDelay: 5,
};

describe(`branches API (${testDatabaseKind})`, () => {
  let app: App;
  let agent: Awaited<ReturnType<typeof createAgent>>;
  let other: Awaited<ReturnType<typeof createAgent>>;
  beforeAll(async () => {
    app = await build();
    agent = await createAgent(app);
    other = await createAgent(app);
  });
  afterAll(() => app.close());

  const call = (as: { accessToken: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(app, as, { method, url, ...(payload && { payload }) });

  it('creates a branch with areas, a UK phone, office and appointment hours, and lists it', async () => {
    const res = await call(agent, 'POST', '/api/branches', {
      name: '  Headingley ',
      areas: ['Headingley', 'LS6', 'headingley', ' Leeds '],
      phone: '+44 (0)113 496 0000',
      officeHours,
      appointmentHours: { ...officeHours, days: week({ sat: [{ start: '10:00', end: '12:00' }] }) },
    });
    expect(res.statusCode).toBe(201);
    const branch = res.json().data;
    expect(branch).toMatchObject({
      name: 'Headingley',
      areas: ['Headingley', 'LS6', 'Leeds'],
      phone: '01134960000',
      officeHours: { enabled: true, days: { mon: [{ start: '09:00', end: '17:30' }] } },
      appointmentHours: { days: { sat: [{ start: '10:00', end: '12:00' }] } },
      alertBranch: false,
      alertEmail: null,
      counts: { members: 0, widgets: 0, leads: 0 },
    });
    const list = await call(agent, 'GET', '/api/branches');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((b: { id: string }) => b.id)).toContain(branch.id);
  });

  it.each([
    [{ name: '' }, 'name', 'Branch name is required'],
    [{ name: 'A', phone: '555-1234' }, 'phone', 'Please enter a UK phone number, e.g. 0113 496 0000'],
    [{ name: 'A', areas: ['  '] }, 'areas', 'An area cannot be empty'],
    [{ name: 'A', officeHours: { ...officeHours, days: week({ mon: [{ start: '18:00', end: '09:00' }] }) } }, 'officeHours', 'A shift must end after it starts'],
    [{ name: 'A', appointmentHours: { enabled: true, days: { xyz: [] } } }, 'appointmentHours', null],
    [{ name: 'A', alertBranch: true }, 'alertEmail', 'Enter the branch email address to alert it'],
    [{ name: 'A', alertBranch: true, alertEmail: 'not-an-email' }, 'alertEmail', 'Please enter a valid branch email address'],
  ])('refuses %j with a 400 naming %s', async (payload, field, message) => {
    const res = await call(agent, 'POST', '/api/branches', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toMatch(new RegExp(`^${field}`));
    if (message) expect(res.json().error).toContain(message);
  });

  it('saves a branch with its branch alert address', async () => {
    const created = (await call(agent, 'POST', '/api/branches', { name: 'Chapel Allerton' })).json().data;
    const res = await call(agent, 'PUT', `/api/branches/${created.id}`, {
      name: 'Chapel Allerton',
      areas: ['LS7'],
      phone: '',
      alertBranch: true,
      alertEmail: 'Chapel@Example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ areas: ['LS7'], phone: null, alertBranch: true, alertEmail: 'chapel@example.com' });
  });

  it("answers 404 for another agency's branch and changes nothing", async () => {
    const theirs = (await call(other, 'POST', '/api/branches', { name: 'Theirs', areas: ['York'] })).json().data;
    expect((await call(agent, 'PUT', `/api/branches/${theirs.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(agent, 'DELETE', `/api/branches/${theirs.id}`)).statusCode).toBe(404);
    const mine = (await call(agent, 'GET', '/api/branches')).json().data.items.map((b: { id: string }) => b.id);
    expect(mine).not.toContain(theirs.id);
    const still = (await call(other, 'GET', '/api/branches')).json().data.items;
    expect(still).toEqual([expect.objectContaining({ id: theirs.id, name: 'Theirs', areas: ['York'] })]);
  });

  it('asks for a sign-in and refuses a bad id', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/branches' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/branches', payload: { name: 'X' } })).statusCode).toBe(401);
    expect((await call(agent, 'DELETE', '/api/branches/not-a-uuid')).statusCode).toBe(400);
  });

  it("sets a widget's branch, refusing another agency's", async () => {
    const branch = (await call(agent, 'POST', '/api/branches', { name: 'Widget branch' })).json().data;
    const theirs = (await call(other, 'POST', '/api/branches', { name: 'Not yours' })).json().data;
    const refused = await call(agent, 'PUT', '/api/dashboard/widget-config', { ...widgetConfig, branchId: theirs.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('branchId');
    const saved = await call(agent, 'PUT', '/api/dashboard/widget-config', { ...widgetConfig, branchId: branch.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.branchId).toBe(branch.id);
    // Leaving branchId out keeps it; null gives the widget back to the whole agency.
    expect((await call(agent, 'PUT', '/api/dashboard/widget-config', widgetConfig)).json().data.branchId).toBe(branch.id);
    const cleared = await call(agent, 'PUT', '/api/dashboard/widget-config', { ...widgetConfig, branchId: null });
    expect(cleared.json().data.branchId).toBeNull();
  });

  it('deleting a branch moves its people, widgets and leads to the whole agency', async () => {
    const owner = await createAgent(app);
    const branch = (await call(owner, 'POST', '/api/branches', { name: 'Closing', areas: ['Otley'] })).json().data;
    await call(owner, 'PUT', '/api/dashboard/widget-config', { ...widgetConfig, branchId: branch.id });
    const nina = await addMember(app, owner, { branchId: branch.id });
    const { leadId } = await createRoutedLead(app, owner, { branchId: branch.id });
    const listed = (await call(owner, 'GET', '/api/branches')).json().data.items[0];
    expect(listed.counts).toEqual({ members: 1, widgets: 1, leads: 1 });

    const res = await call(owner, 'DELETE', `/api/branches/${branch.id}`);
    expect(res.statusCode).toBe(200);
    expect((await call(owner, 'GET', '/api/branches')).json().data.items).toEqual([]);
    const [member] = await app.db.select().from(agencyMembers).where(eq(agencyMembers.id, nina.id));
    const [widget] = await app.db.select().from(widgets).where(eq(widgets.id, owner.widgetId));
    const [lead] = await app.db.select().from(leads).where(eq(leads.id, leadId));
    expect([member.branchId, widget.branchId, lead.branchId]).toEqual([null, null, null]);
    expect(lead.assignedMemberId).toBe(nina.id);
    expect((await call(owner, 'DELETE', `/api/branches/${branch.id}`)).statusCode).toBe(404);
  });
});
