import type { ChatMessage } from '@leadwise/contracts/conversations';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { conversationMessages, type MessageRole } from '../../db/schema';

type MessageRow = typeof conversationMessages.$inferSelect;

/** The columns a chat message is read with (all toChatMessage needs), for a statement's `returning`. */
export const chatMessageColumns = {
  id: conversationMessages.id,
  role: conversationMessages.role,
  text: conversationMessages.text,
  createdAt: conversationMessages.createdAt,
};

/** Those columns as a step of a statement returned them, to select them from that step by name. */
export function chatMessageColumnsOf<Step extends Record<keyof typeof chatMessageColumns, unknown>>(
  step: Step,
): { [K in keyof typeof chatMessageColumns]: Step[K] } {
  return { id: step.id, role: step.role, text: step.text, createdAt: step.createdAt };
}

export function toChatMessage(row: Pick<MessageRow, 'id' | 'role' | 'text' | 'createdAt'>): ChatMessage {
  return { id: row.id, role: row.role, text: row.text, createdAt: row.createdAt.toISOString() };
}

/**
 * Messages are timestamped here, not by the database: rows written in one transaction would
 * otherwise share now() and lose their order. Each is at least 1 ms after the one before.
 */
export function nextMessageTime(now: Date, after?: Date | null) {
  return after && after.getTime() >= now.getTime() ? new Date(after.getTime() + 1) : now;
}

export async function insertMessage(
  tx: Executor,
  values: { conversationId: string; agentId: string; role: MessageRole; text: string; createdAt: Date },
) {
  const [row] = await tx.insert(conversationMessages).values(values).returning();
  return row;
}

/** A conversation's transcript in order, optionally only what came after a message the reader has. */
export async function listMessages(db: Executor, conversationId: string, afterMessageId?: string) {
  const inConversation = eq(conversationMessages.conversationId, conversationId);
  let where = inConversation;
  if (afterMessageId) {
    const [anchor] = await db
      .select({ createdAt: conversationMessages.createdAt })
      .from(conversationMessages)
      .where(and(inConversation, eq(conversationMessages.id, afterMessageId)));
    // An unknown anchor (another conversation's id, a deleted row) returns the whole transcript.
    if (anchor) {
      where = and(
        inConversation,
        or(
          gt(conversationMessages.createdAt, anchor.createdAt),
          and(eq(conversationMessages.createdAt, anchor.createdAt), gt(conversationMessages.id, afterMessageId)),
        ),
      )!;
    }
  }
  return db
    .select()
    .from(conversationMessages)
    .where(where)
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
}

const transcriptQuery = builtOnce((db) =>
  db
    .select({ role: conversationMessages.role, text: conversationMessages.text })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, sql.placeholder('conversationId')))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
    .prepare('conversation_transcript'),
);

/** Who said what, in order: all the engine reads of a transcript, on every visitor message. */
export function readTranscript(db: Executor, conversationId: string) {
  return transcriptQuery(db).execute({ conversationId });
}
