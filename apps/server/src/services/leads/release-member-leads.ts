import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leads } from '../../db/schema';
import { findAgencyMember } from './member-name';
import { recordLeadEvents } from './record-lead-events';

/**
 * A person leaving the agency hands back their leads: each stays in its branch, unassigned, with
 * an 'unassigned' entry in its history, so the branch's queue shows it and nothing is lost. Call
 * in the transaction that removes the member, before the member row goes.
 */
export async function releaseMemberLeads(
  tx: Executor,
  { agentId, memberId, actorUserId = null }: { agentId: string; memberId: string; actorUserId?: string | null },
): Promise<{ released: number }> {
  const member = await findAgencyMember(tx, { agentId, memberId });
  const released = await tx
    .update(leads)
    .set({ assignedMemberId: null, assignedAt: null })
    .where(and(eq(leads.agentId, agentId), eq(leads.assignedMemberId, memberId)))
    .returning({ id: leads.id });
  await recordLeadEvents(
    tx,
    agentId,
    released.map((lead) => ({
      leadId: lead.id,
      kind: 'unassigned' as const,
      actorUserId,
      detail: { memberId, memberName: member?.name ?? null, reason: 'removed' as const },
    })),
  );
  return { released: released.length };
}
