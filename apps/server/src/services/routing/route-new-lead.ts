import { chooseLeadBranch, chooseNegotiator } from '@leadwise/conversation/route-lead';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencyMembers, branches, users } from '../../db/schema';

export interface LeadRouting {
  branchId: string | null;
  /** The negotiator given the lead; null leaves it in the branch's (or the agency's) queue. */
  member: { id: string; name: string } | null;
}

/**
 * Decides where a lead being created goes and claims the negotiator: call inside the transaction
 * that inserts the lead. The branch's available negotiators are locked in id order (the same
 * order in every transaction, so two new leads cannot deadlock) until commit; a concurrent new
 * lead for the branch waits, then reads the `last_assigned_at` written here and picks someone
 * else. The stamp is the clock at the write, not the transaction's start, so leads routed one
 * after another always stamp later times.
 */
export async function routeNewLead(
  tx: Executor,
  { agentId, widgetBranchId, leadAreas }: { agentId: string; widgetBranchId: string | null; leadAreas: readonly string[] },
): Promise<LeadRouting> {
  const branchId =
    widgetBranchId ??
    (leadAreas.length === 0
      ? null
      : chooseLeadBranch({
          widgetBranchId: null,
          leadAreas,
          branches: await tx
            .select({ id: branches.id, areas: branches.areas })
            .from(branches)
            .where(eq(branches.agentId, agentId))
            .orderBy(asc(branches.createdAt), asc(branches.id)),
        }));
  if (!branchId) return { branchId: null, member: null };
  const candidates = await tx
    .select({ id: agencyMembers.id, lastAssignedAt: agencyMembers.lastAssignedAt, name: users.name })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(
      and(
        eq(agencyMembers.agentId, agentId),
        eq(agencyMembers.branchId, branchId),
        eq(agencyMembers.role, 'negotiator'),
        eq(agencyMembers.available, true),
      ),
    )
    .orderBy(asc(agencyMembers.id))
    .for('update', { of: agencyMembers });
  const chosen = chooseNegotiator(candidates);
  if (!chosen) return { branchId, member: null };
  await tx
    .update(agencyMembers)
    .set({ lastAssignedAt: sql`clock_timestamp()` })
    .where(eq(agencyMembers.id, chosen.id));
  return { branchId, member: { id: chosen.id, name: chosen.name } };
}
