import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { resultRows } from '../../src/db/client';
import { conversationMessages, conversations } from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, injectAs } from '../helper';
import { say, startChat } from './widget-support';

/**
 * A visitor's words are searchable from the moment the message is answered, and storing the
 * message writes the conversation's row once: the message path puts the words in the vector in
 * its own update, and the message trigger then has nothing to add.
 */
describe("a visitor's words in the dashboard search", () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const search = async (agent: { accessToken: string }, q: string) =>
    (await injectAs(app, agent, { method: 'GET', url: `/api/conversations?q=${encodeURIComponent(q)}` }))
      .json()
      .data.items.map((c: { id: string }) => c.id);

  it('finds a conversation by what the visitor wrote, and not by what the assistant asked', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    await say(app, chat, 'Hello, we want a cottage near Wimbledon Chase');
    await say(app, chat, 'budget about 650k, mortgage agreed with Halifax');
    expect(await search(agent, 'wimbledon chase')).toEqual([chat.conversationId]);
    expect(await search(agent, 'halifax')).toEqual([chat.conversationId]);
    expect(await search(agent, 'principle')).toEqual([]);
  });

  it("leaves the row alone when the update already holds the message's words, and adds them when it does not", async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    const rowWrites = (tx: Pick<App['db'], 'execute'>) =>
      tx
        .execute(sql`select n_tup_upd as n from pg_stat_xact_user_tables where relname = 'conversations'`)
        .then((result) => Number(resultRows<{ n: number }>(result)[0]?.n));
    const store = (text: string, wordsAlreadyAdded: boolean) =>
      app.db.transaction(async (tx) => {
        const before = await rowWrites(tx);
        if (wordsAlreadyAdded) {
          await tx
            .update(conversations)
            .set({ searchVector: sql`leadwise_with_message_words(${conversations.searchVector}, ${text})` })
            .where(eq(conversations.id, chat.conversationId));
        }
        await tx.insert(conversationMessages).values({
          conversationId: chat.conversationId,
          agentId: agent.agentId,
          role: 'visitor',
          text,
          createdAt: new Date(),
        });
        return (await rowWrites(tx)) - before;
      });
    // The visitor flag's first write comes with the first visitor message: take it out of the count.
    await store('hello', false);
    expect(await store('Looking around Tooting Bec', true)).toBe(1);
    expect(await store('or maybe Furzedown', false)).toBe(1);
    expect(await search(agent, 'tooting furzedown')).toEqual([chat.conversationId]);
  });
});
