import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { outboxMessages } from '../../src/db/schema';
import { enqueueWebhookEvent } from '../../src/services/alerts/webhook-events';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import type { TestAgent } from './fixtures';

describe(`alert settings API (${testDatabaseKind})`, () => {
  let app: App;
  let agent: TestAgent;
  let other: TestAgent;

  beforeAll(async () => {
    app = await build();
    agent = await createAgent(app);
    other = await createAgent(app);
  });
  afterAll(() => app.close());

  const validPrefs = {
    temperatures: ['hot'],
    email: true,
    emailTo: 'alerts@clapham-homes.co.uk',
    sms: true,
    smsTo: '07700 900123',
    dailySummary: false,
    timeZone: 'America/New_York',
  };

  describe('GET/PUT /api/settings/notifications', () => {
    it('starts with hot and warm by email to the account address, SMS off, daily summary on', async () => {
      const res = await injectAs(app, agent, { method: 'GET', url: '/api/settings/notifications' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        temperatures: ['hot', 'warm'],
        email: true,
        emailTo: agent.email,
        accountEmail: agent.email,
        sms: false,
        smsTo: null,
        dailySummary: true,
        timeZone: 'Europe/London',
        smsConfigured: false,
      });
    });

    it('saves the preferences, storing a UK mobile number in international form', async () => {
      const put = await injectAs(app, agent, {
        method: 'PUT',
        url: '/api/settings/notifications',
        payload: validPrefs,
      });
      expect(put.statusCode).toBe(200);
      const get = await injectAs(app, agent, { method: 'GET', url: '/api/settings/notifications' });
      expect(get.json().data).toMatchObject({
        temperatures: ['hot'],
        email: true,
        emailTo: 'alerts@clapham-homes.co.uk',
        sms: true,
        smsTo: '+447700900123',
        dailySummary: false,
        timeZone: 'America/New_York',
      });
    });

    it('falls back to the account email when the alert address is cleared', async () => {
      await injectAs(app, agent, {
        method: 'PUT',
        url: '/api/settings/notifications',
        payload: { ...validPrefs, emailTo: '' },
      });
      const get = await injectAs(app, agent, { method: 'GET', url: '/api/settings/notifications' });
      expect(get.json().data.emailTo).toBe(agent.email);
    });

    it("leaves another agent's preferences untouched", async () => {
      const res = await injectAs(app, other, { method: 'GET', url: '/api/settings/notifications' });
      expect(res.json().data).toMatchObject({ temperatures: ['hot', 'warm'], sms: false, timeZone: 'Europe/London' });
    });

    it.each([
      [{ ...validPrefs, smsTo: null }, 'smsTo', 'Enter a mobile number to receive SMS alerts'],
      [{ ...validPrefs, smsTo: '12' }, 'smsTo', 'Please enter a valid mobile number, e.g. 07700 900123'],
      [{ ...validPrefs, timeZone: 'Mars/Olympus' }, 'timeZone', 'Please choose a valid time zone, e.g. Europe/London'],
      [{ ...validPrefs, temperatures: ['boiling'] }, 'temperatures.0', 'Temperatures are hot, warm or cold'],
      [{ ...validPrefs, emailTo: 'not-an-email' }, 'emailTo', 'Please enter a valid alert email address'],
    ])('refuses invalid preferences with a 400 naming the field (%#)', async (payload, field, error) => {
      const res = await injectAs(app, agent, { method: 'PUT', url: '/api/settings/notifications', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error, field });
    });

    it('answers 401 without a session', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/settings/notifications' })).statusCode).toBe(401);
      const put = await app.inject({ method: 'PUT', url: '/api/settings/notifications', payload: validPrefs });
      expect(put.statusCode).toBe(401);
    });
  });

  describe('CRM webhook settings', () => {
    it('creates one whsec_ signing secret per agent and keeps it', async () => {
      const first = (await injectAs(app, agent, { method: 'GET', url: '/api/settings/webhook' })).json().data;
      const again = (await injectAs(app, agent, { method: 'GET', url: '/api/settings/webhook' })).json().data;
      const theirs = (await injectAs(app, other, { method: 'GET', url: '/api/settings/webhook' })).json().data;
      expect(first.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(again.secret).toBe(first.secret);
      expect(theirs.secret).not.toBe(first.secret);
      expect(first).toMatchObject({
        url: null,
        eventTypes: [
          'lead.created',
          'lead.updated',
          'document.received',
          'conversation.closed',
          'appointment.requested',
          'appointment.confirmed',
          'appointment.cancelled',
        ],
      });
    });

    it('saves an https URL and removes it with null', async () => {
      const saved = await injectAs(app, agent, {
        method: 'PUT',
        url: '/api/settings/webhook',
        payload: { url: 'https://crm.example.com/hooks/leadwise' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.url).toBe('https://crm.example.com/hooks/leadwise');
      const removed = await injectAs(app, agent, {
        method: 'PUT',
        url: '/api/settings/webhook',
        payload: { url: null },
      });
      expect(removed.json().data.url).toBeNull();
    });

    it('allows http only for localhost outside production', async () => {
      const local = await injectAs(app, agent, {
        method: 'PUT',
        url: '/api/settings/webhook',
        payload: { url: 'http://localhost:4000/hook' },
      });
      expect(local.statusCode).toBe(200);
      const remote = await injectAs(app, agent, {
        method: 'PUT',
        url: '/api/settings/webhook',
        payload: { url: 'http://crm.example.com/hook' },
      });
      expect(remote.statusCode).toBe(400);
      expect(remote.json()).toEqual({
        success: false,
        error: 'Webhook URLs must use https:// (http:// is allowed only for localhost in development)',
        field: 'url',
      });
    });

    it.each(['ftp://crm.example.com', 'crm.example.com/hook', 'https://user:pw@crm.example.com/'])(
      'refuses %s with a 400',
      async (url) => {
        const res = await injectAs(app, agent, { method: 'PUT', url: '/api/settings/webhook', payload: { url } });
        expect(res.statusCode).toBe(400);
        expect(res.json().field).toBe('url');
      },
    );

    it('rotates the secret on request', async () => {
      const before = (await injectAs(app, agent, { method: 'GET', url: '/api/settings/webhook' })).json().data.secret;
      const res = await injectAs(app, agent, { method: 'POST', url: '/api/settings/webhook/rotate-secret' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.secret).toMatch(/^whsec_/);
      expect(res.json().data.secret).not.toBe(before);
      const after = (await injectAs(app, agent, { method: 'GET', url: '/api/settings/webhook' })).json().data.secret;
      expect(after).toBe(res.json().data.secret);
    });

    it("refuses 'Send test event' until a URL is saved", async () => {
      await injectAs(app, other, { method: 'PUT', url: '/api/settings/webhook', payload: { url: null } });
      const res = await injectAs(app, other, { method: 'POST', url: '/api/settings/webhook/test' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'Add and save a webhook URL before sending a test event',
        field: 'url',
      });
    });

    it("queues a test event and lists it in the agent's own delivery log only", async () => {
      await injectAs(app, agent, {
        method: 'PUT',
        url: '/api/settings/webhook',
        payload: { url: 'https://crm.example.com/in' },
      });
      const sent = await injectAs(app, agent, { method: 'POST', url: '/api/settings/webhook/test' });
      expect(sent.statusCode).toBe(202);
      expect(sent.json().data).toMatchObject({
        eventType: 'webhook.test',
        url: 'https://crm.example.com/in',
        status: 'pending',
        attempts: 0,
        lastError: null,
      });
      expect(sent.json().data.webhookId).toMatch(/^msg_[0-9a-f]{32}$/);

      const mine = await injectAs(app, agent, { method: 'GET', url: '/api/settings/webhook/deliveries' });
      expect(mine.json().data.items.map((d: { id: string }) => d.id)).toContain(sent.json().data.id);
      const theirs = await injectAs(app, other, { method: 'GET', url: '/api/settings/webhook/deliveries' });
      expect(theirs.json().data).toEqual({ items: [], nextCursor: null, total: 0 });
    });

    it('pages through the delivery log newest first', async () => {
      const third = await createAgent(app);
      const url = 'https://crm.example.com/paged';
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const { id } = await enqueueWebhookEvent(app.db, { agentId: third.agentId, url }, 'lead.updated', { i });
        // PGlite's clock can give two quick inserts the same created_at, and a tie is ordered by id:
        // space them a second apart so "newest first" is the order they were written.
        await app.db
          .update(outboxMessages)
          .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 9, 0, i)) })
          .where(eq(outboxMessages.id, id));
        ids.push(id);
      }
      const first = (
        await injectAs(app, third, { method: 'GET', url: '/api/settings/webhook/deliveries?limit=3' })
      ).json().data;
      expect(first.total).toBe(5);
      expect(first.items.map((d: { id: string }) => d.id)).toEqual(ids.slice(2).reverse());
      const rest = (
        await injectAs(app, third, {
          method: 'GET',
          url: `/api/settings/webhook/deliveries?limit=3&cursor=${first.nextCursor}`,
        })
      ).json().data;
      expect(rest.items.map((d: { id: string }) => d.id)).toEqual(ids.slice(0, 2).reverse());
      expect(rest.nextCursor).toBeNull();
      const bad = await injectAs(app, third, { method: 'GET', url: '/api/settings/webhook/deliveries?cursor=nope' });
      expect(bad.statusCode).toBe(400);
    });

    it('answers 401 without a session on every webhook route', async () => {
      for (const [method, url] of [
        ['GET', '/api/settings/webhook'],
        ['PUT', '/api/settings/webhook'],
        ['POST', '/api/settings/webhook/test'],
        ['POST', '/api/settings/webhook/rotate-secret'],
        ['GET', '/api/settings/webhook/deliveries'],
      ] as const) {
        const res = await app.inject({ method, url, payload: method === 'PUT' ? { url: null } : undefined });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });
  });
});

