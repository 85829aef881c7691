import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createAgent } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { updateWidgetSettings } from './widget-support';

describe(`GET /a/:agentId (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it("serves the agent's branded full-page chat running the widget in page mode", async () => {
    const agent = await createAgent(app, { name: 'Sarah Agent', company: 'Clapham Homes' });
    const res = await app.inject({ method: 'GET', url: `/a/${agent.agentId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Chat with Sarah Agent at Clapham Homes</title>');
    expect(res.body).toContain(
      `<script src="/widget.js" data-widget-id="${agent.widgetId}" data-mode="page" async></script>`,
    );
  });

  it('escapes branding: a company name is never markup', async () => {
    const agent = await createAgent(app);
    await updateWidgetSettings(app, agent.widgetId, { companyName: '<script>alert(1)</script>' });
    const res = await app.inject({ method: 'GET', url: `/a/${agent.agentId}` });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('answers 404 for an unknown agent, a malformed id or an inactive widget', async () => {
    expect((await app.inject({ method: 'GET', url: `/a/${randomUUID()}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/a/nope' })).statusCode).toBe(404);
    const agent = await createAgent(app);
    await updateWidgetSettings(app, agent.widgetId, { isActive: false });
    const inactive = await app.inject({ method: 'GET', url: `/a/${agent.agentId}` });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.body).toContain('This chat is not available');
  });
});
