import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createAgent } from '../factories';
import { build, injectAs } from '../helper';

let app: App;
let agent: Awaited<ReturnType<typeof createAgent>>;

beforeAll(async () => {
  app = await build();
  agent = await createAgent(app, { name: 'Sarah Agent', company: 'Clapham Homes' });
});
afterAll(() => app.close());

const validConfig = {
  companyName: 'Clapham Homes',
  agentName: 'Sarah',
  logoUrl: 'https://example.com/logo.png',
  primaryColor: '#0F766E',
  secondaryColor: '#F1F5F9',
  welcomeMessage: 'Hello! Buying or renting?',
  placeholderText: 'Ask me anything...',
  offlineMessage: 'We are closed, leave your details.',
  position: 'bottom-left',
  autoOpen: true,
  autoOpenDelay: 12,
};

const put = (auth: { accessToken: string }, payload: unknown) =>
  injectAs(app, auth, { method: 'PUT', url: '/api/dashboard/widget-config', payload: payload as object });

describe('GET /api/dashboard/widget-config', () => {
  it('returns the defaults, the embed code and the agent link', async () => {
    const res = await injectAs(app, agent, { method: 'GET', url: '/api/dashboard/widget-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      agentId: agent.agentId,
      widgetId: agent.widgetId,
      companyName: 'Clapham Homes',
      primaryColor: '#3B82F6',
      secondaryColor: '#F8F9FA',
      position: 'bottom-right',
      autoOpenDelay: 5,
      areas: [],
      outsideHoursMode: 'offline_message',
      isActive: true,
      dedicatedUrl: `http://localhost:3000/a/${agent.agentId}`,
      embedCode: `<script src="http://localhost:3000/widget.js" data-widget-id="${agent.widgetId}" async></script>`,
    });
  });

  it('asks for a sign-in without a bearer token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/widget-config' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/dashboard/widget-config', payload: validConfig })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/dashboard/widget-config', () => {
  it('saves every field and returns the saved configuration', async () => {
    const owner = await createAgent(app);
    const officeHours = {
      enabled: true,
      timeZone: 'Europe/London',
      observeBankHolidays: true,
      days: {
        mon: [
          { start: '09:00', end: '12:30' },
          { start: '13:30', end: '17:30' },
        ],
        tue: [{ start: '09:00', end: '17:30' }],
        wed: [{ start: '09:00', end: '17:30' }],
        thu: [{ start: '09:00', end: '17:30' }],
        fri: [{ start: '09:00', end: '17:00' }],
        sat: [{ start: '10:00', end: '14:00' }],
        sun: [],
      },
    };
    const res = await put(owner, {
      ...validConfig,
      areas: ['Clapham', ' SW4 ', 'clapham', 'Brixton'],
      officeHours,
      outsideHoursMode: 'hide',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ...validConfig,
      areas: ['Clapham', 'SW4', 'Brixton'],
      officeHours,
      outsideHoursMode: 'hide',
    });
    const reread = await injectAs(app, owner, { method: 'GET', url: '/api/dashboard/widget-config' });
    expect(reread.json().data).toMatchObject({
      ...validConfig,
      areas: ['Clapham', 'SW4', 'Brixton'],
      outsideHoursMode: 'hide',
    });
  });

  it('keeps areas and office hours when a form sends only the spec fields', async () => {
    const owner = await createAgent(app);
    await put(owner, { ...validConfig, areas: ['SW9'] });
    const res = await put(owner, { ...validConfig, welcomeMessage: 'Changed' });
    expect(res.json().data).toMatchObject({ welcomeMessage: 'Changed', areas: ['SW9'] });
  });

  it.each([
    ['primaryColor', { primaryColor: 'blue' }],
    ['secondaryColor', { secondaryColor: '#FFF' }],
    ['autoOpenDelay', { autoOpenDelay: 0 }],
    ['autoOpenDelay', { autoOpenDelay: 61 }],
    ['autoOpenDelay', { autoOpenDelay: 2.5 }],
    ['logoUrl', { logoUrl: 'http://example.com/logo.png' }],
    ['logoUrl', { logoUrl: 'javascript:alert(1)' }],
    ['position', { position: 'middle' }],
    ['companyName', { companyName: '   ' }],
    ['welcomeMessage', { welcomeMessage: 'x'.repeat(501) }],
    ['agentName', { agentName: undefined }],
    ['areas.0', { areas: ['x'.repeat(81)] }],
    ['officeHours.timeZone', { officeHours: { enabled: true, timeZone: 'Mars/Olympus', days: {} } }],
    ['outsideHoursMode', { outsideHoursMode: 'sometimes' }],
  ])('rejects a bad %s with a 400 naming it', async (field, change) => {
    const res = await put(agent, { ...validConfig, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('rejects overlapping shifts on one day', async () => {
    const days = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const res = await put(agent, {
      ...validConfig,
      officeHours: {
        enabled: true,
        timeZone: 'Europe/London',
        days: {
          ...days,
          mon: [
            { start: '09:00', end: '13:00' },
            { start: '12:00', end: '17:00' },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'officeHours.days.mon',
      error: 'Shifts on the same day must not overlap',
    });
  });

  it("changes only the caller's own widget", async () => {
    const first = await createAgent(app, { company: 'First Homes' });
    const second = await createAgent(app, { company: 'Second Homes' });
    await put(second, { ...validConfig, companyName: 'Second Changed' });
    const res = await injectAs(app, first, { method: 'GET', url: '/api/dashboard/widget-config' });
    expect(res.json().data.companyName).toBe('First Homes');
    expect(res.json().data.widgetId).toBe(first.widgetId);
  });
});
