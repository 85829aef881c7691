import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversations } from '../../db/schema';
import { conversationScope, type MemberScope } from './member-scope';

/** Whether the member may see the conversation (its branch's, or its lead is theirs). */
export async function isConversationVisible(db: Executor, member: MemberScope, conversationId: string) {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), conversationScope(member)))
    .limit(1);
  return rows.length > 0;
}
