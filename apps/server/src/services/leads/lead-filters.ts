import type { LeadListQuery } from '@leadwise/contracts';
import { intentOfLeadType } from '@leadwise/conversation';
import { and, eq, type SQL } from 'drizzle-orm';
import { leads } from '../../db/schema';
import { agentTimeZoneSql, dayRangeConditions } from '../dashboard/day-range';
import { matchesSearch } from '../dashboard/text-search';
import { leadScope, type MemberScope } from '../team/member-scope';

/**
 * Every filter of the leads list and its CSV export, always scoped to the agent. Text search runs
 * on the lead's copy of its conversation's search vector (kept equal by triggers, migration
 * add_lead_search_and_funnel_index), which also holds the lead's own contact details.
 */
export function leadConditions(
  member: MemberScope,
  query: Omit<LeadListQuery, 'cursor' | 'limit' | 'q'>,
  tsQuery: string | null,
): SQL | undefined {
  return and(
    leadScope(member),
    query.temperature ? eq(leads.temperature, query.temperature) : undefined,
    query.status ? eq(leads.status, query.status) : undefined,
    query.type ? eq(leads.intent, intentOfLeadType(query.type)) : undefined,
    tsQuery ? matchesSearch(leads.searchVector, tsQuery) : undefined,
    ...dayRangeConditions(leads.createdAt, query, agentTimeZoneSql(member.agentId)),
  );
}
