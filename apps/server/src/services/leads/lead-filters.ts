import type { LeadListQuery } from '@leadwise/contracts';
import { intentOfLeadType } from '@leadwise/conversation';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { agencyMembers, leads } from '../../db/schema';
import { agentTimeZoneSql, dayRangeConditions } from '../dashboard/day-range';
import { matchesSearch } from '../dashboard/text-search';

/**
 * Every filter of the leads list and its CSV export, always scoped to the agent. Text search runs
 * on the lead's copy of its conversation's search vector (kept equal by triggers, migration
 * add_lead_search_and_funnel_index), which also holds the lead's own contact details.
 */
export function leadConditions(
  agentId: string,
  query: Omit<LeadListQuery, 'cursor' | 'limit' | 'q'>,
  tsQuery: string | null,
  /** The caller, for assignee=me. */
  userId?: string,
): SQL | undefined {
  return and(
    eq(leads.agentId, agentId),
    query.assignee ? assigneeCondition(query.assignee, userId) : undefined,
    query.branchId ? eq(leads.branchId, query.branchId) : undefined,
    query.temperature ? eq(leads.temperature, query.temperature) : undefined,
    query.status ? eq(leads.status, query.status) : undefined,
    query.type ? eq(leads.intent, intentOfLeadType(query.type)) : undefined,
    tsQuery ? matchesSearch(leads.searchVector, tsQuery) : undefined,
    ...dayRangeConditions(leads.createdAt, query, agentTimeZoneSql(agentId)),
  );
}

function assigneeCondition(assignee: string, userId: string | undefined): SQL {
  if (assignee === 'unassigned') return isNull(leads.assignedMemberId);
  if (assignee !== 'me') return eq(leads.assignedMemberId, assignee);
  // The caller's membership, found in the same statement: no extra round trip.
  return sql`${leads.assignedMemberId} = (select ${agencyMembers.id} from ${agencyMembers} where ${agencyMembers.userId} = ${userId ?? null} and ${agencyMembers.agentId} = ${leads.agentId})`;
}
