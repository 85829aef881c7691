import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { connectDatabase } from '../../src/db/client';
import {
  agents,
  conversationMessages,
  conversations,
  monthlyUsage,
  notifications,
  outboxMessages,
} from '../../src/db/schema';
import { billingMonth } from '../../src/services/billing/billing-month';
import { billingSettingsFrom } from '../../src/services/billing/billing-settings';
import { getBilling } from '../../src/services/billing/get-billing';
import { startConversation } from '../../src/services/conversations/start-conversation';
import { createLead, outboxFor, record } from '../alerts/fixtures';
import { createAgent } from '../factories';
import { injectAs, testDatabaseKind } from '../helper';
import { startChat } from '../widget/widget-support';
import { useBillingApp } from './billing-app';

describe(`monthly conversation limits (${testDatabaseKind})`, () => {
  const billingApp = useBillingApp();
  let app: App;
  beforeAll(() => {
    ({ app } = billingApp);
  });

  const starterAgent = async () => {
    const agent = await createAgent(app);
    await app.db
      .update(agents)
      .set({ plan: 'starter', subscriptionStatus: 'active', billingInterval: 'month' })
      .where(eq(agents.id, agent.agentId));
    return agent;
  };
  /** Sets this month's count as if `count` conversations had already started. */
  const setUsage = async (agentId: string, count: number) => {
    const month = billingMonth(new Date(), 'Europe/London');
    await app.db
      .insert(monthlyUsage)
      .values({ agentId, month, conversations: count })
      .onConflictDoUpdate({ target: [monthlyUsage.agentId, monthlyUsage.month], set: { conversations: count } });
  };
  const usageEmails = (agentId: string) =>
    app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.agentId, agentId), eq(outboxMessages.topic, 'billing.usage')))
      .orderBy(asc(outboxMessages.createdAt));
  const storedConversation = async (id: string) => {
    const [row] = await app.db.select().from(conversations).where(eq(conversations.id, id));
    return row;
  };

  it("answers, stores and flags a Starter month's 201st conversation", async () => {
    const agent = await starterAgent();
    await setUsage(agent.agentId, 199);
    const twoHundredth = await startChat(app, agent.widgetId);
    const over = await startChat(app, agent.widgetId);

    expect((await storedConversation(twoHundredth.conversationId)).overLimit).toBe(false);
    const stored = await storedConversation(over.conversationId);
    expect(stored).toMatchObject({ overLimit: true, alertsHeldBack: false });
    const greeting = await app.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, over.conversationId));
    expect(greeting.map((m) => m.role)).toEqual(['assistant']);

    const billing = await injectAs(app, agent, { method: 'GET', url: '/api/billing' });
    expect(billing.json().data.usage).toMatchObject({ conversations: 201, conversationLimit: 200 });
  });

  it('holds back instant alerts only past the 10 % grace', async () => {
    const agent = await starterAgent();
    await setUsage(agent.agentId, 219);
    const lastInGrace = await startChat(app, agent.widgetId);
    const beyond = await startChat(app, agent.widgetId);
    expect(await storedConversation(lastInGrace.conversationId)).toMatchObject({ overLimit: true, alertsHeldBack: false });
    expect(await storedConversation(beyond.conversationId)).toMatchObject({ overLimit: true, alertsHeldBack: true });
  });

  it("sends no email or SMS alert for a lead past the grace, yet shows it in the bell", async () => {
    const agent = await starterAgent();
    const heldBack = await createLead(app, agent, { temperature: 'hot' });
    const inGrace = await createLead(app, agent, { temperature: 'hot' });
    await app.db
      .update(conversations)
      .set({ overLimit: true, alertsHeldBack: true })
      .where(eq(conversations.id, heldBack.conversation.id));
    for (const { conversation, lead } of [heldBack, inGrace]) {
      await record(app, { type: 'lead.created', agentId: agent.agentId, conversationId: conversation.id, leadId: lead.id });
    }
    const alerts = (await outboxFor(app, agent.agentId)).filter((m) => m.topic === 'alert.lead');
    expect(alerts.map((m) => m.idempotencyKey)).toEqual([`lead-alert:${inGrace.lead.id}:hot:email`]);
    const bell = await app.db.select().from(notifications).where(eq(notifications.agentId, agent.agentId));
    expect(bell.map((n) => n.conversationId).sort()).toEqual(
      [heldBack.conversation.id, inGrace.conversation.id].sort(),
    );
  });

  it('emails the owner once at 80 % and once at 100 % of the month', async () => {
    const agent = await starterAgent();
    await setUsage(agent.agentId, 158);
    await startChat(app, agent.widgetId); // 159
    expect(await usageEmails(agent.agentId)).toHaveLength(0);
    await startChat(app, agent.widgetId); // 160 = 80 %
    await startChat(app, agent.widgetId); // 161
    await setUsage(agent.agentId, 199);
    await startChat(app, agent.widgetId); // 200 = 100 %
    await startChat(app, agent.widgetId); // 201
    const emails = await usageEmails(agent.agentId);
    expect(emails.map((e) => (e.payload as { subject: string }).subject)).toEqual([
      'Leadwise: 80 % of this month’s conversations used',
      'Leadwise: you have reached your plan’s conversation limit',
    ]);
    expect(emails.every((e) => e.recipient === agent.email)).toBe(true);
  });

  it('takes the count back when the conversation fails to start after it was counted', async () => {
    const agent = await starterAgent();
    await setUsage(agent.agentId, 159);
    const billing = billingSettingsFrom(app.env);
    const deps = { db: app.db, events: app.events, billing };
    // A real failure inside the conversation's transaction, for this page only.
    await app.db.execute(sql`
      create function refuse_test_conversation() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await app.db.execute(sql`
      create trigger refuse_test_conversation before insert on conversations for each row
      when (NEW.page_url = 'https://refused.example/') execute function refuse_test_conversation()`);
    try {
      await expect(
        startConversation(deps, { widgetId: agent.widgetId, pageUrl: 'https://refused.example/' }),
      ).rejects.toThrow();
    } finally {
      await app.db.execute(sql`drop trigger refuse_test_conversation on conversations`);
      await app.db.execute(sql`drop function refuse_test_conversation()`);
    }
    const usage = async () =>
      (await getBilling({ db: app.db, agentId: agent.agentId, billing, now: new Date() })).usage.conversations;
    expect(await usage()).toBe(159);
    // Nor was the 80 % warning sent for the conversation that never started: the next one sends it.
    expect(await usageEmails(agent.agentId)).toHaveLength(0);
    await startChat(app, agent.widgetId);
    expect(await usage()).toBe(160);
    expect(await usageEmails(agent.agentId)).toHaveLength(1);
  });

  it('starts the count again at midnight on the 1st in Europe/London', async () => {
    const agent = await starterAgent();
    const billing = billingSettingsFrom(app.env);
    const deps = (at: string) => ({ db: app.db, events: app.events, billing, now: () => new Date(at) });
    // 23:59:59 on 30 June is 22:59:59 UTC (summer time); one second later it is 1 July in London.
    await startConversation(deps('2026-06-30T22:59:59Z'), { widgetId: agent.widgetId });
    await startConversation(deps('2026-06-30T22:59:59Z'), { widgetId: agent.widgetId });
    await startConversation(deps('2026-06-30T23:00:00Z'), { widgetId: agent.widgetId });
    const june = await getBilling({ db: app.db, agentId: agent.agentId, billing, now: new Date('2026-06-30T22:00:00Z') });
    const july = await getBilling({ db: app.db, agentId: agent.agentId, billing, now: new Date('2026-07-01T12:00:00Z') });
    expect(june.usage.conversations).toBe(2);
    expect(july.usage.conversations).toBe(1);
  });

  it('shows the offline message after the trial ends and still takes conversations, the dashboard stays readable', async () => {
    const agent = await createAgent(app);
    await app.db
      .update(agents)
      .set({ trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(agents.id, agent.agentId));
    const config = await app.inject({ method: 'GET', url: `/api/widgets/${agent.widgetId}/public-config` });
    expect(config.json().data).toMatchObject({ isOnline: false, isHidden: false });
    const chat = await startChat(app, agent.widgetId);
    expect(await storedConversation(chat.conversationId)).toMatchObject({ overLimit: false });
    expect((await injectAs(app, agent, { method: 'GET', url: '/api/billing' })).json().data.status).toBe('expired');
    expect((await injectAs(app, agent, { method: 'GET', url: '/api/conversations' })).statusCode).toBe(200);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'two instances counting at once neither double-count nor miss a conversation',
    async () => {
      const agent = await starterAgent();
      await setUsage(agent.agentId, 180);
      const second = connectDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgliteDir: 'memory://' });
      try {
        const billing = billingSettingsFrom(app.env);
        const instances = [app.db, second.db].map((db) => ({ db, events: app.events, billing }));
        const started = await Promise.all(
          Array.from({ length: 40 }, (_, i) => startConversation(instances[i % 2], { widgetId: agent.widgetId })),
        );
        const [usage] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.agentId, agent.agentId));
        expect(usage.conversations).toBe(220);
        const flagged = await app.db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.agentId, agent.agentId), eq(conversations.overLimit, true)));
        // 181..220: exactly the 20 past 200 are flagged, whichever instance started them.
        expect(started).toHaveLength(40);
        expect(flagged).toHaveLength(20);
        expect(await usageEmails(agent.agentId)).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );
});
