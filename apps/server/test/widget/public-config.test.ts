import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { widgetEvents } from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { CLOSED_ALL_WEEK, updateWidgetSettings } from './widget-support';

describe(`GET /api/widgets/:widgetId/public-config (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('gives the branding and texts saved in the dashboard, and nothing private', async () => {
    const agent = await createAgent(app, { company: 'Brixton Lets' });
    await updateWidgetSettings(app, agent.widgetId, {
      primaryColor: '#112233',
      position: 'top-left',
      autoOpen: true,
      autoOpenDelay: 3,
      areas: ['Brixton', 'SW9'],
      zIndex: 900,
    });
    const res = await app.inject({ method: 'GET', url: `/api/widgets/${agent.widgetId}/public-config` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const config = res.json().data;
    expect(config).toMatchObject({
      widgetId: agent.widgetId,
      agentId: agent.agentId,
      companyName: 'Brixton Lets',
      primaryColor: '#112233',
      position: 'top-left',
      autoOpen: true,
      autoOpenDelay: 3,
      zIndex: 900,
      isActive: true,
      isOnline: true,
      isHidden: false,
    });
    expect(config).not.toHaveProperty('areas');
    expect(config).not.toHaveProperty('officeHours');
  });

  it('answers any origin (CORS) and preflights the visitor token header', async () => {
    const agent = await createAgent(app);
    const res = await app.inject({
      method: 'GET',
      url: `/api/widgets/${agent.widgetId}/public-config`,
      headers: { origin: 'https://www.some-agency.co.uk' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `/api/widgets/${agent.widgetId}/conversations`,
      headers: {
        origin: 'https://www.some-agency.co.uk',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-visitor-token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-visitor-token');
    expect(preflight.headers['access-control-allow-headers']).not.toContain('authorization');
  });

  it('shows the offline state outside office hours, or hides the widget when the agent chose that', async () => {
    const agent = await createAgent(app);
    await updateWidgetSettings(app, agent.widgetId, { officeHours: CLOSED_ALL_WEEK });
    const offline = (await app.inject({ method: 'GET', url: `/api/widgets/${agent.widgetId}/public-config` })).json()
      .data;
    expect(offline).toMatchObject({ isOnline: false, isHidden: false });
    await updateWidgetSettings(app, agent.widgetId, { outsideHoursMode: 'hide' });
    const hidden = (await app.inject({ method: 'GET', url: `/api/widgets/${agent.widgetId}/public-config` })).json()
      .data;
    expect(hidden).toMatchObject({ isOnline: false, isHidden: true });
  });

  it('says an inactive widget is inactive, so the loader draws nothing', async () => {
    const agent = await createAgent(app);
    await updateWidgetSettings(app, agent.widgetId, { isActive: false });
    const res = await app.inject({ method: 'GET', url: `/api/widgets/${agent.widgetId}/public-config` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isActive: false, isHidden: true });
  });

  it('answers 404 for an unknown widget and 400 for a malformed id', async () => {
    const unknown = await app.inject({ method: 'GET', url: `/api/widgets/${randomUUID()}/public-config` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'Widget not found' });
    const malformed = await app.inject({ method: 'GET', url: '/api/widgets/not-a-uuid/public-config' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, field: 'widgetId' });
  });
});

describe(`POST /api/widgets/:widgetId/events (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('records an anonymous "opened" event for the funnel', async () => {
    const agent = await createAgent(app);
    const res = await app.inject({
      method: 'POST',
      url: `/api/widgets/${agent.widgetId}/events`,
      payload: { type: 'opened' },
    });
    expect(res.statusCode).toBe(201);
    const rows = await app.db.select().from(widgetEvents).where(eq(widgetEvents.widgetId, agent.widgetId));
    expect(rows).toEqual([expect.objectContaining({ type: 'opened', agentId: agent.agentId })]);
  });

  it('refuses other event types and inactive widgets', async () => {
    const agent = await createAgent(app);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/widgets/${agent.widgetId}/events`,
      payload: { type: 'viewed' },
    });
    expect(bad.statusCode).toBe(400);
    await updateWidgetSettings(app, agent.widgetId, { isActive: false });
    const inactive = await app.inject({
      method: 'POST',
      url: `/api/widgets/${agent.widgetId}/events`,
      payload: { type: 'opened' },
    });
    expect(inactive.statusCode).toBe(403);
  });
});

describe(`public widget rate limits (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('stops one visitor starting conversations in a loop', async () => {
    const agent = await createAgent(app);
    const start = () =>
      app.inject({ method: 'POST', url: `/api/widgets/${agent.widgetId}/conversations`, payload: {} });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await start()).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
