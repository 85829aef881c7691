import { randomUUID } from 'node:crypto';
import type { Listing } from '@leadwise/contracts';
import type { LeadIntent } from '@leadwise/conversation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { appointments, conversations, leads, outboxMessages } from '../../src/db/schema';
import { record, saveNotificationPrefs } from '../alerts/fixtures';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';

type TestAgent = Awaited<ReturnType<typeof createAgent>>;
type Temperature = 'hot' | 'warm' | 'cold';

const OWNER_FIELDS = { budget: null, mortgage: null, position: null };

/** A lead as the engine leaves it: its conversation, its intent column and qualification. */
async function seedLead(
  app: App,
  agent: TestAgent,
  opts: {
    name: string;
    intent: LeadIntent | null;
    score: number;
    temperature?: Temperature;
    createdAt?: Date;
    fields?: Record<string, unknown>;
    listing?: Listing | null;
  },
) {
  const temperature = opts.temperature ?? (opts.score >= 70 ? 'hot' : opts.score >= 40 ? 'warm' : 'cold');
  const createdAt = opts.createdAt ?? new Date();
  const [conversation] = await app.db
    .insert(conversations)
    .values({
      widgetId: agent.widgetId,
      agentId: agent.agentId,
      visitorTokenHash: randomUUID(),
      score: opts.score,
      temperature,
      listing: opts.listing ?? null,
      createdAt,
    })
    .returning();
  const qualification = {
    intent: opts.intent,
    budget: { min: null, max: 450_000, period: 'total' as const },
    mortgage: 'approved' as const,
    timeline: 'within_3_months' as const,
    areas: ['Clapham'],
    areaMatch: true,
    contact: { name: opts.name, email: `${opts.name.split(' ')[0].toLowerCase()}@example.com`, phone: null },
    position: null,
    bedrooms: null,
    propertyTypes: [],
    valuation: false,
    score: opts.score,
    temperature,
    ...opts.fields,
  };
  const [lead] = await app.db
    .insert(leads)
    .values({
      agentId: agent.agentId,
      conversationId: conversation.id,
      widgetId: agent.widgetId,
      name: opts.name,
      email: qualification.contact.email,
      score: opts.score,
      temperature,
      intent: opts.intent,
      qualification,
      listing: opts.listing ?? null,
      createdAt,
    })
    .returning();
  return { conversation, lead };
}

function readCsv(body: string) {
  const [header, ...rows] = body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  const columns = header.split(',');
  return { columns, rows: rows.map((row) => (column: string) => row.split(',')[columns.indexOf(column)]) };
}

