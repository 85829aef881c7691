import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agents, conversations, leads, outboxMessages } from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import { say, TOKEN_HEADER, type VisitorChat } from '../widget/widget-support';

const PAGE_URL = 'https://www.clapham-homes.co.uk/property/lw-1042';
const LISTING = {
  ref: 'LW-1042',
  address: '12 Elm Road, Clapham, SW4 7AB',
  price: '£450,000',
  url: 'https://clapham-homes.co.uk/property/lw-1042',
};

describe(`the listing a visitor is looking at (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const start = (widgetId: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/widgets/${widgetId}/conversations`, payload });

  async function startChat(widgetId: string, payload: Record<string, unknown>): Promise<VisitorChat> {
    const res = await start(widgetId, payload);
    expect(res.statusCode, res.body).toBe(201);
    return { conversationId: res.json().data.conversationId, token: res.json().data.visitorToken };
  }

  const conversationsOf = (agentId: string) =>
    app.db.select().from(conversations).where(eq(conversations.agentId, agentId));

  describe('POST /api/widgets/:widgetId/conversations with a listing', () => {
    it('stores the listing with the conversation and shows it to the agent', async () => {
      const agent = await createAgent(app);
      const chat = await startChat(agent.widgetId, { pageUrl: PAGE_URL, pageTitle: '2 bed flat for sale', listing: LISTING });
      const detail = await injectAs(app, agent, { method: 'GET', url: `/api/conversations/${chat.conversationId}` });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data.conversation.listing).toEqual(LISTING);
    });

    it('keeps fields to one trimmed line and treats an empty listing as none', async () => {
      const agent = await createAgent(app);
      await startChat(agent.widgetId, { pageUrl: PAGE_URL, listing: { ref: '  LW-7  ', address: '' } });
      await startChat(agent.widgetId, { pageUrl: PAGE_URL, listing: {} });
      const stored = (await conversationsOf(agent.agentId)).map((c) => c.listing);
      expect(stored).toEqual(expect.arrayContaining([{ ref: 'LW-7', address: null, price: null, url: null }, null]));
    });

    it.each([
      ['a listing URL on another site', { pageUrl: PAGE_URL, listing: { url: 'https://evil.example/property/1' } }, 'listing.url'],
      ['a listing URL without the page it is on', { listing: { url: LISTING.url } }, 'listing.url'],
      ['a listing URL that is not a web address', { pageUrl: PAGE_URL, listing: { url: 'javascript:alert(1)' } }, 'listing.url'],
      ['an oversize address', { pageUrl: PAGE_URL, listing: { address: 'x'.repeat(301) } }, 'listing.address'],
      ['an oversize reference', { pageUrl: PAGE_URL, listing: { ref: 'x'.repeat(101) } }, 'listing.ref'],
      ['a price on two lines', { pageUrl: PAGE_URL, listing: { price: '£450,000\nBcc: someone' } }, 'listing.price'],
      ['a price that is a number', { pageUrl: PAGE_URL, listing: { price: 450000 } }, 'listing.price'],
      ['a listing that is not an object', { pageUrl: PAGE_URL, listing: ['LW-1042'] }, 'listing'],
      ['a listing with a field it does not have', { pageUrl: PAGE_URL, listing: { ref: 'A', agentEmail: 'x@y.z' } }, 'listing'],
      ['an oversize page title', { pageUrl: PAGE_URL, pageTitle: 't'.repeat(301) }, 'pageTitle'],
    ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, payload, field) => {
      const agent = await createAgent(app);
      const res = await start(agent.widgetId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field });
      expect(res.json().error).toContain(field);
      expect(await conversationsOf(agent.agentId)).toEqual([]);
    });
  });

  describe('a buyer on a listing page', () => {
    it('is told the agent will check, never that it is available, and the viewing request is noted', async () => {
      const agent = await createAgent(app, { name: 'Tom Field' });
      const chat = await startChat(agent.widgetId, { pageUrl: PAGE_URL, listing: LISTING });
      const reply = await say(app, chat, 'Hi, is it still available? Can I view it?');
      expect(reply).toContain("I can't confirm that myself, so I'll check with Tom Field");
      expect(reply).not.toMatch(/\b(?:yes|it is|it's) (?:still )?available/i);
      const [row] = await conversationsOf(agent.agentId);
      expect(row.state).toMatchObject({ viewingRequested: true, pageIntent: 'buy' });
      // The listing page says what the visitor wants: a buyer, not asked whether they buy, sell, rent or let.
      expect(row.qualification?.intent).toBe('buy');
      expect(reply).not.toMatch(/buy, sell, rent or let/);
    });

    it('carries the listing into the lead, its alert email and SMS, and the webhook lead payload', async () => {
      const agent = await createAgent(app);
      await app.db
        .update(agents)
        .set({
          crmWebhookUrl: 'https://crm.example/hooks/leadwise',
          webhookSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
          notificationSettings: {
            temperatures: ['hot', 'warm', 'cold'],
            email: true,
            emailTo: null,
            sms: true,
            smsTo: '+447700900123',
            dailySummary: false,
          },
        })
        .where(eq(agents.id, agent.agentId));
      const chat = await startChat(agent.widgetId, { pageUrl: PAGE_URL, listing: LISTING });
      await say(app, chat, 'Can I book a viewing? We are first time buyers with a mortgage in principle');
      await say(app, chat, 'Jo Bloggs, jo.bloggs@example.com');

      const [lead] = await app.db.select().from(leads).where(eq(leads.agentId, agent.agentId));
      expect(lead.listing).toEqual(LISTING);
      const listed = await injectAs(app, agent, { method: 'GET', url: '/api/leads' });
      expect(listed.json().data.items[0]).toMatchObject({ listing: LISTING, extracted: { intent: 'buy' } });

      const outbox = await app.db.select().from(outboxMessages).where(eq(outboxMessages.agentId, agent.agentId));
      const email = outbox.find((m) => m.channel === 'email' && m.topic === 'alert.lead');
      expect(email?.payload.text).toContain('Listing: 12 Elm Road, Clapham, SW4 7AB (ref LW-1042), £450,000');
      expect(email?.payload.text).toContain(`Listing page: ${LISTING.url}`);
      const sms = outbox.find((m) => m.channel === 'sms');
      expect(sms?.payload.text).toContain('re LW-1042');
      expect((sms?.payload.text as string).length).toBeLessThanOrEqual(160);
      const webhook = outbox.find((m) => m.channel === 'webhook' && m.topic === 'lead.created');
      const sent = (webhook?.payload as { data: { lead: Record<string, unknown> } }).data.lead;
      expect(sent).toMatchObject({
        listing: LISTING,
        intent: 'buy',
        leadType: 'buyer',
        position: 'first_time_buyer',
        mortgage: 'approved',
        bedrooms: null,
        propertyTypes: [],
        valuation: false,
      });
    });
  });

  describe('the page says what the visitor wants', () => {
    it('treats a visitor on a landlords valuation page as a landlord, scored by the landlord rubric', async () => {
      const agent = await createAgent(app);
      const chat = await startChat(agent.widgetId, {
        pageUrl: 'https://www.clapham-homes.co.uk/landlords/rental-valuation',
        pageTitle: 'Book a free rental valuation',
      });
      const reply = await say(app, chat, 'Hi, 2 bed flat at SW4 7AB, available from next month');
      expect(reply).not.toMatch(/buy, sell, rent or let/);
      const [row] = await conversationsOf(agent.agentId);
      expect(row.qualification).toMatchObject({ intent: 'let', bedrooms: 2 });
      expect(row.score).toBeGreaterThan(0);
    });

    it('treats a visitor who opens with "what\'s my flat worth" as a vendor without asking', async () => {
      const agent = await createAgent(app);
      const chat = await startChat(agent.widgetId, { pageUrl: 'https://www.clapham-homes.co.uk/' });
      const reply = await say(app, chat, "What's my flat worth?");
      expect(reply).toMatch(/Where is the property\?/);
      const [row] = await conversationsOf(agent.agentId);
      expect(row.qualification).toMatchObject({ intent: 'sell', valuation: true });
    });

    it('lets what the visitor says win over the page', async () => {
      const agent = await createAgent(app);
      const chat = await startChat(agent.widgetId, { pageUrl: 'https://www.clapham-homes.co.uk/book-a-valuation' });
      await say(app, chat, "Actually I'm looking to rent a flat in Clapham");
      const [row] = await conversationsOf(agent.agentId);
      expect(row.qualification?.intent).toBe('rent');
    });

    it('answers another agency only with a 404 for the conversation', async () => {
      const agent = await createAgent(app);
      const other = await createAgent(app);
      const chat = await startChat(agent.widgetId, { pageUrl: PAGE_URL, listing: LISTING });
      const res = await injectAs(app, other, { method: 'GET', url: `/api/conversations/${chat.conversationId}` });
      expect(res.statusCode).toBe(404);
      const visitor = await app.inject({
        method: 'GET',
        url: `/api/conversations/${chat.conversationId}/messages`,
        headers: { [TOKEN_HEADER]: 'not-the-token' },
      });
      expect(visitor.statusCode).toBe(404);
    });
  });
});
