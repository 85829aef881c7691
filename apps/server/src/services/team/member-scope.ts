import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { appointments, conversations, leads, notifications } from '../../db/schema';
import type { Membership } from './find-membership';

/** What scoping needs of the caller: their agency, member id, role and branch. */
export type MemberScope = Pick<Membership, 'id' | 'agentId' | 'role' | 'branchId'>;

/** Whether the member sees only part of the agency's rows (a negotiator: their branch's). */
export function isBranchScoped(member: MemberScope) {
  return member.role === 'negotiator';
}

/**
 * The rows of any table with `agent_id` and `branch_id` the member may see: the agency's; for a
 * negotiator only their branch's (`is not distinct from`, so one without a branch sees the
 * agency-level rows), or rows `alsoVisible` lets through (a lead assigned to them). Another
 * agency's rows and other branches' rows simply do not match, so lookups answer 404.
 */
export function scopedTo(
  table: { agentId: AnyPgColumn; branchId: AnyPgColumn },
  member: MemberScope,
  alsoVisible?: SQL,
): SQL {
  const ofAgency = eq(table.agentId, member.agentId);
  if (!isBranchScoped(member)) return ofAgency;
  const ofBranch = sql`${table.branchId} is not distinct from ${member.branchId}::uuid`;
  return and(ofAgency, alsoVisible ? or(ofBranch, alsoVisible) : ofBranch)!;
}

/** Leads the member may see: their branch's and those assigned to them. */
export function leadScope(member: MemberScope): SQL {
  return scopedTo(leads, member, eq(leads.assignedMemberId, member.id));
}

/**
 * Conversations the member may see: their branch's, and those whose lead is assigned to them.
 * Written with full column names: it also goes inside selects that correlate on `conversations`.
 */
export function conversationScope(member: MemberScope): SQL {
  return scopedTo(
    conversations,
    member,
    sql`exists (select 1 from leads assigned where assigned.conversation_id = conversations.id and assigned.assigned_member_id = ${member.id}::uuid)`,
  );
}

/** The bell's notifications the member may see: for a negotiator, those about conversations they may see. */
export function notificationScope(member: MemberScope): SQL {
  const ofAgency = eq(notifications.agentId, member.agentId);
  if (!isBranchScoped(member)) return ofAgency;
  return and(
    ofAgency,
    sql`exists (select 1 from conversations where conversations.id = ${notifications.conversationId} and ${conversationScope(member)})`,
  )!;
}

/** Appointments the member may see and answer: their branch's, and those of leads assigned to them. */
export function appointmentScope(member: MemberScope): SQL {
  return scopedTo(
    appointments,
    member,
    sql`exists (select 1 from leads assigned where assigned.id = ${appointments.leadId} and assigned.assigned_member_id = ${member.id}::uuid)`,
  );
}
