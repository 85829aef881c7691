import type { Appointment, Listing } from '@leadwise/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents, appointments } from '../../db/schema';
import { appointmentScope, type MemberScope } from '../team/member-scope';
import { AppError } from '../../lib/app-error';

export type AppointmentRow = typeof appointments.$inferSelect;

export const APPOINTMENT_NOT_FOUND = 'Appointment not found';

export function toAppointment(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    leadId: row.leadId,
    conversationId: row.conversationId,
    branchId: row.branchId,
    contact: row.contact,
    property: row.property,
    listing: row.listing,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * One of the agency's appointments, locked for the change about to be made, with what its emails
 * need. Another agency's id answers 404 like an unknown one.
 */
export async function lockAgencyAppointment(tx: Executor, opts: { member: MemberScope; appointmentId: string }) {
  const [row] = await tx
    .select({ appointment: appointments, company: agents.company, agentName: agents.name, timeZone: agents.timeZone })
    .from(appointments)
    .innerJoin(agents, eq(agents.id, appointments.agentId))
    .where(and(eq(appointments.id, opts.appointmentId), appointmentScope(opts.member)))
    .for('update', { of: appointments })
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND);
  return row;
}

export type AgencyAppointment = Awaited<ReturnType<typeof lockAgencyAppointment>>;

/** Only a requested or confirmed appointment holds its slot and can still be answered. */
export function assertLive(row: AppointmentRow) {
  if (row.status === 'declined' || row.status === 'cancelled') {
    throw new AppError('CONFLICT', `This appointment was already ${row.status}`);
  }
}

/** The listing a conversation carries, once conversations store one. */
export function listingOf(conversation: object): Listing | null {
  return 'listing' in conversation ? ((conversation.listing as Listing | null) ?? null) : null;
}

/** Postgres' unique violation on the one-appointment-per-slot index: someone took the slot first. */
export function isSlotTakenError(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === 'appointments_slot_taken' || message?.includes('appointments_slot_taken')))
      return true;
    if (e === (e as { cause?: unknown }).cause) break;
  }
  return false;
}
