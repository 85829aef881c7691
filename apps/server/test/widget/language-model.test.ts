import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { conversations } from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { say, startChat } from './widget-support';

type Behaviour = 'answer' | 'error' | 'hang' | 'garbage';

/** A local server speaking the OpenAI chat completions protocol. */
function startFakeModel() {
  const state = {
    behaviour: 'answer' as Behaviour,
    requests: [] as Array<{
      headers: Record<string, unknown>;
      body: { model: string; messages: Array<{ role: string; content: string }> };
    }>,
    content: '',
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      state.requests.push({ headers: req.headers, body: JSON.parse(raw) });
      if (req.url !== '/v1/chat/completions') {
        res.statusCode = 404;
        return res.end();
      }
      if (state.behaviour === 'hang') return; // never answers: the client's timeout must fire
      if (state.behaviour === 'error') {
        res.statusCode = 503;
        return res.end('{"error":{"message":"overloaded"}}');
      }
      const content = state.behaviour === 'garbage' ? 'Sure! Here is your answer.' : state.content;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'cmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  return { server, state };
}

describe(`assistant with a language model (${testDatabaseKind})`, () => {
  let app: App;
  const model = startFakeModel();

  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    const port = (model.server.address() as AddressInfo).port;
    app = await build({
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'test-model',
      // Long enough for the in-process model to answer on a busy machine; the hang case still times out.
      LLM_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await app.close();
    model.server.closeAllConnections();
    await new Promise((resolve) => (model.server as Server).close(resolve));
  });
  beforeEach(() => {
    model.state.requests.length = 0;
    model.state.behaviour = 'answer';
  });

  it("uses the model's wording and merges what it read with the rule engine's reading", async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    model.state.content = JSON.stringify({
      reply: 'Lovely, a purchase in Clapham with the funds ready. What price range are you working with?',
      extracted: { intent: 'buy', mortgage: 'cash', areas: ['Clapham'], contact: { email: 'invented@example.com' } },
    });
    const reply = await say(
      app,
      chat,
      "we're after a place in Clapham, and we've got the money sitting in the bank already",
    );
    expect(reply).toBe('Lovely, a purchase in Clapham with the funds ready. What price range are you working with?');

    const request = model.state.requests[0];
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('test-model');
    expect(request.body.messages[0].role).toBe('system');
    expect(request.body.messages.at(-1)).toEqual({
      role: 'user',
      content: expect.stringContaining('money sitting in the bank'),
    });

    const [row] = await app.db.select().from(conversations).where(eq(conversations.id, chat.conversationId));
    expect(row.qualification).toMatchObject({ intent: 'buy', mortgage: 'cash', areas: ['Clapham'] });
    // An email the visitor never wrote is the model's invention and is dropped.
    expect(row.qualification?.contact?.email).toBeNull();
  });

  it.each<[Behaviour, string]>([
    ['error', 'a server error'],
    ['hang', 'a timeout'],
    ['garbage', 'an answer that is not the JSON asked for'],
  ])('answers with the built-in engine on %s (%s)', async (behaviour) => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    model.state.behaviour = behaviour;
    const started = Date.now();
    const reply = await say(app, chat, 'Looking to buy');
    expect(reply).toMatch(/which area are you hoping to buy in\?/i);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(model.state.requests).toHaveLength(1);
  });
});
