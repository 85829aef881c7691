import type { LiveEvent } from '@leadwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { channels } from '../../src/lib/event-bus';
import { createAgent } from '../factories';
import { build } from '../helper';

let app: App;
let baseUrl: string;

beforeAll(async () => {
  app = await build();
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Reads server-sent events from a fetch stream until `count` events arrived. */
async function readEvents(response: Response, count: number) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: LiveEvent[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .find((line) => line.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}

describe('GET /api/events', () => {
  it('asks for a sign-in without a bearer token', async () => {
    const res = await fetch(`${baseUrl}/api/events`);
    expect(res.status).toBe(401);
  });

  it("streams the agent's own events and none of another agent's", async () => {
    const agent = await createAgent(app);
    const other = await createAgent(app);
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}/api/events`, {
      headers: { authorization: `Bearer ${agent.accessToken}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const received = readEvents(res, 1);
    await app.events.publish(channels.agent(other.agentId), {
      type: 'lead.updated',
      conversationId: 'x',
      leadId: 'theirs',
    });
    await app.events.publish(channels.agent(agent.agentId), {
      type: 'lead.updated',
      conversationId: 'y',
      leadId: 'mine',
    });
    expect(await received).toEqual([{ type: 'lead.updated', conversationId: 'y', leadId: 'mine' }]);
    controller.abort();
  });
});
