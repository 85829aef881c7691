import { randomUUID } from 'node:crypto';
import { chooseLeadBranch, chooseNegotiator } from '@leadwise/conversation/route-lead';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, resultRows } from '../../db/client';
import { agencyMembers, conversations, leadEvents } from '../../db/schema';
import { type LeadEventInput, leadEventRows } from '../leads/record-lead-events';

export interface LeadRouting {
  /** The new lead's id, chosen here so its history can be written in the statement that inserts it. */
  leadId: string;
  branchId: string | null;
  /** The negotiator given the lead; null leaves it in the branch's (or the agency's) queue. */
  member: { id: string; name: string } | null;
}

type RoutingRow =
  | { kind: 'branch'; id: string; areas: string[] | string; branch_id: null; waited_since: null; name: null }
  | { kind: 'member'; id: string; areas: null; branch_id: string | null; waited_since: number | null; name: string };

/**
 * Where a lead being created goes, in one round trip: the agency's branches (for the area match)
 * and its available negotiators, locked until commit. Call inside the transaction that inserts the
 * lead. The negotiators are locked in id order (the same order in every transaction, so two new
 * leads cannot deadlock); a concurrent new lead waits, then reads the `last_assigned_at` this one
 * writes and picks someone else. With the widget's branch known only that branch's are locked.
 */
export async function routeNewLead(
  tx: Executor,
  { agentId, widgetBranchId, leadAreas }: { agentId: string; widgetBranchId: string | null; leadAreas: readonly string[] },
): Promise<LeadRouting> {
  const result = await tx.execute(sql`
    with candidates as (
      select m.id, m.branch_id, m.last_assigned_at, u.name
      from ${agencyMembers} m join users u on u.id = m.user_id
      where m.agent_id = ${agentId} and m.role = 'negotiator' and m.available
        and (${widgetBranchId}::uuid is null or m.branch_id = ${widgetBranchId}::uuid)
      order by m.id
      for update of m
    )
    select 'branch' as kind, b.id, b.areas, null::uuid as branch_id, null::float8 as waited_since, null as name
    from branches b
    where b.agent_id = ${agentId} and ${widgetBranchId}::uuid is null
    union all
    select 'member', c.id, null, c.branch_id, extract(epoch from c.last_assigned_at) * 1000, c.name
    from candidates c`);
  const rows = resultRows<RoutingRow>(result);
  const branchId = chooseLeadBranch({
    widgetBranchId,
    leadAreas,
    // jsonb comes back parsed from one driver and as text from another when the query is raw.
    branches: rows
      .filter((r) => r.kind === 'branch')
      .map((r) => ({ id: r.id, areas: typeof r.areas === 'string' ? (JSON.parse(r.areas) as string[]) : r.areas })),
  });
  const chosen = chooseNegotiator(
    rows
      .filter((r) => r.kind === 'member' && branchId !== null && r.branch_id === branchId)
      .map((r) => ({
        id: r.id,
        name: r.name as string,
        lastAssignedAt: r.waited_since === null ? null : new Date(Number(r.waited_since)),
      })),
  );
  return { leadId: randomUUID(), branchId, member: chosen && { id: chosen.id, name: chosen.name } };
}

/**
 * What routing writes beside the new lead, as statements to run with its insert: the lead's
 * history ('created', and 'assigned' when someone was chosen), the negotiator's turn, the
 * conversation's branch. Sent as one statement with the insert, so routing costs the agency one
 * round trip per new lead and nothing on any other message.
 */
export function routingWrites(
  tx: Executor,
  {
    agentId,
    conversation,
    routing,
    now,
  }: { agentId: string; conversation: { id: string; branchId: string | null }; routing: LeadRouting; now: Date },
) {
  const history: LeadEventInput[] = [{ leadId: routing.leadId, kind: 'created', detail: { branchId: routing.branchId } }];
  if (routing.member) {
    history.push({
      leadId: routing.leadId,
      kind: 'assigned',
      detail: { memberId: routing.member.id, memberName: routing.member.name, how: 'routing' },
    });
  }
  const writes: SQLWrapper[] = [
    tx.insert(leadEvents).values(leadEventRows(agentId, history, now)),
    ...(routing.member
      ? [
          tx
            .update(agencyMembers)
            // The clock at the write, not the transaction's start: leads routed one after another
            // always stamp later times.
            .set({ lastAssignedAt: sql`clock_timestamp()` })
            .where(eq(agencyMembers.id, routing.member.id)),
        ]
      : []),
    ...(routing.branchId !== conversation.branchId
      ? [tx.update(conversations).set({ branchId: routing.branchId }).where(eq(conversations.id, conversation.id))]
      : []),
  ];
  return writes;
}

/** Runs `main` with `writes` as data-modifying CTEs before it: one statement, one round trip. */
export async function executeWithWrites(tx: Executor, main: SQLWrapper, writes: readonly SQLWrapper[]) {
  if (writes.length === 0) {
    await tx.execute(main.getSQL());
    return;
  }
  // Their SQL, not the builders: a builder embeds as a parenthesised subquery, which no CTE takes.
  const ctes = writes.map((write, i) => sql`${sql.identifier(`routing_write_${i}`)} as (${write.getSQL()})`);
  await tx.execute(sql`with ${sql.join(ctes, sql`, `)} ${main.getSQL()}`);
}
