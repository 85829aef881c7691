import { randomUUID } from 'node:crypto';
import { DEMO_WIDGET_ID } from '@leadwise/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  agents,
  type NotificationSettings,
  conversationMessages,
  conversations,
  documents,
  leads,
  monthlyUsage,
  notifications,
  outboxMessages,
} from '../../src/db/schema';
import { enqueueWebhookEvent } from '../../src/services/alerts/webhook-events';
import { DEMO_AGENT_ID } from '../../src/services/demo/demo-agency';
import { DEMO_KEEP_MS } from '../../src/services/demo/sweep-demo-conversations';
import { getSystemStatus } from '../../src/services/site/get-system-status';
import { StatusMonitor } from '../../src/services/site/status-monitor';
import { createDocumentStorage } from '../../src/services/storage/create-document-storage';
import { RATE_LIMITS } from '../../src/routes/widget-public/rate-limits';
import { createAgent } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { say, startChat, TOKEN_HEADER, type VisitorChat } from '../widget/widget-support';

/** Everything a buyer says in one message: a hot lead with contact details. */
const SAM = "we're looking to buy a 3 bed in Clapham around £600k with a mortgage in principle, moving in 2 months, I'm Sam, sam@example.com";

/** The settings under which a real agency would be emailed, texted and sent webhooks for this lead. */
const ALERT_EVERYTHING: NotificationSettings = {
  temperatures: ['hot', 'warm', 'cold'],
  email: true,
  sms: true,
  emailTo: 'owner@example.com',
  smsTo: '+447700900123',
  dailySummary: true,
};
const WEBHOOK = { crmWebhookUrl: 'https://crm.example.com/hook', webhookSecret: `whsec_${'A'.repeat(32)}` };

function preview(app: App, chat: VisitorChat, token: string | null = chat.token) {
  return app.inject({
    method: 'GET',
    url: `/api/conversations/${chat.conversationId}/demo-lead`,
    headers: token === null ? {} : { [TOKEN_HEADER]: token },
  });
}

const outboxOf = (app: App, agentId: string) =>
  app.db.select().from(outboxMessages).where(eq(outboxMessages.agentId, agentId));

/**
 * Every test that creates or sweeps demo conversations lives in this file: on PostgreSQL the
 * demo agency is shared by the suite's files, and the sweep would reach another file's chats.
 */
