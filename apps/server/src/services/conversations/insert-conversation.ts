import type { Listing } from '@leadwise/contracts/appointments';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { conversationMessages, conversations } from '../../db/schema';
import { chatMessageColumns, chatMessageColumnsOf } from './chat-message';
import { type ConversationRow, conversationColumnsOf, conversationRowColumns } from './conversation-access';

const value = (name: string) => sql.placeholder(name);
/** JSON given as text (or null for SQL null: a jsonb column's own encoder would write JSON null). */
const json = (name: string) => sql`${value(name)}::text::jsonb`;

/**
 * One statement: the conversation's row, and its first message (the welcome, which is also the
 * row's preview) inserted from the row it returns. A statement is atomic on its own, so a start
 * needs no begin or commit: one round trip where a transaction took four, built once.
 */
const insertStatement = builtOnce((db) => {
  const created = db.$with('created').as(
    db
      .insert(conversations)
      .values({
        widgetId: value('widgetId'),
        agentId: value('agentId'),
        branchId: sql`${value('branchId')}::uuid`,
        visitorTokenHash: value('visitorTokenHash'),
        pageUrl: sql`${value('pageUrl')}::text`,
        listing: json('listing'),
        state: json('state'),
        lastMessage: value('welcome'),
        lastMessageAt: value('now'),
        messageCount: 1,
        overLimit: value('overLimit'),
        alertsHeldBack: value('alertsHeldBack'),
        createdAt: value('now'),
        updatedAt: value('now'),
      })
      .returning(conversationRowColumns),
  );
  const greeting = db.$with('greeting').as(
    db
      .insert(conversationMessages)
      .select(
        sql`select gen_random_uuid(), ${created.id}, ${created.agentId}, 'assistant', ${created.lastMessage}, ${created.createdAt}
              from ${created}`,
      )
      .returning(chatMessageColumns),
  );
  return db
    .with(created, greeting)
    .select({
      conversation: conversationColumnsOf(created),
      greeting: chatMessageColumnsOf(greeting),
    })
    .from(created)
    .crossJoin(greeting)
    .prepare('insert_conversation');
});

export interface NewConversation {
  widgetId: string;
  agentId: string;
  branchId: string | null;
  visitorTokenHash: string;
  pageUrl: string | null;
  listing: Listing | null;
  state: Record<string, unknown>;
  welcome: string;
  overLimit: boolean;
  alertsHeldBack: boolean;
  now: Date;
}

/** Inserts a conversation with its welcome message; returns both as stored. */
export async function insertConversation(executor: Executor, values: NewConversation) {
  const [row] = await insertStatement(executor).execute({
    ...values,
    listing: values.listing ? JSON.stringify(values.listing) : null,
    state: JSON.stringify(values.state),
  });
  return row as { conversation: ConversationRow; greeting: typeof row.greeting };
}
