import type { LiveEvent } from '@leadwise/contracts/conversations';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversations, type MessageRole } from '../../db/schema';
import { insertMessage, nextMessageTime, toChatMessage } from './chat-message';
import { type ConversationRow, conversationRowColumns, reopenedStatus } from './conversation-access';

export const joinedNotice = (agentName: string) => `${agentName} has joined the chat`;
export const leftNotice = (agentName: string) => `${agentName} has left the chat`;

/**
 * Adds messages to a locked conversation and moves its summary (last message, count, status)
 * along; returns the updated row and the message events to publish after commit.
 */
export async function appendMessages(
  tx: Executor,
  conversation: ConversationRow,
  messages: Array<{ role: MessageRole; text: string }>,
  opts: { now: Date; mode?: ConversationRow['mode']; state?: Record<string, unknown> },
) {
  const target = { agentId: conversation.agentId, conversationId: conversation.id };
  const events: LiveEvent[] = [];
  let at = conversation.lastMessageAt;
  const rows = [];
  for (const message of messages) {
    at = nextMessageTime(opts.now, at);
    const row = await insertMessage(tx, { ...target, ...message, createdAt: at });
    rows.push(row);
    events.push({ type: 'message', ...target, message: toChatMessage(row) });
  }
  const last = rows[rows.length - 1];
  const [updated] = await tx
    .update(conversations)
    .set({
      ...(last ? { lastMessage: last.text, lastMessageAt: last.createdAt } : {}),
      messageCount: conversation.messageCount + rows.length,
      status: reopenedStatus(conversation),
      closedAt: null,
      ...(opts.mode ? { mode: opts.mode } : {}),
      ...(opts.state ? { state: opts.state } : {}),
      updatedAt: opts.now,
    })
    .where(eq(conversations.id, conversation.id))
    .returning(conversationRowColumns);
  return { conversation: updated, rows, events };
}

export function conversationUpdatedEvent(conversation: ConversationRow): LiveEvent {
  return {
    type: 'conversation.updated',
    conversationId: conversation.id,
    status: conversation.status,
    mode: conversation.mode,
    score: conversation.score,
    temperature: conversation.temperature,
  };
}
