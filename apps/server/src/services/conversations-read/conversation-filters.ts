import type { ConversationListQuery, FunnelStage } from '@leadwise/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { conversationScope, type MemberScope } from '../team/member-scope';

import { conversations } from '../../db/schema';
import { agentTimeZoneSql, dayRangeConditions } from '../dashboard/day-range';
import { matchesSearch } from '../dashboard/text-search';

// These fragments name their columns in full: drizzle renders columns unqualified inside select
// fields, where a correlated subquery would bind them to its own table.

/** Gave an email or a phone number: the funnel's "contact" step. */
export const hasContactSql = sql`(conversations.contact_email is not null or conversations.contact_phone is not null)`;

/** The visitor wrote at least once (opening the chat alone does not count); kept by a trigger. */
export const visitorChattedSql = sql`conversations.has_visitor_message`;

/** Hot or warm with contact details: the funnel's last step. */
export const qualifiedSql = sql`(${hasContactSql} and conversations.temperature in ('hot', 'warm'))`;

const STAGE_CONDITIONS: Record<FunnelStage, SQL> = {
  chatted: visitorChattedSql,
  contact: hasContactSql,
  qualified: qualifiedSql,
};

/** The qualification's areas as a JSON array, empty for rows without any. */
export const qualificationAreasJsonSql = sql`case when jsonb_typeof(conversations.qualification->'areas') = 'array' then conversations.qualification->'areas' else '[]'::jsonb end`;

/** The qualification's areas as a set of rows. */
export const qualificationAreasSql = sql`jsonb_array_elements_text(${qualificationAreasJsonSql})`;

/**
 * Every filter of the conversations list and its CSV export, always scoped to what the member may see.
 * `tsQuery` is the search resolved by resolveSearchQuery.
 */
export function conversationConditions(
  member: MemberScope,
  query: Omit<ConversationListQuery, 'cursor' | 'limit' | 'q'>,
  tsQuery: string | null,
): SQL | undefined {
  return and(
    conversationScope(member),
    query.status ? eq(conversations.status, query.status) : undefined,
    query.temperature ? eq(conversations.temperature, query.temperature) : undefined,
    query.stage ? STAGE_CONDITIONS[query.stage] : undefined,
    query.area
      ? sql`exists (select 1 from ${qualificationAreasSql} as area(name) where lower(trim(area.name)) = lower(${query.area}))`
      : undefined,
    tsQuery ? matchesSearch(conversations.searchVector, tsQuery) : undefined,
    ...dayRangeConditions(conversations.createdAt, query, agentTimeZoneSql(member.agentId)),
  );
}