describe(`the live demo's conversations (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  describe('GET /api/conversations/:id/demo-lead', () => {
    it('shows the visitor the lead forming: score, temperature and the fields read so far', async () => {
      const chat = await startChat(app, DEMO_WIDGET_ID);
      const before = await preview(app, chat);
      expect(before.statusCode).toBe(200);
      expect(before.json().data).toMatchObject({ score: 0, temperature: 'cold', isLead: false });

      await say(app, chat, SAM);
      const after = await preview(app, chat);
      expect(after.statusCode).toBe(200);
      const data = after.json().data;
      expect(data.conversationId).toBe(chat.conversationId);
      expect(data.score).toBeGreaterThanOrEqual(70);
      expect(data.temperature).toBe('hot');
      expect(data.extracted).toMatchObject({
        intent: 'buy',
        mortgage: 'approved',
        bedrooms: 3,
        contact: { name: 'Sam', email: 'sam@example.com' },
      });
      expect(data.extracted.areas).toContain('Clapham');
      expect(data.extracted.budget.max ?? data.extracted.budget.min).toBe(600_000);
    });

    it('requires the visitor token (401) and answers 404 to a wrong one or another conversation’s', async () => {
      const chat = await startChat(app, DEMO_WIDGET_ID);
      const other = await startChat(app, DEMO_WIDGET_ID);
      expect((await preview(app, chat, null)).statusCode).toBe(401);
      expect((await preview(app, chat, 'not-the-token')).statusCode).toBe(404);
      expect((await preview(app, chat, other.token)).statusCode).toBe(404);
      expect((await preview(app, { conversationId: randomUUID(), token: chat.token })).statusCode).toBe(404);
      expect((await preview(app, { conversationId: 'nope', token: chat.token })).statusCode).toBe(400);
    });

    it("answers 404 for any real agency's conversation, even to its own visitor", async () => {
      const agent = await createAgent(app);
      const chat = await startChat(app, agent.widgetId);
      await say(app, chat, SAM);
      const res = await preview(app, chat);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Conversation not found');
    });
  });

  it('rate-limits the preview per client address', async () => {
    const limited = await build({ RATE_LIMIT_DISABLED: 'false' });
    try {
      const chat = await startChat(limited, DEMO_WIDGET_ID);
      const { max } = RATE_LIMITS.demoLeadPreview;
      for (let i = 0; i < max; i++) expect((await preview(limited, chat)).statusCode).toBe(200);
      const refused = await preview(limited, chat);
      expect(refused.statusCode).toBe(429);
      // Another address is counted apart.
      const elsewhere = await limited.inject({
        method: 'GET',
        url: `/api/conversations/${chat.conversationId}/demo-lead`,
        headers: { [TOKEN_HEADER]: chat.token },
        remoteAddress: '203.0.113.9',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('enqueues nothing for the demo agency, where a real agency with the same settings is alerted', async () => {
    const [saved] = await app.db.select().from(agents).where(eq(agents.id, DEMO_AGENT_ID));
    await app.db
      .update(agents)
      .set({ notificationSettings: ALERT_EVERYTHING, ...WEBHOOK })
      .where(eq(agents.id, DEMO_AGENT_ID));
    try {
      const real = await createAgent(app);
      await app.db
        .update(agents)
        .set({ notificationSettings: ALERT_EVERYTHING, ...WEBHOOK })
        .where(eq(agents.id, real.agentId));
      const outboxBefore = await outboxOf(app, DEMO_AGENT_ID);

      for (const widgetId of [real.widgetId, DEMO_WIDGET_ID]) {
        const chat = await startChat(app, widgetId);
        await say(app, chat, SAM);
        await app.conversationCloser.runOnce(new Date(Date.now() + 31 * 60_000));
      }
      const channels = (await outboxOf(app, real.agentId)).map((m) => m.channel).sort();
      expect(channels).toEqual(expect.arrayContaining(['email', 'sms', 'webhook']));

      expect(await outboxOf(app, DEMO_AGENT_ID)).toEqual(outboxBefore);
      expect(await app.db.select().from(notifications).where(eq(notifications.agentId, DEMO_AGENT_ID))).toEqual([]);
      // Never billed: no month's usage counts its conversations.
      expect(await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.agentId, DEMO_AGENT_ID))).toEqual([]);
      // A webhook asked for directly is refused too.
      await expect(
        enqueueWebhookEvent(app.db, { agentId: DEMO_AGENT_ID, url: WEBHOOK.crmWebhookUrl }, 'webhook.test', {}),
      ).rejects.toThrow('The demo agency sends nothing outside Leadwise');
      // Past 08:00 in London tomorrow every agency wanting a summary is due one, except the demo.
      const noonTomorrow = new Date();
      noonTomorrow.setUTCDate(noonTomorrow.getUTCDate() + 1);
      noonTomorrow.setUTCHours(12, 0, 0, 0);
      await app.dailySummary.runDue(noonTomorrow);
      expect((await outboxOf(app, real.agentId)).map((m) => m.topic)).toContain('alert.daily_summary');
      expect(await outboxOf(app, DEMO_AGENT_ID)).toEqual(outboxBefore);
    } finally {
      await app.db
        .update(agents)
        .set({
          notificationSettings: saved.notificationSettings,
          crmWebhookUrl: saved.crmWebhookUrl,
          webhookSecret: saved.webhookSecret,
        })
        .where(eq(agents.id, DEMO_AGENT_ID));
    }
  });

  it("leaves the demo's conversations and leads out of the status page's volume", async () => {
    const agent = await createAgent(app);
    // A day of its own, far ahead, so no other test's rows share it (on PostgreSQL earlier runs'
    // rows stay, hence the counts before and after).
    const day = new Date(Date.UTC(2040 + Math.floor(Math.random() * 400), 2, 3, 12));
    const monitor = new StatusMonitor({ ok: async () => ({}) }, [{ name: 'Dashboard API', check: 'x', probe: 'ok' }]);
    const volume = async () =>
      (await getSystemStatus({ db: app.db, monitor, now: new Date(day.getTime() + 6 * 60 * 60_000) })).metrics;
    const before = await volume();
    const owners = [
      { agentId: agent.agentId, widgetId: agent.widgetId },
      { agentId: DEMO_AGENT_ID, widgetId: DEMO_WIDGET_ID },
    ];
    for (const owner of owners) {
      const [conversation] = await app.db
        .insert(conversations)
        .values({ ...owner, visitorTokenHash: randomUUID(), createdAt: day })
        .returning();
      await app.db
        .insert(leads)
        .values({ ...owner, conversationId: conversation.id, temperature: 'hot', createdAt: day });
    }
    const after = await volume();
    expect(after.conversationsToday).toBe((before.conversationsToday ?? 0) + 1);
    expect(after.leadsQualifiedToday).toBe((before.leadsQualifiedToday ?? 0) + 1);
  });

  it('deletes a demo conversation, its messages, lead and uploaded files within 24 hours, and no real one', async () => {
    const demo = await startChat(app, DEMO_WIDGET_ID);
    await say(app, demo, SAM);
    // A document the demo visitor uploaded: its row and its file both go.
    const storage = createDocumentStorage(app.env);
    const storageKey = `documents/${DEMO_AGENT_ID}/${demo.conversationId}/${randomUUID()}.pdf`;
    await storage.put(storageKey, new TextEncoder().encode('%PDF-1.4 aip'), 'application/pdf');
    await app.db.insert(documents).values({
      agentId: DEMO_AGENT_ID,
      conversationId: demo.conversationId,
      kind: 'mortgage_certificate',
      fileName: 'aip.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 12,
      sha256: 'a'.repeat(64),
      storageKey,
    });
    const agent = await createAgent(app);
    const real = await startChat(app, agent.widgetId);
    await say(app, real, SAM);
    const [{ createdAt }] = await app.db
      .select({ createdAt: conversations.createdAt })
      .from(conversations)
      .where(eq(conversations.id, demo.conversationId));
    const ids = [demo.conversationId, real.conversationId];
    const remaining = async () =>
      (await app.db.select({ id: conversations.id }).from(conversations).where(inArray(conversations.id, ids))).map(
        (r) => r.id,
      );

    await app.demoSweeper.runOnce(new Date(createdAt.getTime() + DEMO_KEEP_MS - 60_000));
    expect((await remaining()).sort()).toEqual([...ids].sort());
    expect((await preview(app, demo)).statusCode).toBe(200);

    await app.demoSweeper.runOnce(new Date(createdAt.getTime() + 24 * 60 * 60_000));
    expect(await remaining()).toEqual([real.conversationId]);
    const leftovers = await app.db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, demo.conversationId));
    expect(leftovers).toEqual([]);
    expect(await app.db.select().from(leads).where(eq(leads.conversationId, demo.conversationId))).toEqual([]);
    expect(await app.db.select().from(leads).where(eq(leads.conversationId, real.conversationId))).toHaveLength(1);
    expect((await preview(app, demo)).statusCode).toBe(404);
    expect(await app.db.select().from(documents).where(eq(documents.storageKey, storageKey))).toEqual([]);
    await expect(storage.get(storageKey)).rejects.toThrow();
    expect(DEMO_KEEP_MS).toBeLessThan(24 * 60 * 60_000);
  });
});
