import type { Appointment } from '@leadwise/contracts';
import { whyNotBookable } from '@leadwise/conversation/appointments';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAppointmentEvent } from '../alerts/record-agent-event';
import { generateOpaqueToken, hashToken } from '../accounts/tokens';
import { enqueueEmail } from '../outbox/enqueue-email';
import {
  type AgencyAppointment,
  assertLive,
  isSlotTakenError,
  lockAgencyAppointment,
  toAppointment,
} from './appointment-rows';
import { buildConfirmedEmail, buildDeclinedEmail } from './appointment-emails';
import type { MemberScope } from '../team/member-scope';
import { findBusyPeriods, loadSlotRules } from './slot-rules';

type AnswerOptions = { db: Database; member: MemberScope; appointmentId: string; now?: Date };

export type AppointmentAnswer =
  | { action: 'confirm' }
  | { action: 'decline'; reason: string }
  | { action: 'propose'; startsAt: string };

const SLOT_TAKEN = 'That time is already taken by another appointment: please choose another.';

function mailFacts(row: AgencyAppointment, appointment: AgencyAppointment['appointment']) {
  return { appointment, company: row.company, agentName: row.agentName, timeZone: row.timeZone };
}

/**
 * The agent confirms a requested appointment, declines it with a reason, or proposes another time
 * (which moves it there, confirmed). The visitor is emailed in the same transaction: a confirmed
 * time carries the calendar invite and a new single-use cancel link.
 */
export async function answerAppointment(opts: AnswerOptions, answer: AppointmentAnswer): Promise<Appointment> {
  const now = opts.now ?? new Date();
  try {
    return await opts.db.transaction(async (tx) => {
      const row = await lockAgencyAppointment(tx, opts);
      const current = row.appointment;
      assertLive(current);
      const to = current.contact.email;
      if (answer.action === 'decline') {
        const [declined] = await tx
          .update(appointments)
          .set({ status: 'declined', declineReason: answer.reason, cancelTokenHash: null, updatedAt: now })
          .where(eq(appointments.id, current.id))
          .returning();
        if (to) {
          await enqueueEmail(tx, {
            message: buildDeclinedEmail(to, mailFacts(row, declined), answer.reason),
            topic: 'appointment.declined',
            agentId: opts.member.agentId,
          });
        }
        return toAppointment(declined);
      }

      let times = {};
      if (answer.action === 'propose') {
        const startsAt = new Date(answer.startsAt);
        const rules = await loadSlotRules(tx, { agentId: opts.member.agentId, branchId: current.branchId });
        const problem = whyNotBookable(rules, current.kind, startsAt, now);
        if (problem) throw new AppError('BAD_REQUEST', problem, 'startsAt');
        const endsAt = new Date(startsAt.getTime() + rules.settings.durations[current.kind] * 60_000);
        const clash = await findBusyPeriods(tx, {
          agentId: opts.member.agentId,
          branchId: current.branchId,
          from: startsAt,
          to: endsAt,
        });
        if (clash.some((b) => b.startsAt.getTime() !== current.startsAt.getTime())) {
          throw new AppError('BAD_REQUEST', SLOT_TAKEN, 'startsAt');
        }
        times = { startsAt, endsAt };
      } else if (current.status !== 'requested') {
        throw new AppError('CONFLICT', 'This appointment is already confirmed');
      }
      const cancelToken = generateOpaqueToken(24);
      const [confirmed] = await tx
        .update(appointments)
        .set({
          ...times,
          status: 'confirmed',
          confirmedAt: now,
          cancelTokenHash: hashToken(cancelToken),
          updatedAt: now,
        })
        .where(eq(appointments.id, current.id))
        .returning();
      if (to) {
        await enqueueEmail(tx, {
          message: buildConfirmedEmail(to, mailFacts(row, confirmed), {
            cancelToken,
            moved: answer.action === 'propose',
          }),
          topic: `appointment.${answer.action === 'propose' ? 'proposed' : 'confirmed'}`,
          agentId: opts.member.agentId,
        });
      }
      await recordAppointmentEvent(tx, {
        type: 'appointment.confirmed',
        agentId: opts.member.agentId,
        appointmentId: current.id,
      });
      return toAppointment(confirmed);
    });
  } catch (error) {
    if (isSlotTakenError(error)) throw new AppError('BAD_REQUEST', SLOT_TAKEN, 'startsAt');
    throw error;
  }
}
