import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createAgent } from '../factories';
import { build, injectAs } from '../helper';
import { say, startChat } from '../widget/widget-support';
import { seedConversation, seedHotLead } from './factory';

let app: App;
let agent: Awaited<ReturnType<typeof createAgent>>;
let other: Awaited<ReturnType<typeof createAgent>>;

beforeAll(async () => {
  app = await build();
  agent = await createAgent(app);
  other = await createAgent(app, { name: 'Olly Other' });
});
afterAll(() => app.close());

const ids = (res: { json(): { data: { items: Array<{ id: string }> } } }) => res.json().data.items.map((l) => l.id);

describe('GET /api/leads', () => {
  it('finds a lead by what the visitor says after the lead exists, and by contact details added later', async () => {
    const owner = await createAgent(app);
    const chat = await startChat(app, owner.widgetId);
    await say(app, chat, 'buying in Clapham, budget 400k, my email is jo.search@example.com');
    const search = async (q: string) =>
      ids(await injectAs(app, owner, { method: 'GET', url: `/api/leads?q=${encodeURIComponent(q)}` }));
    const [lead] = await search('jo.search@example.com');
    expect(lead).toBeDefined();
    expect(await search('conservatory')).toEqual([]);

    await say(app, chat, 'We would love a conservatory, and my number is 07700 900456');
    expect(await search('conservatory')).toEqual([lead]);
    expect(await search('07700900456')).toEqual([lead]);
    // Another agent's search never reaches it.
    expect(ids(await injectAs(app, other, { method: 'GET', url: '/api/leads?q=conservatory' }))).toEqual([]);
  });

  it('filters leads by type (buyer, tenant, vendor, landlord) from what the visitor said', async () => {
    const owner = await createAgent(app);
    const vendorChat = await startChat(app, owner.widgetId);
    await say(app, vendorChat, "I'd like a valuation for my 2 bed flat in Clapham, I'm ann.vendor@example.com");
    const buyerChat = await startChat(app, owner.widgetId);
    await say(app, buyerChat, 'buying in Clapham, budget 400k, my email is bo.buyer@example.com');
    const get = (url: string, as = owner) => injectAs(app, as, { method: 'GET', url });

    const vendors = await get('/api/leads?type=vendor');
    expect(vendors.json().data.items).toEqual([
      expect.objectContaining({
        email: 'ann.vendor@example.com',
        extracted: expect.objectContaining({ intent: 'sell', bedrooms: 2, propertyTypes: ['flat'], valuation: true }),
      }),
    ]);
    expect((await get('/api/leads?type=buyer')).json().data.items.map((l: { email: string }) => l.email)).toEqual([
      'bo.buyer@example.com',
    ]);
    expect(ids(await get('/api/leads?type=landlord'))).toEqual([]);
    expect(ids(await get('/api/leads?type=vendor', other))).toEqual([]);
    const bad = await get('/api/leads?type=seller');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('type');

    const csv = (await get('/api/leads.csv?type=vendor')).body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const header = csv[0].split(',');
    const cells = csv[1].split(',');
    const cell = (column: string) => cells[header.indexOf(column)];
    expect([cell('lead_type'), cell('bedrooms'), cell('property_types'), cell('valuation')]).toEqual([
      'vendor',
      '2',
      'flat',
      'true',
    ]);
  });

  it('asks for a sign-in without a bearer token and names a bad filter', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/leads' })).statusCode).toBe(401);
    const bad = await injectAs(app, agent, { method: 'GET', url: '/api/leads?temperature=boiling' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('temperature');
    const limit = await injectAs(app, agent, { method: 'GET', url: '/api/leads?limit=500' });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().field).toBe('limit');
  });

  it('lists leads newest first with their extracted data, filtered and searched', async () => {
    const owner = await createAgent(app);
    const older = await seedHotLead(app, owner, { createdAt: new Date('2026-02-01T10:00:00Z') });
    const warm = await seedConversation(app, owner, {
      createdAt: new Date('2026-02-03T10:00:00Z'),
      contactName: 'Priya Patel',
      contactEmail: 'priya@example.org',
      temperature: 'warm',
      score: 55,
      messages: [{ role: 'visitor', text: 'Renting a studio in Brixton' }],
      lead: { status: 'contacted' },
    });
    await seedConversation(app, owner, { lead: false, contactName: 'No Lead' });

    const all = await injectAs(app, owner, { method: 'GET', url: '/api/leads' });
    expect(all.json().data.total).toBe(2);
    expect(ids(all)).toEqual([warm.leadId, older.leadId]);
    expect(all.json().data.items[1]).toMatchObject({
      name: 'Sarah Jones',
      score: 95,
      temperature: 'hot',
      status: 'new',
      extracted: { mortgage: 'approved', areas: ['Clapham'] },
    });

    const get = (query: string) => injectAs(app, owner, { method: 'GET', url: `/api/leads${query}` });
    expect(ids(await get('?temperature=hot'))).toEqual([older.leadId]);
    expect(ids(await get('?status=contacted'))).toEqual([warm.leadId]);
    expect(ids(await get('?q=priya'))).toEqual([warm.leadId]);
    expect(ids(await get('?q=studio'))).toEqual([warm.leadId]);
    expect(ids(await get('?q=example.org'))).toEqual([warm.leadId]);
    expect(ids(await get('?from=2026-02-02'))).toEqual([warm.leadId]);
    const firstPage = await get('?limit=1');
    expect(ids(firstPage)).toEqual([warm.leadId]);
    const secondPage = await get(`?limit=1&cursor=${firstPage.json().data.nextCursor}`);
    expect(ids(secondPage)).toEqual([older.leadId]);
    expect(secondPage.json().data.nextCursor).toBeNull();
  });

  it("never lists another agent's leads", async () => {
    const mine = await seedHotLead(app, agent);
    const res = await injectAs(app, other, { method: 'GET', url: '/api/leads?q=sarah' });
    expect(ids(res)).not.toContain(mine.leadId);
    expect(res.json().data.total).toBe(0);
  });
});

