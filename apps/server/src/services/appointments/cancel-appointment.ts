import type { CancelledAppointment } from '@leadwise/contracts';
import { describeSlot } from '@leadwise/conversation/appointments';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents, appointments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../accounts/tokens';
import { recordAppointmentEvent } from '../alerts/record-agent-event';

export const CANCEL_LINK_USED = 'This cancel link has already been used or is no longer valid.';

/**
 * The visitor's cancel link: the token is stored only as a hash and cleared on use, so a link
 * cancels once; a used, unknown or replaced link answers 404 and changes nothing. The agent is told.
 */
export async function cancelAppointment(
  opts: { db: Database; now?: Date },
  input: { token: string },
): Promise<CancelledAppointment> {
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: now, cancelTokenHash: null, updatedAt: now })
      .where(
        and(
          eq(appointments.cancelTokenHash, hashToken(input.token)),
          inArray(appointments.status, ['requested', 'confirmed']),
        ),
      )
      .returning();
    if (!cancelled) throw new AppError('NOT_FOUND', CANCEL_LINK_USED);
    const [agent] = await tx
      .select({ company: agents.company, timeZone: agents.timeZone })
      .from(agents)
      .where(eq(agents.id, cancelled.agentId))
      .limit(1);
    await recordAppointmentEvent(tx, {
      type: 'appointment.cancelled',
      agentId: cancelled.agentId,
      appointmentId: cancelled.id,
    });
    return {
      kind: cancelled.kind,
      startsAt: cancelled.startsAt.toISOString(),
      when: describeSlot(cancelled.startsAt, agent.timeZone),
      companyName: agent.company,
    };
  });
}
