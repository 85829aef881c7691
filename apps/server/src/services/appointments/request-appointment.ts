import { type BookingRequest, type LeadFields } from '@leadwise/conversation';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents, appointments, leads } from '../../db/schema';
import { recordAppointmentEvent } from '../alerts/record-agent-event';
import type { ConversationRow } from '../conversations/conversation-access';
import { enqueueEmail } from '../outbox/enqueue-email';
import { isSlotTakenError, listingOf } from './appointment-rows';
import { buildRequestedEmail } from './appointment-emails';
import { findBusyPeriods } from './slot-rules';

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/** The owner's property as the qualification knows it: the postcode apart from the rest of the address. */
function propertyOf(q: LeadFields) {
  const postcode = q.areas.find((area) => UK_POSTCODE.test(area.trim())) ?? null;
  const address = q.areas.filter((area) => area !== postcode).join(', ') || null;
  return { address, postcode, bedrooms: q.bedrooms, propertyType: q.propertyTypes[0] ?? null };
}

/**
 * The visitor's pick, booked as a requested appointment in the caller's transaction: 'taken' when
 * another visitor got the slot (or an overlapping one) first. The insert runs in a savepoint, so a
 * lost race on the one-appointment-per-slot index leaves the caller's transaction usable.
 */
export async function requestAppointment(
  tx: Executor,
  opts: { conversation: ConversationRow; qualification: LeadFields; booking: BookingRequest; now: Date },
): Promise<{ appointmentId: string } | 'taken'> {
  const { conversation, qualification: q, booking } = opts;
  const startsAt = new Date(booking.slot.startsAt);
  const endsAt = new Date(booking.slot.endsAt);
  const diary = { agentId: conversation.agentId, branchId: conversation.branchId };
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.conversationId, conversation.id), eq(leads.agentId, conversation.agentId)))
    .limit(1);
  let appointmentId: string;
  try {
    appointmentId = await tx.transaction(async (sp) => {
      const clash = await findBusyPeriods(sp, { ...diary, from: startsAt, to: endsAt });
      if (clash.length > 0) throw new SlotTaken();
      const [row] = await sp
        .insert(appointments)
        .values({
          ...diary,
          kind: booking.kind,
          status: 'requested',
          startsAt,
          endsAt,
          leadId: lead?.id ?? null,
          conversationId: conversation.id,
          contact: q.contact,
          property: booking.kind === 'valuation' ? propertyOf(q) : null,
          listing: listingOf(conversation),
          createdAt: opts.now,
          updatedAt: opts.now,
        })
        .returning({ id: appointments.id });
      return row.id;
    });
  } catch (error) {
    if (error instanceof SlotTaken || isSlotTakenError(error)) return 'taken';
    throw error;
  }
  const [agent] = await tx
    .select({ company: agents.company, name: agents.name, timeZone: agents.timeZone })
    .from(agents)
    .where(eq(agents.id, conversation.agentId))
    .limit(1);
  const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).limit(1);
  if (q.contact.email && agent) {
    await enqueueEmail(tx, {
      message: buildRequestedEmail(q.contact.email, {
        appointment,
        company: agent.company,
        agentName: agent.name,
        timeZone: agent.timeZone,
      }),
      topic: 'appointment.requested',
      agentId: conversation.agentId,
    });
  }
  await recordAppointmentEvent(tx, { type: 'appointment.requested', agentId: conversation.agentId, appointmentId });
  return { appointmentId };
}

class SlotTaken extends Error {}
