import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agents, outboxMessages } from '../../src/db/schema';
import { postWebhook } from '../../src/services/alerts/post-webhook';
import { isNonPublicAddress } from '../../src/services/alerts/webhook-url-policy';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import { isolatedDatabase, startSmtpServer } from '../outbox/support';
import {
  createLead,
  outboxFor,
  record,
  saveNotificationPrefs,
  startTwilioServer,
  startWebhookReceiver,
  type TestAgent,
} from './fixtures';

const MINUTE = 60_000;

function decodeQuotedPrintable(raw: string) {
  const escaped = raw
    .replace(/%/g, '%25')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, '%$1');
  return decodeURIComponent(escaped);
}

/** Drains the outbox as of `minutesLater` from now, so retries come due without waiting. */
const drainAt = (app: App, minutesLater = 0) => app.outbox.drain({ now: new Date(Date.now() + minutesLater * MINUTE) });

describe(`alert delivery through real servers (${testDatabaseKind})`, () => {
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>;
  let twilioStatus = 201;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let respond: (n: number) => number | 'hang' = () => 200;
  let receiverSecret = '';

  beforeAll(async () => {
    database = await isolatedDatabase();
    smtp = await startSmtpServer();
    twilio = await startTwilioServer(() => twilioStatus);
    receiver = await startWebhookReceiver({ secret: () => receiverSecret, respond: (n) => respond(n) });
    app = await build({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'twilio-test-token',
      TWILIO_FROM: '+447700900000',
      TWILIO_BASE_URL: twilio.url,
    });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([smtp?.close(), twilio?.close(), receiver?.close()]);
    await database?.drop();
  });
  beforeEach(() => {
    twilioStatus = 201;
    respond = () => 200;
    receiver.received.length = 0;
    twilio.requests.length = 0;
  });

  async function agentWithWebhook() {
    const agent = await createAgent(app);
    const res = await injectAs(app, agent, {
      method: 'PUT',
      url: '/api/settings/webhook',
      payload: { url: receiver.url },
    });
    expect(res.statusCode).toBe(200);
    receiverSecret = res.json().data.secret;
    return agent;
  }
  const deliveries = async (agent: TestAgent) =>
    (await injectAs(app, agent, { method: 'GET', url: '/api/settings/webhook/deliveries' })).json().data.items;
  const hotLead = async (agent: TestAgent) => {
    const { conversation, lead } = await createLead(app, agent, { temperature: 'hot' });
    await record(app, {
      type: 'lead.created',
      agentId: agent.agentId,
      conversationId: conversation.id,
      leadId: lead.id,
    });
    return { conversation, lead };
  };

  it('emails a hot lead through SMTP and texts it through Twilio', async () => {
    const agent = await createAgent(app);
    await saveNotificationPrefs(app, agent, { temperatures: ['hot'], sms: true, smsTo: '07700 900999' });
    const { conversation } = await hotLead(agent);
    await drainAt(app);

    // The account's sign-up code went to the same address: pick the alert out by its subject.
    const mail = smtp.received.find((m) => m.to.includes(agent.email) && m.subject.startsWith('New hot lead'));
    expect(mail?.subject).toBe('New hot lead: Sarah Jones (score 85)');
    const body = decodeQuotedPrintable(mail?.raw ?? '');
    expect(body).toContain('Budget: Up to £450,000');
    expect(body).toContain(`Open the conversation: http://localhost:3000/dashboard/conversations/${conversation.id}`);

    expect(twilio.requests).toHaveLength(1);
    const [sms] = twilio.requests;
    expect(sms.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(sms.authorization).toBe(`Basic ${Buffer.from('AC0123456789abcdef:twilio-test-token').toString('base64')}`);
    expect(sms.form.get('To')).toBe('+447700900999');
    expect(sms.form.get('From')).toBe('+447700900000');
    expect(sms.form.get('Body')).toMatch(/^Leadwise: HOT lead Sarah Jones, Up to £450k, 07700900123 http/);
    const rows = await outboxFor(app, agent.agentId);
    expect(rows.map((r) => [r.channel, r.status])).toEqual(
      expect.arrayContaining([
        ['email', 'sent'],
        ['sms', 'sent'],
      ]),
    );
  });

  it('retries an SMS Twilio could not take, and gives one up at once when Twilio says it can never be sent', async () => {
    const agent = await createAgent(app);
    await saveNotificationPrefs(app, agent, { temperatures: ['hot'], email: false, sms: true, smsTo: '07700 900999' });
    twilioStatus = 500;
    await hotLead(agent);
    await drainAt(app);
    let [sms] = await outboxFor(app, agent.agentId, 'sms');
    expect(sms).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Twilio 500 (error 20500): Internal error',
    });
    twilioStatus = 201;
    await drainAt(app, 1);
    [sms] = await outboxFor(app, agent.agentId, 'sms');
    expect(sms).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    twilioStatus = 400;
    await hotLead(agent);
    await drainAt(app, 2);
    const dead = (await outboxFor(app, agent.agentId, 'sms')).find((m) => m.status !== 'sent');
    expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
    expect(dead?.lastError).toContain("Twilio 400 (error 21211): The 'To' number is not a valid phone number.");
  });

  it('signs webhooks so standardwebhooks verifies them, and retries a failing receiver with the same webhook-id', async () => {
    const agent = await agentWithWebhook();
    respond = (n) => (n <= 2 ? 500 : 200);
    const { lead } = await hotLead(agent);

    await drainAt(app);
    let [delivery] = await deliveries(agent);
    expect(delivery).toMatchObject({
      eventType: 'lead.created',
      status: 'pending',
      attempts: 1,
      lastError: 'HTTP 500: receiver refused',
    });
    await drainAt(app, 1);
    await drainAt(app, 5);
    [delivery] = await deliveries(agent);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 3, lastError: null });

    expect(receiver.received.map((r) => [r.verified, r.answered])).toEqual([
      [true, 500],
      [true, 500],
      [true, 200],
    ]);
    expect(new Set(receiver.received.map((r) => r.id))).toEqual(new Set([delivery.webhookId]));
    expect(receiver.received[2].payload).toMatchObject({
      type: 'lead.created',
      data: { lead: { id: lead.id, temperature: 'hot' } },
    });
    // Every declared lead field goes out, those a row stored before they existed as not known.
    expect(receiver.received[2].payload.data.lead).toMatchObject({ intent: 'buy', position: null, bedrooms: null, propertyTypes: [], valuation: false });
  });

  it('marks a delivery dead with its last error once a day of retries is over', async () => {
    const agent = await agentWithWebhook();
    respond = () => 503;
    await injectAs(app, agent, { method: 'POST', url: '/api/settings/webhook/test' });
    await drainAt(app);
    await drainAt(app, 12 * 60);
    expect((await deliveries(agent))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    await drainAt(app, 25 * 60);
    expect((await deliveries(agent))[0]).toMatchObject({
      status: 'dead',
      attempts: 3,
      lastError: 'HTTP 503: receiver refused',
    });
  });

  it("delivers 'Send test event' signed with the secret shown in the dashboard, and follows a rotation", async () => {
    const agent = await agentWithWebhook();
    await injectAs(app, agent, { method: 'POST', url: '/api/settings/webhook/test' });
    await drainAt(app);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({ verified: true, payload: { type: 'webhook.test' } });

    const rotated = await injectAs(app, agent, { method: 'POST', url: '/api/settings/webhook/rotate-secret' });
    const oldSecret = receiverSecret;
    await injectAs(app, agent, { method: 'POST', url: '/api/settings/webhook/test' });
    await drainAt(app);
    // A receiver still on the old secret refuses it; on the new one it verifies.
    expect(receiver.received[1]).toMatchObject({ verified: false, answered: 401 });
    receiverSecret = rotated.json().data.secret;
    expect(receiverSecret).not.toBe(oldSecret);
    await drainAt(app, 1);
    expect(receiver.received[2]).toMatchObject({ verified: true, answered: 200, id: receiver.received[1].id });
  });

  it('gives up pending deliveries once the agent removes the webhook', async () => {
    const agent = await agentWithWebhook();
    respond = () => 500;
    await injectAs(app, agent, { method: 'POST', url: '/api/settings/webhook/test' });
    await drainAt(app);
    await injectAs(app, agent, { method: 'PUT', url: '/api/settings/webhook', payload: { url: null } });
    await drainAt(app, 1);
    expect((await deliveries(agent))[0]).toMatchObject({
      status: 'dead',
      attempts: 2,
      lastError: 'PermanentDeliveryError: The CRM webhook was removed before delivery',
    });
  });

  it('sends waiting deliveries to the corrected URL when the agent fixes a typo', async () => {
    const agent = await createAgent(app);
    const wrong = receiver.url.replace('/hooks/', '/hoks/').replace(/:\d+\//, ':1/');
    const saved = await injectAs(app, agent, { method: 'PUT', url: '/api/settings/webhook', payload: { url: wrong } });
    receiverSecret = saved.json().data.secret;
    await injectAs(app, agent, { method: 'POST', url: '/api/settings/webhook/test' });
    await drainAt(app);
    expect((await deliveries(agent))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    await injectAs(app, agent, { method: 'PUT', url: '/api/settings/webhook', payload: { url: receiver.url } });
    await drainAt(app, 1);
    expect((await deliveries(agent))[0]).toMatchObject({ status: 'sent', attempts: 2, url: receiver.url });
  });

  it('refuses at connect time a host that resolves to a private address', async () => {
    await expect(
      postWebhook(`${receiver.url.replace('127.0.0.1', 'localhost')}`, {}, '{}', {
        isBlockedAddress: isNonPublicAddress,
      }),
    ).rejects.toThrow(/localhost resolves to a private address/);
  });

  it('does not deliver to a private address in production even if the stored URL says so', async () => {
    const prod = await build({ NODE_ENV: 'production', DATABASE_URL: database.url });
    try {
      const agent = await createAgent(prod);
      await injectAs(prod, agent, { method: 'GET', url: '/api/settings/webhook' });
      // Written straight to the database: the API would refuse it.
      await prod.db.update(agents).set({ crmWebhookUrl: receiver.url }).where(eq(agents.id, agent.agentId));
      await injectAs(prod, agent, { method: 'POST', url: '/api/settings/webhook/test' });
      await prod.outbox.drain();
      const [row] = await prod.db.select().from(outboxMessages).where(eq(outboxMessages.agentId, agent.agentId));
      expect(row).toMatchObject({
        status: 'dead',
        lastError: 'PermanentDeliveryError: Webhook URLs must use https://',
      });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await prod.close();
    }
  });
});

describe(`SMS without Twilio credentials (${testDatabaseKind})`, () => {
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  let app: App;
  beforeAll(async () => {
    database = await isolatedDatabase();
    app = await build({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('keeps the text in the dev outbox', async () => {
    const agent = await createAgent(app);
    await saveNotificationPrefs(app, agent, { temperatures: ['hot'], email: false, sms: true, smsTo: '07700 900555' });
    const settings = await injectAs(app, agent, { method: 'GET', url: '/api/settings/notifications' });
    expect(settings.json().data.smsConfigured).toBe(false);
    const { conversation, lead } = await createLead(app, agent, { temperature: 'hot' });
    await record(app, {
      type: 'lead.created',
      agentId: agent.agentId,
      conversationId: conversation.id,
      leadId: lead.id,
    });
    await app.outbox.drain();
    const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent('+447700900555')}` });
    const [sms] = res.json().data;
    expect(sms).toMatchObject({ channel: 'sms', status: 'sent', to: '+447700900555' });
    expect(sms.text).toMatch(/^Leadwise: HOT lead Sarah Jones/);
  });
});
