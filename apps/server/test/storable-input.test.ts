import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createAgent } from './factories';
import { build, injectAs } from './helper';
import { say, sendAsVisitor, startChat, TOKEN_HEADER } from './widget/widget-support';

let app: App;
let agent: Awaited<ReturnType<typeof createAgent>>;

beforeAll(async () => {
  app = await build({ RATE_LIMIT_DISABLED: 'true' });
  agent = await createAgent(app);
});
afterAll(() => app.close());

const cannotBeSaved = /cannot be saved/;

describe('text the database cannot store', () => {
  it("refuses a NUL byte in a visitor's message with a 400 naming the field, and keeps the chat going", async () => {
    const chat = await startChat(app, agent.widgetId);
    const res = await sendAsVisitor(app, chat, 'budget 400k\u0000');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'text', error: expect.stringMatching(cannotBeSaved) });
    expect(await say(app, chat, 'budget 400k')).not.toBe('');
  });

  it('refuses half of an emoji (a lone surrogate) in the contact form', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Jo \\ud83d","email":"jo@example.com","agency":"Jo Homes","message":"Hello there, a question."}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('name');
  });

  it('refuses a NUL byte in lead notes and in list filters', async () => {
    const chat = await startChat(app, agent.widgetId);
    await say(app, chat, 'Buying in Clapham, 450k, mortgage agreed, jo.notes@example.com');
    const [lead] = (await injectAs(app, agent, { method: 'GET', url: '/api/leads' })).json().data.items;
    const notes = await injectAs(app, agent, { method: 'PATCH', url: `/api/leads/${lead.id}`, payload: { notes: 'call\u0000back' } });
    expect(notes.statusCode).toBe(400);
    expect(notes.json().field).toBe('notes');
    const area = await injectAs(app, agent, { method: 'GET', url: '/api/conversations?area=Clap%00ham' });
    expect(area.statusCode).toBe(400);
    expect(area.json().field).toBe('area');
  });

  it('answers a CSV export with bad filters with a 400 before any of the file is sent', async () => {
    for (const url of ['/api/conversations.csv?area=a%00b', '/api/leads.csv?q=a%00b']) {
      const res = await injectAs(app, agent, { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });
});

describe('a malformed upload', () => {
  it('gets a 400 that says to send the file again', async () => {
    const chat = await startChat(app, agent.widgetId);
    const boundary = 'cutshort';
    const res = await app.inject({
      method: 'POST',
      url: `/api/conversations/${chat.conversationId}/documents`,
      headers: { [TOKEN_HEADER]: chat.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="payslip.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'file', error: expect.stringMatching(/send it again/) });
  });
});