describe(`webhook URLs in production (${testDatabaseKind})`, () => {
  let app: App;
  let agent: TestAgent;
  beforeAll(async () => {
    app = await build({ NODE_ENV: 'production' });
    agent = await createAgent(app);
  });
  afterAll(() => app.close());

  it.each([
    ['http://localhost:4000/hook', 'Webhook URLs must use https://'],
    ['https://localhost/hook', 'The webhook URL must not point to a private or loopback address'],
    ['https://127.0.0.1/hook', 'The webhook URL must not point to a private or loopback address'],
    ['https://10.1.2.3/hook', 'The webhook URL must not point to a private or loopback address'],
    ['https://192.168.1.10/hook', 'The webhook URL must not point to a private or loopback address'],
    ['https://[::1]/hook', 'The webhook URL must not point to a private or loopback address'],
    ['https://169.254.169.254/latest/meta-data', 'The webhook URL must not point to a private or loopback address'],
  ])('refuses %s', async (url, error) => {
    const res = await injectAs(app, agent, { method: 'PUT', url: '/api/settings/webhook', payload: { url } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error, field: 'url' });
  });

  it('accepts an https URL on a public address', async () => {
    const res = await injectAs(app, agent, {
      method: 'PUT',
      url: '/api/settings/webhook',
      payload: { url: 'https://8.8.8.8/hook' },
    });
    expect(res.statusCode).toBe(200);
  });
});
