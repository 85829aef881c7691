import type { VisitorConversation } from '@leadwise/contracts/widget-public';
import type { Database } from '../../db/client';
import { listMessages, toChatMessage } from './chat-message';
import { findVisitorConversation } from './conversation-access';

/** Resume after a reload and the polling fallback: the transcript, or what came after `after`. */
export async function listVisitorMessages(
  { db }: { db: Database },
  input: { conversationId: string; visitorToken: string | undefined; after?: string },
): Promise<VisitorConversation> {
  const { conversation } = await findVisitorConversation(db, input);
  const rows = await listMessages(db, conversation.id, input.after);
  return {
    conversationId: conversation.id,
    status: conversation.status,
    mode: conversation.mode,
    messages: rows.map(toChatMessage),
  };
}
