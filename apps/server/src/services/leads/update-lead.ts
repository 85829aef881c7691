import type { Lead, LiveEvent, UpdateLeadInput } from '@leadwise/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import { channels } from '../../lib/event-bus';
import { recordAgentEvent } from '../alerts/record-agent-event';
import { findLead } from './find-lead';
import { type LeadEventInput, recordLeadEvents } from './record-lead-events';

/**
 * A member moves a lead along the pipeline or writes notes. The change goes into the lead's
 * history with who made it, is recorded as a lead.updated event (CRM webhook, in the same
 * transaction) and pushed to the agency's other tabs.
 */
export async function updateLead(
  {
    db,
    events,
    agentId,
    leadId,
    actorUserId = null,
  }: { db: Database; events: EventBus; agentId: string; leadId: string; actorUserId?: string | null },
  input: UpdateLeadInput,
): Promise<Lead> {
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: leads.status, notes: leads.notes })
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Lead not found');
    const [row] = await tx
      .update(leads)
      .set({
        ...(input.status !== undefined && { status: input.status }),
        ...(input.notes !== undefined && { notes: input.notes }),
        updatedAt: sql`now()`,
      })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id, conversationId: leads.conversationId });
    const history: LeadEventInput[] = [];
    if (input.status !== undefined && input.status !== before.status) {
      history.push({ leadId, kind: 'status', actorUserId, detail: { from: before.status, to: input.status } });
    }
    if (input.notes !== undefined && input.notes !== before.notes) {
      history.push({ leadId, kind: 'note', actorUserId, detail: { notes: input.notes } });
    }
    await recordLeadEvents(tx, agentId, history);
    await recordAgentEvent(tx, { type: 'lead.updated', agentId, conversationId: row.conversationId, leadId: row.id });
    return row;
  });
  const event: LiveEvent = { type: 'lead.updated', conversationId: updated.conversationId, leadId: updated.id };
  // Live refresh is a nicety: a failed publish must not turn a saved change into an error.
  await events.publish(channels.agent(agentId), event).catch(() => {});
  return findLead({ db, agentId, leadId });
}
