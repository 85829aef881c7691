import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { notifications, outboxMessages } from '../../src/db/schema';
import { recordAgentEvent } from '../../src/services/alerts/record-agent-event';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import {
  addDocument,
  createLead,
  outboxFor,
  record,
  saveNotificationPrefs,
  setLeadTemperature,
  type TestAgent,
} from './fixtures';

describe(`lead alerts from conversation events (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const alertsOf = async (agent: TestAgent) =>
    (await outboxFor(app, agent.agentId)).filter((m) => m.topic === 'alert.lead');

  it('emails a new hot lead to the account address with everything needed to call back', async () => {
    const agent = await createAgent(app);
    const { conversation, lead } = await createLead(app, agent, { temperature: 'hot' });
    await addDocument(app, agent, conversation.id);
    await record(app, {
      type: 'lead.created',
      agentId: agent.agentId,
      conversationId: conversation.id,
      leadId: lead.id,
    });

    const [email] = await alertsOf(agent);
    expect(email).toMatchObject({ channel: 'email', recipient: agent.email, status: 'pending' });
    expect(email.payload.subject).toBe('New hot lead: Sarah Jones (score 85)');
    const text = email.payload.text as string;
    for (const line of [
      'Name: Sarah Jones',
      'Email: sarah@example.com',
      'Phone: 07700900123',
      'Lead type: Buyer',
      'Budget: Up to £450,000',
      'Mortgage: Mortgage in principle',
      'Timeline: Within 3 months',
      'Areas: Clapham, SW4',
      'Score: 85/100 (hot)',
      '- Mortgage certificate / AIP: aip.pdf',
      `Open the conversation: http://localhost:3000/dashboard/conversations/${conversation.id}`,
    ]) {
      expect(text).toContain(line);
    }
    const summary = text.split('Summary:\n')[1].split('\n\n')[0].split('\n');
    expect(summary).toEqual([
      'Wants to buy in Clapham or SW4, budget up to £450,000.',
      'Mortgage in principle; within 3 months.',
      '4 messages, 1 document; last said: "Can I view on Saturday?".',
    ]);
  });

  it('texts the lead when SMS is on: one 160-character message with a short link to the conversation', async () => {
    const agent = await createAgent(app);
    await saveNotificationPrefs(app, agent, { sms: true, smsTo: '07700 900999' });
    const { conversation, lead } = await createLead(app, agent, { temperature: 'hot' });
    await record(app, {
      type: 'lead.created',
      agentId: agent.agentId,
      conversationId: conversation.id,
      leadId: lead.id,
    });

    const [sms] = (await alertsOf(agent)).filter((m) => m.channel === 'sms');
    expect(sms.recipient).toBe('+447700900999');
    const text = sms.payload.text as string;
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(
      /^Leadwise: HOT lead Sarah Jones, Up to £450k, 07700900123 http:\/\/localhost:3000\/api\/l\/[\w-]{22}$/,
    );

    const link = new URL(text.split(' ').pop() as string);
    const res = await app.inject({ method: 'GET', url: link.pathname });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/dashboard/conversations/${conversation.id}`);
  });

  it('keeps an SMS within 160 characters however long the name', async () => {
    const agent = await createAgent(app);
    await saveNotificationPrefs(app, agent, { sms: true, smsTo: '+353 85 123 4567' });
    const name = 'Bartholomew Fitzwilliam-Montgomery-Smythe Ødegård of the Very Long Surname Estates Limited';
    const { conversation, lead } = await createLead(app, agent, { temperature: 'hot', name });
    await record(app, {
      type: 'lead.created',
      agentId: agent.agentId,
      conversationId: conversation.id,
      leadId: lead.id,
    });
    const [sms] = (await alertsOf(agent)).filter((m) => m.channel === 'sms');
    const text = sms.payload.text as string;
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toContain('Leadwise: HOT lead Bartholomew');
    expect(text).toContain('07700900123');
    expect(text).toMatch(/\/api\/l\/[\w-]{22}$/);
  });

  it('alerts a lead created cold once, when it turns hot, and never twice for one temperature', async () => {
    const agent = await createAgent(app);
    const { conversation, lead } = await createLead(app, agent, { temperature: 'cold' });
    const event = { agentId: agent.agentId, conversationId: conversation.id, leadId: lead.id };
    await record(app, { ...event, type: 'lead.created' });
    expect(await alertsOf(agent)).toHaveLength(0);

    await setLeadTemperature(app, lead.id, 'hot');
    await record(app, { ...event, type: 'lead.updated' });
    await record(app, { ...event, type: 'lead.updated' });
    const alerts = await alertsOf(agent);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].payload.subject).toBe('New hot lead: Sarah Jones (score 85)');

    // Cooling to warm after a hot alert is not news.
    await setLeadTemperature(app, lead.id, 'warm');
    await record(app, { ...event, type: 'lead.updated' });
    expect(await alertsOf(agent)).toHaveLength(1);

    const bell = await app.db.select().from(notifications).where(eq(notifications.agentId, agent.agentId));
    expect(bell.map((n) => n.title).sort()).toEqual(['New lead: Sarah Jones', 'Now hot lead: Sarah Jones']);
  });

  it('alerts warm then hot as a lead warms up', async () => {
    const agent = await createAgent(app);
    const { conversation, lead } = await createLead(app, agent, { temperature: 'warm' });
    const event = { agentId: agent.agentId, conversationId: conversation.id, leadId: lead.id };
    await record(app, { ...event, type: 'lead.created' });
    await setLeadTemperature(app, lead.id, 'hot');
    await record(app, { ...event, type: 'lead.updated' });
    const subjects = (await alertsOf(agent)).map((m) => m.payload.subject);
    expect(subjects).toEqual(['New warm lead: Sarah Jones (score 55)', 'New hot lead: Sarah Jones (score 85)']);
  });

  it("follows the agent's choices: only chosen temperatures, to the chosen address, nothing when email is off", async () => {
    const agent = await createAgent(app);
    await saveNotificationPrefs(app, agent, { temperatures: ['hot'], emailTo: 'desk@clapham-homes.co.uk' });
    const warm = await createLead(app, agent, { temperature: 'warm' });
    await record(app, {
      type: 'lead.created',
      agentId: agent.agentId,
      conversationId: warm.conversation.id,
      leadId: warm.lead.id,
    });
    expect(await alertsOf(agent)).toHaveLength(0);
    const hot = await createLead(app, agent, { temperature: 'hot' });
    await record(app, {
      type: 'lead.created',
      agentId: agent.agentId,
      conversationId: hot.conversation.id,
      leadId: hot.lead.id,
    });
    expect((await alertsOf(agent)).map((m) => m.recipient)).toEqual(['desk@clapham-homes.co.uk']);

    const quiet = await createAgent(app);
    await saveNotificationPrefs(app, quiet, { email: false });
    const lead = await createLead(app, quiet, { temperature: 'hot' });
    await record(app, {
      type: 'lead.created',
      agentId: quiet.agentId,
      conversationId: lead.conversation.id,
      leadId: lead.lead.id,
    });
    expect(await alertsOf(quiet)).toHaveLength(0);
    const bell = await app.db.select().from(notifications).where(eq(notifications.agentId, quiet.agentId));
    expect(bell.map((n) => n.title)).toEqual(['New hot lead: Sarah Jones']);
  });

  it('writes nothing when the transaction that caused the event rolls back', async () => {
    const agent = await createAgent(app);
    const { conversation, lead } = await createLead(app, agent, { temperature: 'hot' });
    await expect(
      app.db.transaction(async (tx) => {
        await recordAgentEvent(tx, {
          type: 'lead.created',
          agentId: agent.agentId,
          conversationId: conversation.id,
          leadId: lead.id,
        });
        throw new Error('the conversation write failed');
      }),
    ).rejects.toThrow('the conversation write failed');
    expect(await outboxFor(app, agent.agentId)).toHaveLength(0);
    expect(await app.db.select().from(notifications).where(eq(notifications.agentId, agent.agentId))).toHaveLength(0);
  });

  it('alerts once when two events for one lead race', async () => {
    const agent = await createAgent(app);
    const { conversation, lead } = await createLead(app, agent, { temperature: 'hot' });
    const event = { agentId: agent.agentId, conversationId: conversation.id, leadId: lead.id };
    await Promise.all([
      record(app, { ...event, type: 'lead.created' }),
      record(app, { ...event, type: 'lead.updated' }),
    ]);
    expect(await alertsOf(agent)).toHaveLength(1);
  });

  it("ignores an event naming another agent's lead", async () => {
    const agent = await createAgent(app);
    const victim = await createAgent(app);
    const theirs = await createLead(app, victim, { temperature: 'hot' });
    await record(app, {
      type: 'lead.created',
      agentId: agent.agentId,
      conversationId: theirs.conversation.id,
      leadId: theirs.lead.id,
    });
    expect(await outboxFor(app, agent.agentId)).toHaveLength(0);
    expect(await app.db.select().from(notifications).where(eq(notifications.agentId, agent.agentId))).toHaveLength(0);
  });

  describe('CRM webhook events', () => {
    it('queues one Standard Webhooks message per event, with the lead as data', async () => {
      const agent = await createAgent(app);
      await injectAs(app, agent, {
        method: 'PUT',
        url: '/api/settings/webhook',
        payload: { url: 'https://crm.example.com/in' },
      });
      const { conversation, lead } = await createLead(app, agent, { temperature: 'warm' });
      const base = { agentId: agent.agentId, conversationId: conversation.id, leadId: lead.id };
      await record(app, { ...base, type: 'lead.created' });
      await record(app, { ...base, type: 'lead.updated' });
      const doc = await addDocument(app, agent, conversation.id);
      await record(app, { ...base, type: 'document.received', documentId: doc.id });
      await record(app, { ...base, type: 'conversation.closed' });

      const hooks = await outboxFor(app, agent.agentId, 'webhook');
      expect(hooks.map((h) => h.topic)).toEqual([
        'lead.created',
        'lead.updated',
        'document.received',
        'conversation.closed',
      ]);
      expect(new Set(hooks.map((h) => h.idempotencyKey)).size).toBe(4);
      for (const hook of hooks) {
        expect(hook.recipient).toBe('https://crm.example.com/in');
        expect(hook.payload).toMatchObject({ type: hook.topic, timestamp: expect.any(String) });
        expect((hook.payload.data as { conversationId: string }).conversationId).toBe(conversation.id);
      }
      expect(hooks[0].payload.data).toMatchObject({
        lead: {
          id: lead.id,
          name: 'Sarah Jones',
          email: 'sarah@example.com',
          phone: '07700900123',
          score: 55,
          temperature: 'warm',
          status: 'new',
          intent: 'buy',
          budget: { min: null, max: 450000, period: 'total' },
          mortgage: 'approved',
          timeline: 'within_3_months',
          areas: ['Clapham', 'SW4'],
          documents: [],
          conversationUrl: `http://localhost:3000/dashboard/conversations/${conversation.id}`,
        },
      });
      expect(hooks[2].payload.data).toMatchObject({
        document: { id: doc.id, kind: 'mortgage_certificate', fileName: 'aip.pdf' },
        lead: { id: lead.id, documents: [{ id: doc.id }] },
      });
      expect(hooks[3].payload.data).toMatchObject({ conversation: { id: conversation.id, status: 'qualified' } });
    });

    it('sends no webhooks without a URL', async () => {
      const agent = await createAgent(app);
      const { conversation, lead } = await createLead(app, agent, { temperature: 'cold' });
      await record(app, {
        type: 'lead.created',
        agentId: agent.agentId,
        conversationId: conversation.id,
        leadId: lead.id,
      });
      await record(app, { type: 'conversation.closed', agentId: agent.agentId, conversationId: conversation.id });
      const rows = await app.db.select().from(outboxMessages).where(eq(outboxMessages.agentId, agent.agentId));
      expect(rows).toHaveLength(0);
    });
  });
});
