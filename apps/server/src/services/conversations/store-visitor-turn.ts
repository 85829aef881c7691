import type { LeadQualification } from '@leadwise/conversation';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { type Consent, conversationMessages, conversations } from '../../db/schema';
import { readingColumns } from './apply-qualification';
import { chatMessageColumns, chatMessageColumnsOf } from './chat-message';
import { type ConversationRow, conversationColumnsOf, conversationRowColumns } from './conversation-access';

const value = (name: string) => sql.placeholder(name);
/** A value given at execution, written through the column's own encoder (JSON, dates). */
const encoded = (name: string, column: AnyPgColumn) => sql`${sql.param(value(name), column)}`;

/** The conversation as the update left it, under the name the statement gives that step. */
const updated = (db: Executor) =>
  db.$with('updated').as(
    db
      .update(conversations)
      .set({
        qualification: encoded('qualification', conversations.qualification),
        score: encoded('score', conversations.score),
        temperature: encoded('temperature', conversations.temperature),
        contactName: encoded('contactName', conversations.contactName),
        contactEmail: encoded('contactEmail', conversations.contactEmail),
        contactPhone: encoded('contactPhone', conversations.contactPhone),
        status: encoded('status', conversations.status),
        // Nullable values go through SQL of their own: a column's encoder does not take null.
        qualifiedAt: sql`${value('qualifiedAt')}::timestamptz`,
        closedAt: null,
        consent: sql`coalesce(${value('consent')}::text::jsonb, ${conversations.consent})`,
        state: sql`coalesce(${value('state')}::text::jsonb, ${conversations.state})`,
        lastMessage: encoded('lastMessage', conversations.lastMessage),
        lastMessageAt: encoded('lastMessageAt', conversations.lastMessageAt),
        messageCount: encoded('messageCount', conversations.messageCount),
        searchVector: sql`leadwise_with_message_words(${conversations.searchVector}, ${value('visitorText')}::text)`,
        updatedAt: encoded('now', conversations.updatedAt),
      })
      .where(
        and(
          eq(conversations.id, value('conversationId')),
          eq(conversations.messageCount, value('unchangedMessageCount')),
          eq(conversations.mode, value('unchangedMode')),
        ),
      )
      .returning(conversationRowColumns),
  );

/**
 * The visitor's message and the assistant's reply, inserted only for a row the update found. The
 * reply's row drops out when there is no reply (its text is null).
 */
const inserted = (db: Executor, conversation: ReturnType<typeof updated>) =>
  db.$with('inserted').as(
    db
      .insert(conversationMessages)
      .select(
        sql`select gen_random_uuid(), ${conversation.id}, ${conversation.agentId}, m.role, m.text, m.created_at
              from ${conversation},
                   (values ('visitor', ${value('visitorText')}::text, ${value('visitorAt')}::timestamptz),
                           ('assistant', ${value('replyText')}::text, ${value('replyAt')}::timestamptz))
                     as m(role, text, created_at)
             where m.text is not null`,
      )
      .returning(chatMessageColumns),
  );

/**
 * One statement: update the conversation if it is as it was read, and insert the messages for
 * the row it updated. A statement is atomic on its own, so the common message needs no begin or
 * commit: one round trip to the database where a transaction took four.
 */
const storeTurnStatement = builtOnce((db) => {
  const conversation = updated(db);
  const messages = inserted(db, conversation);
  return db
    .with(conversation, messages)
    .select({
      conversation: conversationColumnsOf(conversation),
      message: chatMessageColumnsOf(messages),
    })
    .from(conversation)
    .crossJoin(messages)
    .prepare('store_visitor_turn');
});

export interface VisitorTurn {
  conversation: ConversationRow;
  qualification: LeadQualification;
  consent: Consent | null;
  state: Record<string, unknown> | undefined;
  now: Date;
  visitor: { text: string; createdAt: Date };
  reply: { text: string; createdAt: Date } | null;
}

type StoredMessage = { id: string; role: (typeof conversationMessages.$inferSelect)['role']; text: string; createdAt: Date };

/**
 * Stores a visitor's message, the assistant's reply and the engine's new reading of the
 * conversation, if no other message was stored and the mode did not change since the
 * conversation was read. Null when it changed: nothing was written.
 */
export async function storeVisitorTurn(
  executor: Executor,
  turn: VisitorTurn,
): Promise<{ conversation: ConversationRow; visitorMessage: StoredMessage; reply: StoredMessage | null } | null> {
  const { conversation, qualification, now } = turn;
  const reading = readingColumns(conversation, qualification, now);
  const lastMessage = turn.reply ?? turn.visitor;
  const rows = await storeTurnStatement(executor).execute({
    conversationId: conversation.id,
    unchangedMessageCount: conversation.messageCount,
    unchangedMode: conversation.mode,
    ...reading,
    qualifiedAt: reading.qualifiedAt?.toISOString() ?? null,
    consent: turn.consent ? JSON.stringify(turn.consent) : null,
    state: turn.state ? JSON.stringify(turn.state) : null,
    lastMessage: lastMessage.text,
    lastMessageAt: lastMessage.createdAt,
    messageCount: conversation.messageCount + (turn.reply ? 2 : 1),
    now,
    visitorText: turn.visitor.text,
    visitorAt: turn.visitor.createdAt.toISOString(),
    replyText: turn.reply?.text ?? null,
    replyAt: turn.reply?.createdAt.toISOString() ?? null,
  });
  if (rows.length === 0) return null;
  const visitorMessage = rows.find((row) => row.message.role === 'visitor')!.message;
  const reply = rows.find((row) => row.message.role === 'assistant')?.message ?? null;
  return { conversation: rows[0].conversation, visitorMessage, reply };
}
