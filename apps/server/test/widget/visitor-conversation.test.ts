import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { conversationMessages, conversations, leads, notifications } from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, testDatabaseKind } from '../helper';
import {
  CLOSED_ALL_WEEK,
  listAsVisitor,
  say,
  sendAsVisitor,
  startChat,
  TOKEN_HEADER,
  updateWidgetSettings,
} from './widget-support';

async function conversationRow(app: App, id: string) {
  const [row] = await app.db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

describe(`visitor conversation API (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('starts with the welcome message and returns a visitor token stored only as a hash', async () => {
    const agent = await createAgent(app, { company: 'Clapham Homes' });
    const res = await app.inject({ method: 'POST', url: `/api/widgets/${agent.widgetId}/conversations`, payload: {} });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'active', mode: 'assistant' });
    expect(data.visitorToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.messages).toEqual([
      expect.objectContaining({
        role: 'assistant',
        text: "Hi! I'm the Clapham Homes assistant. Are you looking at buying, selling, renting or letting?",
      }),
    ]);
    const row = await conversationRow(app, data.conversationId);
    expect(row.visitorTokenHash).not.toContain(data.visitorToken);
    expect(row.agentId).toBe(agent.agentId);
  });

  it('qualifies a buyer through the whole conversation, creates the lead and records consent', async () => {
    const agent = await createAgent(app, { name: 'Sarah Agent', company: 'Clapham Homes' });
    await updateWidgetSettings(app, agent.widgetId, { areas: ['Clapham', 'Brixton', 'SW4'] });
    const chat = await startChat(app, agent.widgetId);

    expect(await say(app, chat, "We're looking to buy")).toMatch(/which area/i);
    expect(await say(app, chat, 'Clapham ideally')).toMatch(/budget/i);
    expect(await say(app, chat, 'up to 450k')).toMatch(/mortgage/i);
    expect(await say(app, chat, 'Yes, we have a mortgage in principle')).toMatch(/first-time buyer/i);
    expect(await say(app, chat, "Yes, it's our first home")).toMatch(/when are you hoping to move/i);
    expect(await say(app, chat, 'within the next 3 months')).toMatch(/how many bedrooms/i);
    expect(await say(app, chat, 'Two bedrooms')).toMatch(/name and an email address or phone number/i);

    const consentQuestion = await say(app, chat, 'Sarah Jones, sarah.jones@example.com');
    expect(consentQuestion).toContain('Is it OK for Sarah Agent at Clapham Homes to contact you');
    const [lead] = await app.db.select().from(leads).where(eq(leads.conversationId, chat.conversationId));
    expect(lead).toMatchObject({
      agentId: agent.agentId,
      name: 'Sarah Jones',
      email: 'sarah.jones@example.com',
      temperature: 'hot',
    });

    expect(await say(app, chat, "Yes, that's fine")).toMatch(/upload/i);
    const wrapUp = await say(app, chat, 'skip');
    expect(wrapUp).toMatch(/Sarah Agent will review your details/);

    const row = await conversationRow(app, chat.conversationId);
    expect(row.qualification).toMatchObject({
      intent: 'buy',
      budget: { max: 450000 },
      mortgage: 'approved',
      timeline: 'within_3_months',
      areas: ['Clapham'],
      areaMatch: true,
      contact: { name: 'Sarah Jones', email: 'sarah.jones@example.com' },
    });
    expect(row).toMatchObject({ status: 'qualified', temperature: 'hot', contactName: 'Sarah Jones' });
    expect(row.score).toBeGreaterThanOrEqual(70);
    expect(row.consent?.wording).toBe(
      'Is it OK for Sarah Agent at Clapham Homes to contact you about your property search by email or phone?',
    );
    expect(Date.parse(row.consent?.givenAt ?? '')).not.toBeNaN();
    expect(row.messageCount).toBe(21);

    const transcript = await app.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, chat.conversationId))
      .orderBy(asc(conversationMessages.createdAt));
    expect(transcript.map((m) => m.role)).toEqual(['assistant', ...Array(10).fill(['visitor', 'assistant']).flat()]);
    // Nothing asked twice: every assistant question is different.
    const questions = transcript.filter((m) => m.role === 'assistant').map((m) => m.text);
    expect(new Set(questions).size).toBe(questions.length);
    const alerts = await app.db.select().from(notifications).where(eq(notifications.agentId, agent.agentId));
    expect(alerts.length).toBeGreaterThan(0);
  });

  it('accepts corrections and keeps the lead up to date', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    await say(app, chat, 'buying in Clapham, budget 400k, my email is jo@example.com');
    const reply = await say(app, chat, 'actually we could stretch to 500k');
    expect(reply).toContain('£500,000');
    expect(reply).toMatch(/updated|changed|instead/i);
    const [lead] = await app.db.select().from(leads).where(eq(leads.conversationId, chat.conversationId));
    expect(lead.qualification?.budget?.max).toBe(500000);
    expect(lead.email).toBe('jo@example.com');
  });

  it('passes off-topic questions to the agent and carries on qualifying', async () => {
    const agent = await createAgent(app, { name: 'Tom Field' });
    const chat = await startChat(app, agent.widgetId);
    await say(app, chat, 'Looking to rent');
    const reply = await say(app, chat, 'Do you know if the local schools are any good?');
    expect(reply).toContain("I'll pass that to Tom Field");
    expect(reply).toMatch(/\?\s*$/);
  });

  it('stores script payloads as plain text, byte for byte', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"';
    const res = await sendAsVisitor(app, chat, payload);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().data.message.text).toBe(payload);
    const listed = (await listAsVisitor(app, chat)).json().data.messages;
    expect(listed.find((m: { role: string }) => m.role === 'visitor').text).toBe(payload);
  });

  it('resumes: the full transcript, or only what came after a message', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    await say(app, chat, 'buying');
    const all = (await listAsVisitor(app, chat)).json().data;
    expect(all).toMatchObject({ conversationId: chat.conversationId, status: 'active', mode: 'assistant' });
    expect(all.messages.map((m: { role: string }) => m.role)).toEqual(['assistant', 'visitor', 'assistant']);
    const after = (await listAsVisitor(app, chat, all.messages[1].id)).json().data.messages;
    expect(after).toEqual([all.messages[2]]);
  });

  it('stores every message sent at once from two tabs, each once, the last one answered, with the count and preview to match', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    // Each message reads the same whichever question it happens to answer: which tab's message
    // lands first is up to the race.
    const texts = ['we are buying in Clapham', 'a 2 bed flat', 'up to 500k', 'we have a mortgage in principle', 'within 3 months'];
    const answers = await Promise.all(texts.map((text) => sendAsVisitor(app, chat, text)));
    expect(answers.map((res) => res.statusCode)).toEqual(texts.map(() => 200));

    const rows = await app.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, chat.conversationId))
      .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
    const visitorTexts = rows.filter((row) => row.role === 'visitor').map((row) => row.text);
    expect([...visitorTexts].sort()).toEqual([...texts].sort());
    // Messages that crossed may share one answer, but nothing is answered twice and the last is answered.
    const roles = rows.map((row) => row.role).join(' ');
    expect(roles).not.toContain('assistant assistant');
    expect(rows.at(-1)!.role).toBe('assistant');
    const conversation = await conversationRow(app, chat.conversationId);
    expect(conversation.messageCount).toBe(rows.length);
    expect(conversation.lastMessage).toBe(rows.at(-1)!.text);
    expect(conversation.qualification).toMatchObject({ intent: 'buy', areas: ['Clapham'], mortgage: 'approved' });
  });

  it("opens only the token's own conversation", async () => {
    const agent = await createAgent(app);
    const mine = await startChat(app, agent.widgetId);
    const theirs = await startChat(app, agent.widgetId);
    const crossed = await sendAsVisitor(app, theirs, 'hello', mine.token);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual({ success: false, error: 'Conversation not found' });
    const read = await app.inject({
      method: 'GET',
      url: `/api/conversations/${theirs.conversationId}/messages`,
      headers: { [TOKEN_HEADER]: mine.token },
    });
    expect(read.statusCode).toBe(404);
    const noToken = await app.inject({
      method: 'POST',
      url: `/api/conversations/${mine.conversationId}/messages`,
      payload: { text: 'hi' },
    });
    expect(noToken.statusCode).toBe(401);
    const unknown = await sendAsVisitor(app, { conversationId: randomUUID(), token: mine.token }, 'hi');
    expect(unknown.statusCode).toBe(404);
  });

  it('validates the message: required, at most 2000 characters, a valid conversation id', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    const empty = await sendAsVisitor(app, chat, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, error: 'Please type a message', field: 'text' });
    const long = await sendAsVisitor(app, chat, 'a'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Messages can be at most 2000 characters');
    const badId = await sendAsVisitor(app, { conversationId: 'nope', token: chat.token }, 'hi');
    expect(badId.statusCode).toBe(400);
  });

  it('refuses politely when the widget is inactive', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    await updateWidgetSettings(app, agent.widgetId, { isActive: false });
    const start = await app.inject({
      method: 'POST',
      url: `/api/widgets/${agent.widgetId}/conversations`,
      payload: {},
    });
    expect(start.statusCode).toBe(403);
    expect(start.json().error).toMatch(/not available at the moment/);
    expect((await sendAsVisitor(app, chat, 'hello?')).statusCode).toBe(403);
  });

  it('keeps qualifying outside office hours and promises a reply when the office opens', async () => {
    const agent = await createAgent(app);
    await updateWidgetSettings(app, agent.widgetId, { officeHours: CLOSED_ALL_WEEK });
    const chat = await startChat(app, agent.widgetId);
    await say(app, chat, 'buying a flat in Clapham, up to 300k, cash buyer, moving asap');
    await say(app, chat, 'nothing to sell');
    await say(app, chat, 'one bedroom');
    await say(app, chat, 'Ann Lee 07700 900123');
    await say(app, chat, 'yes');
    const wrapUp = await say(app, chat, 'no thanks');
    expect(wrapUp).toMatch(/as soon as the office opens/);
    expect((await conversationRow(app, chat.conversationId)).contactPhone).toBe('07700900123');
  });
});
