import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createAgent } from '../factories';
import { build, injectAs } from '../helper';
import { say, startChat } from '../widget/widget-support';

let app: App;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const checklist = async (agent: { accessToken: string }) =>
  (await injectAs(app, agent, { method: 'GET', url: '/api/dashboard/getting-started' })).json().data;

const loadWidget = (widgetId: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/widgets/${widgetId}/public-config`, headers });

describe('GET /api/dashboard/getting-started', () => {
  it('starts with every step open and asks for a sign-in without a token', async () => {
    const agent = await createAgent(app);
    expect(await checklist(agent)).toEqual({
      steps: { areas: false, branding: false, install: false, testLead: false },
      installedOn: null,
      isComplete: false,
    });
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/getting-started' })).statusCode).toBe(401);
  });

  it("sees the widget's first load from the agent's own site, not from our pages", async () => {
    const agent = await createAgent(app);
    const other = await createAgent(app);
    const publicUrl = new URL(app.env.PUBLIC_URL).origin;
    // The dashboard preview and the agent page are ours: not an installation.
    expect((await loadWidget(agent.widgetId, { origin: publicUrl })).statusCode).toBe(200);
    expect((await loadWidget(agent.widgetId, { referer: `${publicUrl}/a/${agent.agentId}` })).statusCode).toBe(200);
    expect((await checklist(agent)).steps.install).toBe(false);

    const res = await loadWidget(agent.widgetId, {
      origin: 'https://www.clapham-homes.example',
      referer: 'https://www.clapham-homes.example/properties/12',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeDefined();
    expect(await checklist(agent)).toMatchObject({
      steps: { install: true },
      installedOn: 'https://www.clapham-homes.example',
    });
    // The first site stays recorded; another agent's checklist is untouched.
    await loadWidget(agent.widgetId, { origin: 'https://elsewhere.example' });
    expect((await checklist(agent)).installedOn).toBe('https://www.clapham-homes.example');
    expect((await checklist(other)).steps.install).toBe(false);
  });

  it('ticks areas and branding from Widget Setup and the test lead from a conversation, then is complete', async () => {
    const agent = await createAgent(app);
    const config = (await injectAs(app, agent, { method: 'GET', url: '/api/dashboard/widget-config' })).json().data;
    const { agentId: _a, widgetId: _w, dedicatedUrl: _d, embedCode: _e, ...settings } = config;
    await injectAs(app, agent, {
      method: 'PUT',
      url: '/api/dashboard/widget-config',
      payload: { ...settings, areas: ['Clapham'], primaryColor: '#0F766E' },
    });
    expect((await checklist(agent)).steps).toMatchObject({ areas: true, branding: true, testLead: false });

    await loadWidget(agent.widgetId, { origin: 'https://clapham-homes.example' });
    const chat = await startChat(app, agent.widgetId);
    await say(app, chat, 'Buying in Clapham, budget 450k, I am Jo, jo.first@example.com');
    expect(await checklist(agent)).toMatchObject({
      steps: { areas: true, branding: true, install: true, testLead: true },
      isComplete: true,
    });
  });
});
