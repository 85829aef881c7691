import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { conversations } from '../../src/db/schema';
import { countAgentTotals, countMatches } from '../../src/services/dashboard/count-matches';
import { createAgent } from '../factories';
import { build, injectAs } from '../helper';
import { qualification, seedConversation, seedDocument, seedHotLead } from './factory';

let app: App;
let agent: Awaited<ReturnType<typeof createAgent>>;
let other: Awaited<ReturnType<typeof createAgent>>;

beforeAll(async () => {
  app = await build();
  agent = await createAgent(app);
  other = await createAgent(app, { name: 'Olly Other', company: 'Other Homes' });
});
afterAll(() => app.close());

const list = (auth: { accessToken: string }, query = '') =>
  injectAs(app, auth, { method: 'GET', url: `/api/conversations${query}` });

describe('GET /api/conversations', () => {
  it('asks for a sign-in without a bearer token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/conversations' });
    expect(res.statusCode).toBe(401);
  });

  it('names the bad field of a filter', async () => {
    const bad = await list(agent, '?status=archived');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('status');
    const backwards = await list(agent, '?from=2026-05-02&to=2026-05-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().field).toBe('to');
    const cursor = await list(agent, '?cursor=not-a-cursor');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().field).toBe('cursor');
  });

  it('pages newest first without repeating or skipping rows that share a millisecond', async () => {
    const owner = await createAgent(app);
    const sameMoment = new Date('2026-03-01T10:00:00.123Z');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const { conversationId } = await seedConversation(app, owner, {
        createdAt: i < 4 ? sameMoment : new Date(sameMoment.getTime() + i * 60_000),
      });
      ids.push(conversationId);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(owner, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page.total).toBe(7);
      seen.push(...page.items.map((c: { id: string }) => c.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort()).toEqual([...ids].sort());
    // The three later ones come first, newest first.
    expect(seen.slice(0, 3)).toEqual([ids[6], ids[5], ids[4]]);
  });

  it('filters by status, temperature, funnel stage, area and whole days in the agent time zone', async () => {
    const owner = await createAgent(app);
    const hot = await seedHotLead(app, owner, { createdAt: new Date('2026-06-10T12:00:00Z') });
    const cold = await seedConversation(app, owner, {
      createdAt: new Date('2026-06-10T23:30:00Z'), // 00:30 BST on 11 June
      qualification: qualification({ areas: ['brixton'], temperature: 'cold', score: 20 }),
    });
    const silent = await seedConversation(app, owner, {
      createdAt: new Date('2026-06-09T09:00:00Z'),
      messages: [{ role: 'assistant', text: 'Hi! Are you looking to buy or rent?' }],
    });
    const ids = async (query: string) => {
      const res = await list(owner, query);
      expect(res.statusCode).toBe(200);
      return res.json().data.items.map((c: { id: string }) => c.id);
    };
    expect(await ids('?status=qualified')).toEqual([hot.conversationId]);
    expect(await ids('?temperature=cold')).toEqual([cold.conversationId, silent.conversationId]);
    expect(await ids('?stage=chatted')).toEqual([cold.conversationId, hot.conversationId]);
    expect(await ids('?stage=qualified')).toEqual([hot.conversationId]);
    expect(await ids('?area=Brixton')).toEqual([cold.conversationId]);
    expect(await ids('?from=2026-06-10&to=2026-06-10')).toEqual([hot.conversationId]);
    expect(await ids('?from=2026-06-11')).toEqual([cold.conversationId]);
  });

  it('finds conversations by name, email, phone and what the visitor wrote, not by the assistant', async () => {
    const owner = await createAgent(app);
    const sarah = await seedHotLead(app, owner);
    const tom = await seedConversation(app, owner, {
      contactName: "Tom O'Brien",
      messages: [
        { role: 'assistant', text: 'Do you have a mortgage in principle?' },
        { role: 'visitor', text: 'Looking at semi-detached houses near SW4 7AB' },
      ],
    });
    const ids = async (q: string) =>
      (await list(owner, `?q=${encodeURIComponent(q)}`)).json().data.items.map((c: { id: string }) => c.id);
    expect(await ids('sar jon')).toEqual([sarah.conversationId]);
    expect(await ids('sarah@exa')).toEqual([sarah.conversationId]);
    expect(await ids('example.com')).toEqual([sarah.conversationId]);
    expect(await ids('07700')).toEqual([sarah.conversationId]);
    expect(await ids("o'brien")).toEqual([tom.conversationId]);
    expect(await ids('semi-detached sw4')).toEqual([tom.conversationId]);
    expect(await ids('principle')).toEqual([]);
    expect(await ids('Clapham')).toEqual([sarah.conversationId]);
    // Punctuation alone searches nothing rather than failing.
    expect((await list(owner, `?q=${encodeURIComponent("'&|!:*")}`)).json().data.total).toBe(2);
  });

  it("never lists another agent's conversations", async () => {
    const mine = await seedHotLead(app, agent, { contactName: 'Only Mine' });
    const res = await list(other, '?q=only');
    expect(res.json().data.items).toEqual([]);
    const all = await list(other);
    expect(all.json().data.items.map((c: { id: string }) => c.id)).not.toContain(mine.conversationId);
  });
});

