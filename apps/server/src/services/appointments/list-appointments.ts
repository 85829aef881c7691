import type { AppointmentListQuery } from '@leadwise/contracts';
import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments } from '../../db/schema';
import { appointmentScope, type MemberScope } from '../team/member-scope';
import { toAppointment } from './appointment-rows';

const MAX_LISTED = 500;

/** The appointments the member may see (a negotiator: their branch's and their leads') in time order, filtered by period (overlapping from..to), kind and status. */
export async function listAppointments(opts: { db: Executor; member: MemberScope }, query: AppointmentListQuery) {
  const where: SQL[] = [appointmentScope(opts.member)];
  if (query.from) where.push(gte(appointments.endsAt, new Date(query.from)));
  if (query.to) where.push(lt(appointments.startsAt, new Date(query.to)));
  if (query.kind) where.push(eq(appointments.kind, query.kind));
  if (query.status) where.push(eq(appointments.status, query.status));
  const rows = await opts.db
    .select()
    .from(appointments)
    .where(and(...where))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(MAX_LISTED);
  return { items: rows.map(toAppointment) };
}
