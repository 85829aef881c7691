import type { AssignLeadInput, Lead, LiveEvent } from '@leadwise/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { channels, type EventBus } from '../../lib/event-bus';
import { findLead } from './find-lead';
import { findAgencyMember } from './member-name';
import { type LeadEventInput, recordLeadEvents } from './record-lead-events';

/**
 * Gives a lead to a member of the agency by hand (any branch: the lead keeps its branch), or
 * with null back to its queue. The lead's row is locked so two people reassigning at once each
 * see the other's choice as the one they replace.
 */
export async function assignLead(
  {
    db,
    events,
    agentId,
    leadId,
    actorUserId,
  }: { db: Database; events: EventBus; agentId: string; leadId: string; actorUserId: string },
  { memberId }: AssignLeadInput,
): Promise<Lead> {
  const changed = await db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, conversationId: leads.conversationId, assignedMemberId: leads.assignedMemberId })
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)))
      .for('update');
    if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
    const next = memberId ? await findAgencyMember(tx, { agentId, memberId }) : null;
    if (memberId && !next) throw new AppError('BAD_REQUEST', 'memberId must be a member of your agency', 'memberId');
    if (lead.assignedMemberId === memberId) return null;
    await tx
      .update(leads)
      .set({ assignedMemberId: memberId, assignedAt: memberId ? new Date() : null })
      .where(eq(leads.id, lead.id));
    const previous = lead.assignedMemberId ? await findAgencyMember(tx, { agentId, memberId: lead.assignedMemberId }) : null;
    const entry: LeadEventInput = next
      ? { leadId, kind: 'assigned', actorUserId, detail: { memberId: next.id, memberName: next.name, how: 'hand' } }
      : {
          leadId,
          kind: 'unassigned',
          actorUserId,
          detail: { memberId: previous?.id ?? null, memberName: previous?.name ?? null, reason: 'hand' },
        };
    await recordLeadEvents(tx, agentId, [entry]);
    return lead;
  });
  if (changed) {
    const event: LiveEvent = { type: 'lead.updated', conversationId: changed.conversationId, leadId };
    // Live refresh is a nicety: a failed publish must not turn a saved change into an error.
    await events.publish(channels.agent(agentId), event).catch(() => {});
  }
  return findLead({ db, agentId, leadId });
}