describe('GET /api/conversations/:id', () => {
  it('returns the transcript in order with extracted data, documents and the lead', async () => {
    const createdAt = new Date('2026-04-01T09:00:00Z');
    const seeded = await seedHotLead(app, agent, {
      createdAt,
      messages: [
        { role: 'assistant', text: 'Hi! Are you looking to buy or rent?' },
        { role: 'visitor', text: 'Buying in Clapham' },
        { role: 'assistant', text: 'What is your budget?' },
        { role: 'visitor', text: 'Up to 450k, AIP in hand' },
      ],
    });
    const doc = await seedDocument(app, { ...agent, conversationId: seeded.conversationId });
    const res = await injectAs(app, agent, { method: 'GET', url: `/api/conversations/${seeded.conversationId}` });
    expect(res.statusCode).toBe(200);
    const { conversation, messages, extracted, documents, lead } = res.json().data;
    expect(messages.map((m: { text: string }) => m.text)).toEqual([
      'Hi! Are you looking to buy or rent?',
      'Buying in Clapham',
      'What is your budget?',
      'Up to 450k, AIP in hand',
    ]);
    expect(conversation).toMatchObject({ status: 'qualified', score: 95, temperature: 'hot', messageCount: 4 });
    expect(extracted).toEqual({
      intent: 'buy',
      budget: { min: null, max: 450000, period: 'total' },
      mortgage: 'approved',
      timeline: 'within_3_months',
      areas: ['Clapham'],
      areaMatch: true,
      contact: { name: 'Sarah Jones', email: 'sarah@example.com', phone: '07700900123' },
      position: null,
      bedrooms: null,
      propertyTypes: [],
      valuation: false,
    });
    expect(documents).toEqual([
      expect.objectContaining({ id: doc.id, kind: 'mortgage_certificate', fileName: 'aip.pdf' }),
    ]);
    expect(lead).toMatchObject({ id: seeded.leadId, status: 'new', notes: '' });
  });

  it('works out the duration from the first to the last message', async () => {
    const seeded = await seedConversation(app, agent, {
      messages: Array.from({ length: 181 }, (_, i) => ({ role: i % 2 ? 'visitor' : 'assistant', text: `m${i}` })),
    });
    const res = await injectAs(app, agent, { method: 'GET', url: `/api/conversations/${seeded.conversationId}` });
    expect(res.json().data.conversation.durationMinutes).toBe(3);
    expect(res.json().data.lead).toBeNull();
  });

  it("answers 404 for another agent's conversation and 400 for a malformed id", async () => {
    const seeded = await seedHotLead(app, agent);
    const res = await injectAs(app, other, { method: 'GET', url: `/api/conversations/${seeded.conversationId}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Conversation not found' });
    const bad = await injectAs(app, agent, { method: 'GET', url: '/api/conversations/nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
    const anonymous = await app.inject({ method: 'GET', url: `/api/conversations/${seeded.conversationId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/conversations.csv', () => {
  it('exports every filtered conversation, one row each, with formulas defused', async () => {
    const owner = await createAgent(app);
    await seedHotLead(app, owner, { contactName: '=HYPERLINK("http://evil")' });
    await seedConversation(app, owner, {
      messages: [{ role: 'visitor', text: 'Line one,\n"quoted"' }],
    });
    const res = await injectAs(app, owner, { method: 'GET', url: '/api/conversations.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leadwise-conversations-/);
    const body = res.body.replace(/^\uFEFF/, '');
    const lines = body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^conversation_id,started_at,status/);
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(body).toContain('"Line one,\n""quoted"""');
    const filtered = await injectAs(app, owner, { method: 'GET', url: '/api/conversations.csv?status=qualified' });
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it("contains none of another agent's conversations", async () => {
    await seedHotLead(app, agent, { contactName: 'Agent One Secret' });
    const res = await injectAs(app, other, { method: 'GET', url: '/api/conversations.csv' });
    expect(res.body).not.toContain('Agent One Secret');
  });
});

describe('countMatches', () => {
  it('counts filtered matches up to the cap and then says there are more', async () => {
    const owner = await createAgent(app);
    for (let i = 0; i < 3; i++) await seedConversation(app, owner, { status: 'closed' });
    await seedConversation(app, owner, { status: 'active' });
    const where = and(eq(conversations.agentId, owner.agentId), eq(conversations.status, 'closed'));
    const unfiltered = async () => (await countAgentTotals(app.db, owner.agentId)).conversations;
    expect(await countMatches(app.db, conversations, where, true, unfiltered, 2)).toEqual({
      total: 2,
      isTotalCapped: true,
    });
    expect(await countMatches(app.db, conversations, where, true, unfiltered, 3)).toEqual({
      total: 3,
      isTotalCapped: false,
    });
    // Without filters the total is the agent's counter, never capped.
    expect(await countMatches(app.db, conversations, undefined, false, unfiltered, 2)).toEqual({
      total: 4,
      isTotalCapped: false,
    });
  });
});
