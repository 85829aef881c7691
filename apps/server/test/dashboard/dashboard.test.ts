import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { widgets } from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, injectAs } from '../helper';
import { seedConversation, seedHotLead } from './factory';

let app: App;

beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

describe('GET /api/dashboard', () => {
  it('asks for a sign-in without a bearer token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('shows a new agent empty counts and their one active widget', async () => {
    const agent = await createAgent(app, { name: 'Nina New', company: 'Nina Lettings' });
    const res = await injectAs(app, agent, { method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      agent: { id: agent.agentId, name: 'Nina New', email: agent.email, company: 'Nina Lettings' },
      analytics: {
        activeWidgets: 1,
        totalWidgets: 1,
        totalConversations: 0,
        totalLeads: 0,
        qualifiedLeads: 0,
        conversionRate: 0,
        leadTypes: { buyer: 0, tenant: 0, vendor: 0, landlord: 0 },
        upcomingAppointments: { total: 0, byKind: { valuation: 0, viewing: 0 } },
      },
      widgets: [
        {
          widgetId: agent.widgetId,
          isActive: true,
          branding: { companyName: 'Nina Lettings' },
          metadata: { totalConversations: 0, totalLeads: 0 },
        },
      ],
      recentActivity: { conversations: [], leads: [] },
    });
  });

  it('counts conversations, leads and hot/warm leads, and lists the five newest of each', async () => {
    const agent = await createAgent(app);
    const base = Date.parse('2026-05-01T09:00:00Z');
    const conversationIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { conversationId } = await seedConversation(app, agent, {
        createdAt: new Date(base + i * 3_600_000),
        contactName: i === 5 ? 'Newest Visitor' : null,
        temperature: i < 2 ? 'hot' : i === 2 ? 'warm' : 'cold',
        lead: i < 3 ? {} : false,
      });
      conversationIds.push(conversationId);
    }
    await seedHotLead(app, agent, { createdAt: new Date(base - 86_400_000), temperature: 'cold' });

    const res = await injectAs(app, agent, { method: 'GET', url: '/api/dashboard' });
    const data = res.json().data;
    expect(data.analytics).toEqual({
      activeWidgets: 1,
      totalWidgets: 1,
      totalConversations: 7,
      totalLeads: 4,
      qualifiedLeads: 3,
      conversionRate: 57.1,
      // The seeded leads carry no intent column, so they are of no type yet.
      leadTypes: { buyer: 0, tenant: 0, vendor: 0, landlord: 0 },
      upcomingAppointments: { total: 0, byKind: { valuation: 0, viewing: 0 } },
    });
    expect(data.widgets[0].metadata).toEqual({ totalConversations: 7, totalLeads: 4 });
    expect(data.recentActivity.conversations.map((c: { id: string }) => c.id)).toEqual(
      conversationIds.slice(1).reverse(),
    );
    expect(data.recentActivity.conversations[0]).toMatchObject({
      contactName: 'Newest Visitor',
      lastMessage: 'Buying a 2 bed flat in Clapham, up to 450k',
      status: 'active',
    });
    expect(data.recentActivity.leads).toHaveLength(4);
  });

  it('reports an inactive widget as such', async () => {
    const agent = await createAgent(app);
    await app.db.update(widgets).set({ isActive: false }).where(eq(widgets.id, agent.widgetId));
    const res = await injectAs(app, agent, { method: 'GET', url: '/api/dashboard' });
    expect(res.json().data.analytics.activeWidgets).toBe(0);
    expect(res.json().data.widgets[0].isActive).toBe(false);
  });

  it("counts none of another agent's conversations", async () => {
    const first = await createAgent(app);
    const second = await createAgent(app);
    await seedHotLead(app, first);
    const res = await injectAs(app, second, { method: 'GET', url: '/api/dashboard' });
    expect(res.json().data.analytics.totalConversations).toBe(0);
    expect(res.json().data.recentActivity).toEqual({ conversations: [], leads: [] });
  });
});
