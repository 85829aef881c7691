import type { Lead, LiveEvent, UpdateLeadInput } from '@leadwise/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import { channels } from '../../lib/event-bus';
import { recordAgentEvent } from '../alerts/record-agent-event';
import { leadScope, type MemberScope } from '../team/member-scope';
import { leadColumns, toLead } from './lead-columns';

/**
 * The agent moves a lead along the pipeline or writes notes. The change is recorded as a
 * lead.updated event (CRM webhook, in the same transaction) and pushed to the agent's other tabs.
 */
export async function updateLead(
  { db, events, member, leadId }: { db: Database; events: EventBus; member: MemberScope; leadId: string },
  input: UpdateLeadInput,
): Promise<Lead> {
  const { agentId } = member;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({
        ...(input.status !== undefined && { status: input.status }),
        ...(input.notes !== undefined && { notes: input.notes }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(leads.id, leadId), leadScope(member)))
      .returning(leadColumns);
    if (!row) throw new AppError('NOT_FOUND', 'Lead not found');
    await recordAgentEvent(tx, { type: 'lead.updated', agentId, conversationId: row.conversationId, leadId: row.id });
    return row;
  });
  const event: LiveEvent = { type: 'lead.updated', conversationId: updated.conversationId, leadId: updated.id };
  // Live refresh is a nicety: a failed publish must not turn a saved change into an error.
  await events.publish(channels.agent(agentId), event).catch(() => {});
  return toLead(updated);
}
