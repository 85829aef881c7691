import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  agents,
  analyticsDaily,
  analyticsPending,
  conversationMessages,
  conversations,
  leads,
  widgetCountsPending,
  widgetTotals,
} from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import { qualification, seedConversation, seedHotLead } from './factory';

let app: App;

beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const at = (iso: string) => new Date(iso);

async function analytics(agent: { accessToken: string }, from: string, to = from) {
  const res = await injectAs(app, agent, { method: 'GET', url: `/api/analytics?from=${from}&to=${to}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function widgetCounts(widgetId: string) {
  const [row] = await app.db
    .select({ conversations: widgetTotals.conversations, leads: widgetTotals.leads })
    .from(widgetTotals)
    .where(eq(widgetTotals.widgetId, widgetId));
  return row;
}

/**
 * The dashboard's totals and analytics are read from trigger-kept rollups (widgets' counters,
 * analytics_daily); these follow every change to the rows behind them.
 */
describe('dashboard rollups', () => {
  it('follow a conversation as the visitor writes, gives contact details and turns warm', async () => {
    const agent = await createAgent(app);
    const { conversationId } = await seedConversation(app, agent, {
      createdAt: at('2026-08-03T10:00:00Z'),
      messages: [{ role: 'assistant', text: 'Hi!' }],
    });
    expect((await analytics(agent, '2026-08-03')).funnel).toEqual({ opened: 0, chatted: 0, contact: 0, qualified: 0 });

    await app.db.insert(conversationMessages).values({
      conversationId,
      agentId: agent.agentId,
      role: 'visitor',
      text: 'Looking in Balham',
      createdAt: at('2026-08-03T10:01:00Z'),
    });
    await app.db
      .update(conversations)
      .set({
        contactEmail: 'amy@example.com',
        temperature: 'warm',
        qualification: qualification({ areas: ['Balham'], temperature: 'warm' }),
      })
      .where(eq(conversations.id, conversationId));
    const data = await analytics(agent, '2026-08-03');
    expect(data.funnel).toEqual({ opened: 0, chatted: 1, contact: 1, qualified: 1 });
    expect(data.topAreas).toEqual([{ area: 'Balham', count: 1 }]);

    // Cooling off and a new area move the counts rather than adding to them.
    await app.db
      .update(conversations)
      .set({ temperature: 'cold', qualification: qualification({ areas: ['Tooting'], temperature: 'cold' }) })
      .where(eq(conversations.id, conversationId));
    const later = await analytics(agent, '2026-08-03');
    expect(later.funnel).toEqual({ opened: 0, chatted: 1, contact: 1, qualified: 0 });
    expect(later.topAreas).toEqual([{ area: 'Tooting', count: 1 }]);
    expect(later.totals).toEqual({ conversations: 1, leads: 0 });
  });

  it('write nothing for a change that moves no count (a warmer score without contact details), and still count one that does', async () => {
    const agent = await createAgent(app);
    const { conversationId } = await seedConversation(app, agent, {
      createdAt: at('2026-08-04T10:00:00Z'),
      messages: [{ role: 'visitor', text: 'Hello' }],
    });
    const pending = async () =>
      (await app.db.select().from(analyticsPending).where(eq(analyticsPending.agentId, agent.agentId))).length;
    const update = (changes: Partial<typeof conversations.$inferInsert>) =>
      app.db.update(conversations).set(changes).where(eq(conversations.id, conversationId));
    await app.db.execute(sql`select rollups_fold()`);
    const before = await pending();
    await update({ temperature: 'warm', score: 55, qualification: qualification({ temperature: 'warm', areas: [] }) });
    expect(await pending()).toBe(before);
    await update({ contactPhone: '07700900123' });
    expect(await pending()).toBeGreaterThan(before);
    expect((await analytics(agent, '2026-08-04')).funnel).toEqual({ opened: 0, chatted: 1, contact: 1, qualified: 1 });
  });

  it("move a lead between temperatures and days, and drop a deleted conversation's rows", async () => {
    const agent = await createAgent(app);
    const { conversationId, leadId } = await seedHotLead(app, agent, {
      createdAt: at('2026-08-10T12:00:00Z'),
      lead: { createdAt: at('2026-08-10T12:05:00Z') },
    });
    expect(await widgetCounts(agent.widgetId)).toEqual({ conversations: 1, leads: 1 });
    expect((await analytics(agent, '2026-08-10')).temperatures).toEqual({ hot: 1, warm: 0, cold: 0 });

    await app.db
      .update(leads)
      .set({ temperature: 'warm', createdAt: at('2026-08-11T09:00:00Z') })
      .where(eq(leads.id, leadId!));
    const range = await analytics(agent, '2026-08-10', '2026-08-11');
    expect(range.temperatures).toEqual({ hot: 0, warm: 1, cold: 0 });
    expect(range.daily).toEqual([
      { date: '2026-08-10', conversations: 1, leads: 0 },
      { date: '2026-08-11', conversations: 0, leads: 1 },
    ]);

    await app.db.delete(conversations).where(eq(conversations.id, conversationId));
    expect(await widgetCounts(agent.widgetId)).toEqual({ conversations: 0, leads: 0 });
    const empty = await analytics(agent, '2026-08-10', '2026-08-11');
    expect(empty.totals).toEqual({ conversations: 0, leads: 0 });
    expect(empty.funnel).toEqual({ opened: 0, chatted: 0, contact: 0, qualified: 0 });
    const dashboard = await injectAs(app, agent, { method: 'GET', url: '/api/dashboard' });
    expect(dashboard.json().data.analytics).toMatchObject({ totalConversations: 0, totalLeads: 0, qualifiedLeads: 0 });
  });

  it("re-count the days when the agent's time zone changes", async () => {
    const agent = await createAgent(app);
    // 23:30 UTC on 1 September: the 2nd in London (BST), still the 1st in New York.
    await seedHotLead(app, agent, { createdAt: at('2026-09-01T23:30:00Z') });
    expect((await analytics(agent, '2026-09-02')).totals.conversations).toBe(1);

    await app.db.update(agents).set({ timeZone: 'America/New_York' }).where(eq(agents.id, agent.agentId));
    expect((await analytics(agent, '2026-09-02')).totals.conversations).toBe(0);
    const first = await analytics(agent, '2026-09-01');
    expect(first.timeZone).toBe('America/New_York');
    expect(first.totals).toEqual({ conversations: 1, leads: 1 });
  });

  it('let an agent be deleted with all their rows', async () => {
    const agent = await createAgent(app);
    await seedHotLead(app, agent);
    await app.db.delete(agents).where(eq(agents.id, agent.agentId));
    const [{ n }] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsDaily)
      .where(eq(analyticsDaily.agentId, agent.agentId));
    expect(n).toBe(0);
    await app.rollups.fold();
    const [{ pending }] = await app.db
      .select({ pending: sql<number>`count(*)::int` })
      .from(analyticsPending)
      .where(eq(analyticsPending.agentId, agent.agentId));
    expect(pending).toBe(0);
  });

  it('keep every total when the pending changes are folded in, and leave nothing pending', async () => {
    const agent = await createAgent(app);
    await seedHotLead(app, agent, { createdAt: at('2026-08-20T10:00:00Z') });
    await seedConversation(app, agent, { createdAt: at('2026-08-21T10:00:00Z'), temperature: 'warm' });
    const before = {
      analytics: await analytics(agent, '2026-08-20', '2026-08-21'),
      widget: await widgetCounts(agent.widgetId),
      dashboard: (await injectAs(app, agent, { method: 'GET', url: '/api/dashboard' })).json().data.analytics,
    };
    expect(before.widget).toEqual({ conversations: 2, leads: 1 });

    expect(await app.rollups.fold()).toBeGreaterThan(0);
    const pending = async () => {
      const [a] = await app.db.select({ n: sql<number>`count(*)::int` }).from(analyticsPending);
      const [w] = await app.db.select({ n: sql<number>`count(*)::int` }).from(widgetCountsPending);
      return a.n + w.n;
    };
    expect(await pending()).toBe(0);
    expect(await analytics(agent, '2026-08-20', '2026-08-21')).toEqual(before.analytics);
    expect(await widgetCounts(agent.widgetId)).toEqual(before.widget);
    expect((await injectAs(app, agent, { method: 'GET', url: '/api/dashboard' })).json().data.analytics).toEqual(
      before.dashboard,
    );
  });
});

describe.runIf(testDatabaseKind === 'postgres')('dashboard rollups under concurrent writers', () => {
  it("let two conversations of one widget be written at once, neither waiting on the other's counters", async () => {
    const agent = await createAgent(app);
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstWrote!: () => void;
    const firstHasWritten = new Promise<void>((resolve) => {
      firstWrote = resolve;
    });
    const insertConversation = (tx: Pick<App['db'], 'insert'>) =>
      tx.insert(conversations).values({
        agentId: agent.agentId,
        widgetId: agent.widgetId,
        visitorTokenHash: crypto.randomUUID(),
        contactEmail: 'amy@example.com',
        temperature: 'hot',
        qualification: qualification({ areas: ['Balham'] }),
      });
    const first = app.db.transaction(async (tx) => {
      await insertConversation(tx);
      firstWrote();
      await firstMayCommit;
    });
    await firstHasWritten;
    // Were the counters one shared row, this would wait for the first transaction to end.
    const second = app.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '3s'`);
      await insertConversation(tx);
    });
    await expect(second).resolves.toBeUndefined();
    releaseFirst();
    await first;
    expect(await widgetCounts(agent.widgetId)).toEqual({ conversations: 2, leads: 0 });
  });

  it('count each change once when two instances fold at the same moment', async () => {
    const agent = await createAgent(app);
    for (let i = 0; i < 5; i++) await seedHotLead(app, agent, { createdAt: at('2026-08-25T10:00:00Z') });
    const before = await analytics(agent, '2026-08-25');
    await Promise.all([
      app.db.execute(sql`select rollups_fold()`),
      app.db.execute(sql`select rollups_fold()`),
      app.db.execute(sql`select rollups_fold()`),
    ]);
    await app.rollups.fold();
    expect(await analytics(agent, '2026-08-25')).toEqual(before);
    expect(await widgetCounts(agent.widgetId)).toEqual({ conversations: 5, leads: 5 });
  });
});
