import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { conversations, notifications } from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { say, startChat } from './widget-support';

const minutes = (n: number) => n * 60_000;

async function statusOf(app: App, id: string) {
  const [row] = await app.db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

describe(`closing silent conversations (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('closes a conversation after 30 minutes of silence, not before, and tells the agent', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    await say(app, chat, 'buying in Clapham');
    const last = (await statusOf(app, chat.conversationId)).lastMessageAt!;

    await app.conversationCloser.runOnce(new Date(last.getTime() + minutes(29)));
    expect((await statusOf(app, chat.conversationId)).status).toBe('active');

    await app.conversationCloser.runOnce(new Date(last.getTime() + minutes(31)));
    const closed = await statusOf(app, chat.conversationId);
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).not.toBeNull();
    const alerts = await app.db.select().from(notifications).where(eq(notifications.agentId, agent.agentId));
    expect(alerts.every((n) => n.conversationId === chat.conversationId || n.conversationId === null)).toBe(true);
  });

  it('reopens a closed conversation when the visitor comes back', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    await say(app, chat, 'renting');
    const last = (await statusOf(app, chat.conversationId)).lastMessageAt!;
    await app.conversationCloser.runOnce(new Date(last.getTime() + minutes(45)));
    expect((await statusOf(app, chat.conversationId)).status).toBe('closed');
    expect(await say(app, chat, 'in Brixton please')).not.toBe('');
    expect((await statusOf(app, chat.conversationId)).status).toBe('active');
  });

  it('leaves conversations that are still talking alone', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    const closedCount = await app.conversationCloser.runOnce(new Date(Date.now() + minutes(5)));
    expect((await statusOf(app, chat.conversationId)).status).toBe('active');
    expect(closedCount).toBeGreaterThanOrEqual(0);
  });
});
