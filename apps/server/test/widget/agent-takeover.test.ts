import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { conversations } from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import { listAsVisitor, say, sendAsVisitor, startChat, TOKEN_HEADER, type VisitorChat } from './widget-support';

type Agent = Awaited<ReturnType<typeof createAgent>>;

const takeover = (app: App, agent: Agent, id: string) =>
  injectAs(app, agent, { method: 'POST', url: `/api/conversations/${id}/takeover` });
const handback = (app: App, agent: Agent, id: string) =>
  injectAs(app, agent, { method: 'POST', url: `/api/conversations/${id}/handback` });
const agentSays = (app: App, agent: Agent, id: string, text: string) =>
  injectAs(app, agent, { method: 'POST', url: `/api/conversations/${id}/messages`, payload: { text } });

describe(`human takeover (${testDatabaseKind})`, () => {
  let app: App;
  let agent: Agent;
  let other: Agent;
  beforeAll(async () => {
    app = await build();
    agent = await createAgent(app, { name: 'Sarah Agent' });
    other = await createAgent(app);
  });
  afterAll(() => app.close());

  it('stops the assistant, announces the agent and relays their messages; handback resumes the questions', async () => {
    const chat = await startChat(app, agent.widgetId);
    await say(app, chat, 'buying in Clapham');

    const taken = await takeover(app, agent, chat.conversationId);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data).toEqual({ conversationId: chat.conversationId, mode: 'human', status: 'active' });

    const quiet = await sendAsVisitor(app, chat, 'is the flat on Elm Road still available? budget 400k');
    expect(quiet.json().data).toMatchObject({ reply: null, mode: 'human' });
    // The engine keeps reading while the agent talks.
    const [row] = await app.db.select().from(conversations).where(eq(conversations.id, chat.conversationId));
    expect(row.qualification?.budget?.max).toBe(400000);

    const sent = await agentSays(app, agent, chat.conversationId, 'Hi, Sarah here: yes it is!');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      mode: 'human',
      message: { role: 'agent', text: 'Hi, Sarah here: yes it is!' },
    });

    const back = await handback(app, agent, chat.conversationId);
    expect(back.json().data.mode).toBe('assistant');
    const transcript = (await listAsVisitor(app, chat)).json().data.messages as Array<{ role: string; text: string }>;
    expect(transcript.map((m) => [m.role, m.text.slice(0, 24)])).toEqual([
      ['assistant', expect.any(String)],
      ['visitor', 'buying in Clapham'],
      ['assistant', expect.any(String)],
      ['system', 'Sarah Agent has joined t'],
      ['visitor', 'is the flat on Elm Road '],
      ['agent', 'Hi, Sarah here: yes it i'],
      ['system', 'Sarah Agent has left the'],
      ['assistant', expect.any(String)],
    ]);
    // Budget was given while the agent was chatting, so the assistant moves on to the mortgage.
    expect(transcript.at(-1)?.text).toMatch(/mortgage/i);
    expect((await sendAsVisitor(app, chat, 'we have an AIP')).json().data.reply.text).toMatch(
      /first-time buyer/i,
    );
  });

  it('puts the conversation in human mode when the agent simply writes', async () => {
    const chat = await startChat(app, agent.widgetId);
    const sent = await agentSays(app, agent, chat.conversationId, 'Hello from the office');
    expect(sent.json().data.mode).toBe('human');
    const roles = (await listAsVisitor(app, chat)).json().data.messages.map((m: { role: string }) => m.role);
    expect(roles).toEqual(['assistant', 'system', 'agent']);
  });

  it('is idempotent: a second takeover adds no second "has joined"', async () => {
    const chat = await startChat(app, agent.widgetId);
    await takeover(app, agent, chat.conversationId);
    await takeover(app, agent, chat.conversationId);
    const messages = (await listAsVisitor(app, chat)).json().data.messages;
    expect(messages.filter((m: { role: string }) => m.role === 'system')).toHaveLength(1);
  });

  it("answers 404 for another agent's conversation, 401 without a token, 400 for a bad id", async () => {
    const chat = await startChat(app, agent.widgetId);
    expect((await takeover(app, other, chat.conversationId)).statusCode).toBe(404);
    expect((await handback(app, other, chat.conversationId)).statusCode).toBe(404);
    expect((await agentSays(app, other, chat.conversationId, 'hi')).statusCode).toBe(404);
    expect((await takeover(app, agent, randomUUID())).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'POST', url: `/api/conversations/${chat.conversationId}/takeover` });
    expect(anonymous.statusCode).toBe(401);
    const badToken = await app.inject({
      method: 'POST',
      url: `/api/conversations/${chat.conversationId}/messages`,
      headers: { authorization: 'Bearer not-a-jwt' },
      payload: { text: 'hi' },
    });
    expect(badToken.statusCode).toBe(401);
    expect((await takeover(app, agent, 'not-an-id')).statusCode).toBe(400);
    expect((await agentSays(app, agent, chat.conversationId, '')).statusCode).toBe(400);
  });
});

describe(`visitor live stream (${testDatabaseKind})`, () => {
  let app: App;
  let base: string;
  beforeAll(async () => {
    app = await build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  /** Reads server-sent events until `count` arrived. */
  async function readEvents(response: Response, count: number) {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const events: Array<{ type: string; [key: string]: unknown }> = [];
    while (events.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
      const blocks = text.split('\n\n');
      text = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)));
      }
    }
    await reader.cancel();
    return events;
  }

  function openStream(chat: VisitorChat, token = chat.token) {
    return fetch(`${base}/api/conversations/${chat.conversationId}/events`, {
      headers: { [TOKEN_HEADER]: token, origin: 'https://agent-site.example' },
    });
  }

  it("streams the agent's arrival and messages to the visitor, without the lead's score", async () => {
    const agent = await createAgent(app, { name: 'Sarah Agent' });
    const chat = await startChat(app, agent.widgetId);
    const stream = await openStream(chat);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('access-control-allow-origin')).toBe('*');
    const received = readEvents(stream, 4);
    await agentSays(app, agent, chat.conversationId, 'Hello, Sarah here');
    const events = await received;
    expect(events.map((e) => e.type)).toEqual(['message', 'agent.joined', 'conversation.updated', 'message']);
    expect(events[1]).toMatchObject({ agentName: 'Sarah Agent' });
    expect(events[2]).not.toHaveProperty('score');
    expect(events[3]).toMatchObject({ message: { role: 'agent', text: 'Hello, Sarah here' } });
  });

  it('refuses a stream without the right token', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    const other = await startChat(app, agent.widgetId);
    expect((await openStream(chat, other.token)).status).toBe(404);
    const none = await fetch(`${base}/api/conversations/${chat.conversationId}/events`);
    expect(none.status).toBe(401);
  });
});