describe('GET /api/leads?sort=', () => {
  /** Four leads whose orders differ by each sort: every page of one lead must follow the order. */
  async function seedCallList() {
    const owner = await createAgent(app);
    const lead = async (name: string | null, score: number, temperature: 'hot' | 'warm' | 'cold', day: string) =>
      (
        await seedConversation(app, owner, {
          createdAt: new Date(`2026-03-${day}T09:00:00Z`),
          contactName: name,
          score,
          temperature,
          lead: {},
        })
      ).leadId;
    const zoe = await lead('Zoe Adams', 62, 'warm', '01');
    const ann = await lead('ann Brown', 91, 'hot', '02');
    const unnamed = await lead(null, 20, 'cold', '03');
    const mike = await lead('Mike Cole', 75, 'hot', '04');
    return { owner, zoe, ann, unnamed, mike };
  }

  async function walkPages(owner: Awaited<ReturnType<typeof createAgent>>, sort: string) {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await injectAs(app, owner, {
        method: 'GET',
        url: `/api/leads?sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(res.statusCode).toBe(200);
      seen.push(...ids(res));
      cursor = res.json().data.nextCursor;
    } while (cursor);
    return seen;
  }

  it('orders the call list by score, temperature, date and name, page by page', async () => {
    const { owner, zoe, ann, unnamed, mike } = await seedCallList();
    expect(await walkPages(owner, 'score')).toEqual([ann, mike, zoe, unnamed]);
    expect(await walkPages(owner, 'temperature')).toEqual([ann, mike, zoe, unnamed]);
    expect(await walkPages(owner, 'newest')).toEqual([mike, unnamed, ann, zoe]);
    // Case does not matter; leads without a name come last.
    expect(await walkPages(owner, 'name')).toEqual([ann, mike, zoe, unnamed]);
  });

  it('puts a hot lead above a warm one with a higher score when sorted by temperature', async () => {
    const owner = await createAgent(app);
    const warmHigh = await seedConversation(app, owner, { contactName: 'W', score: 80, temperature: 'warm', lead: {} });
    const hotLow = await seedConversation(app, owner, { contactName: 'H', score: 71, temperature: 'hot', lead: {} });
    const res = await injectAs(app, owner, { method: 'GET', url: '/api/leads?sort=temperature' });
    expect(ids(res)).toEqual([hotLow.leadId, warmHigh.leadId]);
    expect(ids(await injectAs(app, owner, { method: 'GET', url: '/api/leads?sort=score' }))).toEqual([
      warmHigh.leadId,
      hotLow.leadId,
    ]);
  });

  it('keeps filters and totals when sorted', async () => {
    const { owner, ann, mike } = await seedCallList();
    const res = await injectAs(app, owner, { method: 'GET', url: '/api/leads?sort=name&temperature=hot' });
    expect(ids(res)).toEqual([ann, mike]);
    expect(res.json().data.total).toBe(2);
  });

  it('names a bad sort or a cursor from another order as a 400, not a server error', async () => {
    const { owner } = await seedCallList();
    const bad = await injectAs(app, owner, { method: 'GET', url: '/api/leads?sort=loudest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('sort');
    const first = await injectAs(app, owner, { method: 'GET', url: '/api/leads?sort=name&limit=1' });
    const nameCursor = first.json().data.nextCursor;
    const mixed = await injectAs(app, owner, { method: 'GET', url: `/api/leads?sort=score&cursor=${nameCursor}` });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().field).toBe('cursor');
    const forged = Buffer.from(JSON.stringify(['score', 'ninety', '2026-03-01T09:00:00.000000Z', 'x'])).toString(
      'base64url',
    );
    const forgedRes = await injectAs(app, owner, { method: 'GET', url: `/api/leads?sort=score&cursor=${forged}` });
    expect(forgedRes.statusCode).toBe(400);
  });
});

describe('PATCH /api/leads/:id', () => {
  it('sets the pipeline status and notes', async () => {
    const { leadId } = await seedHotLead(app, agent);
    const res = await injectAs(app, agent, {
      method: 'PATCH',
      url: `/api/leads/${leadId}`,
      payload: { status: 'viewing_booked', notes: 'Viewing Sat 10am, bring AIP' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'viewing_booked', notes: 'Viewing Sat 10am, bring AIP' });
    const notesOnly = await injectAs(app, agent, {
      method: 'PATCH',
      url: `/api/leads/${leadId}`,
      payload: { notes: '' },
    });
    expect(notesOnly.json().data).toMatchObject({ status: 'viewing_booked', notes: '' });
    const listed = await injectAs(app, agent, { method: 'GET', url: '/api/leads?status=viewing_booked' });
    expect(ids(listed)).toContain(leadId);
  });

  it('rejects an unknown status or an empty change, naming the field', async () => {
    const { leadId } = await seedHotLead(app, agent);
    const bad = await injectAs(app, agent, {
      method: 'PATCH',
      url: `/api/leads/${leadId}`,
      payload: { status: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('status');
    const empty = await injectAs(app, agent, { method: 'PATCH', url: `/api/leads/${leadId}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    const long = await injectAs(app, agent, {
      method: 'PATCH',
      url: `/api/leads/${leadId}`,
      payload: { notes: 'x'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('notes');
  });

  it("answers 404 for another agent's lead and leaves it unchanged; 401 without a token", async () => {
    const { leadId } = await seedHotLead(app, agent);
    const res = await injectAs(app, other, {
      method: 'PATCH',
      url: `/api/leads/${leadId}`,
      payload: { status: 'lost' },
    });
    expect(res.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'PATCH', url: `/api/leads/${leadId}`, payload: { status: 'lost' } });
    expect(anonymous.statusCode).toBe(401);
    const mine = await injectAs(app, agent, { method: 'GET', url: '/api/leads?status=lost' });
    expect(ids(mine)).not.toContain(leadId);
  });
});

describe('GET /api/leads.csv', () => {
  it('exports the leads for a CRM import with a link to each conversation', async () => {
    const owner = await createAgent(app);
    const { leadId, conversationId } = await seedHotLead(app, owner, { lead: { notes: 'Call back, after 6pm' } });
    const res = await injectAs(app, owner, { method: 'GET', url: '/api/leads.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leadwise-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row, ...rest] = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rest).toEqual([]);
    expect(header.split(',')).toEqual([
      'lead_id',
      'created_at',
      'name',
      'email',
      'phone',
      'score',
      'temperature',
      'status',
      'notes',
      'intent',
      'lead_type',
      'budget_min',
      'budget_max',
      'budget_period',
      'mortgage',
      'timeline',
      'areas',
      'area_match',
      'position',
      'bedrooms',
      'property_types',
      'valuation',
      'listing_ref',
      'listing_address',
      'listing_price',
      'listing_url',
      'conversation_url',
    ]);
    expect(row).toContain(leadId);
    expect(row).toContain(
      'Sarah Jones,sarah@example.com,07700900123,95,hot,new,"Call back, after 6pm",buy,buyer,,450000,total',
    );
    expect(row).toContain(`http://localhost:3000/dashboard/conversations/${conversationId}`);
    expect((await app.inject({ method: 'GET', url: '/api/leads.csv' })).statusCode).toBe(401);
  });
});