describe(`lead types through the product (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const get = (agent: TestAgent, url: string) => injectAs(app, agent, { method: 'GET', url });

  it('filters the leads list and its CSV by type, and another agency sees none of them', async () => {
    const agent = await createAgent(app);
    await seedLead(app, agent, { name: 'Bea Buyer', intent: 'buy', score: 80 });
    await seedLead(app, agent, { name: 'Lou Landlord', intent: 'let', score: 55, fields: OWNER_FIELDS });
    await seedLead(app, agent, { name: 'Val Vendor', intent: 'sell', score: 30, fields: OWNER_FIELDS });
    const names = async (url: string) => (await get(agent, url)).json().data.items.map((l: { name: string }) => l.name);
    expect(await names('/api/leads?type=landlord')).toEqual(['Lou Landlord']);
    expect(await names('/api/leads?type=buyer')).toEqual(['Bea Buyer']);
    expect(await names('/api/leads?type=tenant')).toEqual([]);
    const csv = readCsv((await get(agent, '/api/leads.csv?type=vendor')).body);
    expect(csv.rows.map((cell) => cell('name'))).toEqual(['Val Vendor']);
    const other = await createAgent(app);
    expect((await get(other, '/api/leads?type=landlord')).json().data.items).toEqual([]);
    const bad = await get(agent, '/api/leads?type=investor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('type must be one of buyer, tenant, vendor, landlord');
  });

  it('exports a column for each lead field and the listing, in the order chosen for the list', async () => {
    const agent = await createAgent(app);
    const base = Date.now() - 60_000;
    await seedLead(app, agent, { name: 'Low Score', intent: 'buy', score: 20, createdAt: new Date(base + 3000) });
    await seedLead(app, agent, {
      name: 'Top Score',
      intent: 'buy',
      score: 92,
      createdAt: new Date(base + 1000),
      fields: { position: 'on_market', bedrooms: 3, propertyTypes: ['house', 'flat'] },
      listing: { ref: 'LW-7', address: '7 Abbeville Road', price: '£650000', url: 'https://agency.example/p/7' },
    });
    await seedLead(app, agent, { name: 'Mid Score', intent: 'let', score: 50, createdAt: new Date(base + 2000), fields: { ...OWNER_FIELDS, valuation: true } });

    const newest = readCsv((await get(agent, '/api/leads.csv')).body);
    expect(newest.rows.map((cell) => cell('name'))).toEqual(['Low Score', 'Mid Score', 'Top Score']);
    const byScore = readCsv((await get(agent, '/api/leads.csv?sort=score')).body);
    expect(byScore.rows.map((cell) => cell('name'))).toEqual(['Top Score', 'Mid Score', 'Low Score']);
    const byName = readCsv((await get(agent, '/api/leads.csv?sort=name')).body);
    expect(byName.rows.map((cell) => cell('name'))).toEqual(['Low Score', 'Mid Score', 'Top Score']);

    const top = byScore.rows[0];
    expect(byScore.columns).toEqual(expect.arrayContaining(['position', 'bedrooms', 'property_types', 'valuation']));
    expect(['lead_type', 'position', 'bedrooms', 'property_types', 'valuation'].map(top)).toEqual([
      'buyer',
      'on_market',
      '3',
      'house; flat',
      'false',
    ]);
    expect(['listing_ref', 'listing_address', 'listing_price', 'listing_url'].map(top)).toEqual([
      'LW-7',
      '7 Abbeville Road',
      '£650000',
      'https://agency.example/p/7',
    ]);
    expect(['lead_type', 'valuation', 'listing_ref'].map(byScore.rows[1])).toEqual(['landlord', 'true', '']);
  });

  it('counts leads by type and appointments by kind on the overview and the analytics', async () => {
    const agent = await createAgent(app);
    const now = new Date();
    await seedLead(app, agent, { name: 'Bea Buyer', intent: 'buy', score: 80 });
    await seedLead(app, agent, { name: 'Bo Buyer', intent: 'buy', score: 60 });
    await seedLead(app, agent, { name: 'Lou Landlord', intent: 'let', score: 55, fields: OWNER_FIELDS });
    await seedLead(app, agent, { name: 'Nobody Yet', intent: null, score: 10 });
    const { lead: tenant } = await seedLead(app, agent, { name: 'Tia Tenant', intent: 'rent', score: 40 });
    // A lead whose intent changes moves from one type to the other.
    await app.db.update(leads).set({ intent: 'sell', temperature: 'warm' }).where(eq(leads.id, tenant.id));
    const hour = 3_600_000;
    const appointment = (kind: 'valuation' | 'viewing', startsAt: Date, status: 'requested' | 'confirmed' | 'cancelled') => ({
      agentId: agent.agentId,
      kind,
      status,
      startsAt,
      endsAt: new Date(startsAt.getTime() + hour),
      contact: { name: 'A Visitor', email: null, phone: null },
    });
    await app.db.insert(appointments).values([
      appointment('valuation', new Date(now.getTime() + 24 * hour), 'requested'),
      appointment('valuation', new Date(now.getTime() + 48 * hour), 'confirmed'),
      appointment('viewing', new Date(now.getTime() + 26 * hour), 'confirmed'),
      appointment('viewing', new Date(now.getTime() + 30 * hour), 'cancelled'),
      appointment('viewing', new Date(now.getTime() - 24 * hour), 'confirmed'),
    ]);
    const other = await createAgent(app);
    await seedLead(app, other, { name: 'Elsewhere', intent: 'buy', score: 90 });

    const overview = (await get(agent, '/api/dashboard')).json().data.analytics;
    expect(overview.leadTypes).toEqual({ buyer: 2, tenant: 0, vendor: 1, landlord: 1 });
    expect(overview.upcomingAppointments).toEqual({ total: 3, byKind: { valuation: 2, viewing: 1 } });

    const analytics = (await get(agent, '/api/analytics')).json().data;
    expect(analytics.leadTypes).toEqual({ buyer: 2, tenant: 0, vendor: 1, landlord: 1 });
    // The range ends today: the appointment yesterday is in it, those from tomorrow are not.
    expect(analytics.appointments).toEqual({ total: 1, byKind: { valuation: 0, viewing: 1 } });
  });

  describe('valuation requests', () => {
    const alertEmails = async (agent: TestAgent) =>
      (await app.db.select().from(outboxMessages).where(eq(outboxMessages.agentId, agent.agentId))).filter(
        (m) => m.topic === 'alert.lead',
      );

    async function agentAlertedForHotOnly() {
      const agent = await createAgent(app);
      expect((await saveNotificationPrefs(app, agent, { temperatures: ['hot'], sms: true, smsTo: '07700900456' })).statusCode).toBe(200);
      return agent;
    }

    it('alert like a hot lead (email and SMS), whatever the score', async () => {
      const agent = await agentAlertedForHotOnly();
      const { conversation, lead } = await seedLead(app, agent, {
        name: 'Lou Landlord',
        intent: 'let',
        score: 30,
        fields: { ...OWNER_FIELDS, valuation: true, bedrooms: 2, propertyTypes: ['flat'] },
      });
      await record(app, { type: 'lead.created', agentId: agent.agentId, conversationId: conversation.id, leadId: lead.id });
      const sent = await alertEmails(agent);
      const email = sent.find((m) => m.channel === 'email');
      expect(email?.payload.subject).toBe('New valuation request: Lou Landlord (score 30)');
      expect(email?.payload.text).toContain('Valuation: Wants a valuation');
      expect(email?.payload.text).toContain('Lead type: Landlord');
      const sms = sent.find((m) => m.channel === 'sms');
      expect(sms?.payload.text).toMatch(/^Leadwise: VALUATION request Lou Landlord/);
      // Once: the same lead does not alert again when it warms up.
      await app.db.update(leads).set({ score: 50, temperature: 'warm' }).where(eq(leads.id, lead.id));
      await record(app, { type: 'lead.updated', agentId: agent.agentId, conversationId: conversation.id, leadId: lead.id });
      expect(await alertEmails(agent)).toHaveLength(2);
    });

    it('leave a lead without one to its temperature', async () => {
      const agent = await agentAlertedForHotOnly();
      const { conversation, lead } = await seedLead(app, agent, { name: 'Bo Buyer', intent: 'buy', score: 55 });
      await record(app, { type: 'lead.created', agentId: agent.agentId, conversationId: conversation.id, leadId: lead.id });
      expect(await alertEmails(agent)).toEqual([]);
    });
  });
});
