import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANALYTICS_DAYS } from '@leadwise/contracts';
import type { App } from '../../src/app';
import { widgetEvents } from '../../src/db/schema';
import { listDays } from '../../src/services/dashboard/get-analytics';
import { createAgent } from '../factories';
import { build, injectAs } from '../helper';
import { qualification, seedConversation, seedDocument, seedHotLead } from './factory';

let app: App;

beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const at = (iso: string) => new Date(iso);

describe('GET /api/analytics', () => {
  it('asks for a sign-in, and names a bad or backwards range', async () => {
    const agent = await createAgent(app);
    expect((await app.inject({ method: 'GET', url: '/api/analytics' })).statusCode).toBe(401);
    const bad = await injectAs(app, agent, { method: 'GET', url: '/api/analytics?from=2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('from');
    const backwards = await injectAs(app, agent, {
      method: 'GET',
      url: '/api/analytics?from=2026-03-02&to=2026-03-01',
    });
    expect(backwards.json().field).toBe('to');
    const tooWide = await injectAs(app, agent, { method: 'GET', url: '/api/analytics?from=2024-01-01&to=2026-01-01' });
    expect(tooWide.statusCode).toBe(400);
  });

  it('refuses dates outside the calendar it can chart, rather than looping past year 9999', async () => {
    const agent = await createAgent(app);
    for (const query of ['to=9999-12-31', 'from=9999-12-31', 'from=0000-01-01', 'to=0000-01-01&from=0000-01-01']) {
      const res = await injectAs(app, agent, { method: 'GET', url: `/api/analytics?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toMatch(/between/);
    }
  });

  it('lists at most a year of days, whatever range it is handed', () => {
    expect(listDays('2026-01-01', '9999-12-31')).toHaveLength(MAX_ANALYTICS_DAYS);
    expect(listDays('9999-12-31', '9999-12-31')).toEqual(['9999-12-31']);
  });

  it('refuses a start date so early that the range up to today is wider than a year', async () => {
    const agent = await createAgent(app);
    const res = await injectAs(app, agent, { method: 'GET', url: '/api/analytics?from=2000-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('from');
  });

  it('defaults to the last 30 days, every day present', async () => {
    const agent = await createAgent(app);
    const res = await injectAs(app, agent, { method: 'GET', url: '/api/analytics' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.daily).toHaveLength(30);
    expect(data.daily.at(-1).date).toBe(data.to);
    expect(data.timeZone).toBe('Europe/London');
    expect(data.funnel).toEqual({ opened: 0, chatted: 0, contact: 0, qualified: 0 });
    expect(data.medianMinutesToQualification).toBeNull();
  });

  it('counts per day, the funnel, temperatures, documents, median time to qualify and top areas', async () => {
    const agent = await createAgent(app);
    // 1 June: a hot lead qualified after 10 minutes, with a document.
    const hot = await seedHotLead(app, agent, {
      createdAt: at('2026-06-01T09:00:00Z'),
      qualifiedAt: at('2026-06-01T09:10:00Z'),
      qualification: qualification({ areas: ['Clapham', 'SW4'] }),
    });
    await seedDocument(
      app,
      { ...agent, conversationId: hot.conversationId },
      { createdAt: at('2026-06-01T09:05:00Z') },
    );
    // 2 June (23:30 UTC on 1 June is 00:30 BST on the 2nd): a warm lead qualified after 30 minutes.
    await seedConversation(app, agent, {
      createdAt: at('2026-06-01T23:30:00Z'),
      qualifiedAt: at('2026-06-02T00:00:00Z'),
      contactEmail: 'tom@example.com',
      temperature: 'warm',
      qualification: qualification({ areas: ['clapham '], temperature: 'warm' }),
      lead: {},
    });
    // 2 June: chatted but gave nothing.
    await seedConversation(app, agent, {
      createdAt: at('2026-06-02T12:00:00Z'),
      qualification: qualification({ areas: ['Brixton'], contact: { name: null, email: null, phone: null } }),
    });
    // 3 June: opened, never wrote.
    await seedConversation(app, agent, {
      createdAt: at('2026-06-03T12:00:00Z'),
      messages: [{ role: 'assistant', text: 'Hi!' }],
    });
    // Outside the range.
    await seedHotLead(app, agent, { createdAt: at('2026-06-05T12:00:00Z') });
    await app.db.insert(widgetEvents).values(
      Array.from({ length: 9 }, () => ({
        agentId: agent.agentId,
        widgetId: agent.widgetId,
        type: 'opened' as const,
        createdAt: at('2026-06-02T10:00:00Z'),
      })),
    );

    const res = await injectAs(app, agent, { method: 'GET', url: '/api/analytics?from=2026-06-01&to=2026-06-03' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.daily).toEqual([
      { date: '2026-06-01', conversations: 1, leads: 1 },
      { date: '2026-06-02', conversations: 2, leads: 1 },
      { date: '2026-06-03', conversations: 1, leads: 0 },
    ]);
    expect(data.funnel).toEqual({ opened: 9, chatted: 3, contact: 2, qualified: 2 });
    expect(data.temperatures).toEqual({ hot: 1, warm: 1, cold: 0 });
    expect(data.documents).toEqual({
      total: 1,
      byKind: { mortgage_certificate: 1, proof_of_funds: 0, id: 0, other: 0 },
    });
    expect(data.medianMinutesToQualification).toBe(20);
    expect(data.topAreas).toEqual([
      { area: 'Clapham', count: 2 },
      { area: 'Brixton', count: 1 },
      { area: 'SW4', count: 1 },
    ]);
    expect(data.totals).toEqual({ conversations: 4, leads: 2 });
  });

  it("counts none of another agent's data", async () => {
    const first = await createAgent(app);
    const second = await createAgent(app);
    await seedHotLead(app, first, { createdAt: at('2026-07-01T12:00:00Z') });
    const res = await injectAs(app, second, { method: 'GET', url: '/api/analytics?from=2026-07-01&to=2026-07-01' });
    expect(res.json().data.totals).toEqual({ conversations: 0, leads: 0 });
  });
});
