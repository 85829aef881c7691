import type { ConversationListQuery, ConversationPage } from '@leadwise/contracts';
import { and } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversations } from '../../db/schema';
import { countAgentTotals, countMatches, hasFilters } from '../dashboard/count-matches';
import { afterCursor, decodeCursor, newestFirst, toPage } from '../dashboard/keyset-cursor';
import { resolveSearchQuery } from '../dashboard/text-search';
import { conversationSummaryColumns, toConversationSummary } from './conversation-columns';
import { isBranchScoped, type MemberScope } from '../team/member-scope';
import { conversationConditions } from './conversation-filters';

/** The agent's conversations, newest first, one cursor page at a time. */
export async function listConversations(
  { db, member }: { db: Executor; member: MemberScope },
  query: ConversationListQuery & { limit: number },
): Promise<ConversationPage> {
  const cursor = decodeCursor(query.cursor);
  const where = conversationConditions(member, query, await resolveSearchQuery(db, query.q));
  const [rows, counted] = await Promise.all([
    db
      .select(conversationSummaryColumns)
      .from(conversations)
      .where(cursor ? and(where, afterCursor(conversations.createdAt, conversations.id, cursor)) : where)
      .orderBy(...newestFirst(conversations.createdAt, conversations.id))
      .limit(query.limit + 1),
    // The agency's counters cannot say how many rows a negotiator's branch holds: they are counted.
    countMatches(
      db,
      conversations,
      where,
      hasFilters(query) || isBranchScoped(member),
      async () => (await countAgentTotals(db, member.agentId)).conversations,
    ),
  ]);
  const page = toPage(rows, query.limit);
  return { items: page.rows.map(toConversationSummary), nextCursor: page.nextCursor, ...counted };
}
