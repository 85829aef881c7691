import {
  type AppointmentKind,
  type AppointmentSettings,
  DEFAULT_APPOINTMENT_SETTINGS,
  findFreeSlots,
  type SlotRules,
} from '@leadwise/conversation/appointments';
import { and, eq, gt, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents, appointments, branches } from '../../db/schema';
import { safeTimeZone } from '../../domain/office-hours';

export function readAppointmentSettings(stored: AppointmentSettings | null | undefined): AppointmentSettings {
  return stored ?? DEFAULT_APPOINTMENT_SETTINGS;
}

/** Appointments share a diary per branch, or the whole agency's when they have none (as the slot index does). */
export function sameDiary(branchId: string | null): SQL {
  return branchId ? eq(appointments.branchId, branchId) : isNull(appointments.branchId);
}

/** The agency's appointment settings and zone, with the branch's own hours when it set them. */
export async function loadSlotRules(db: Executor, opts: { agentId: string; branchId: string | null }): Promise<SlotRules> {
  const [row] = await db
    .select({ settings: agents.appointmentSettings, timeZone: agents.timeZone })
    .from(agents)
    .where(eq(agents.id, opts.agentId))
    .limit(1);
  const [branch] = opts.branchId
    ? await db
        .select({ hours: branches.appointmentHours })
        .from(branches)
        .where(and(eq(branches.id, opts.branchId), eq(branches.agentId, opts.agentId)))
        .limit(1)
    : [];
  return {
    settings: readAppointmentSettings(row?.settings),
    hours: branch?.hours?.enabled ? branch.hours.days : null,
    timeZone: safeTimeZone(row?.timeZone ?? 'Europe/London'),
  };
}

/** Live appointments of a diary that end after `from` and start before `to`. */
export function findBusyPeriods(
  db: Executor,
  opts: { agentId: string; branchId: string | null; from: Date; to: Date },
) {
  return db
    .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.agentId, opts.agentId),
        sameDiary(opts.branchId),
        inArray(appointments.status, ['requested', 'confirmed']),
        gt(appointments.endsAt, opts.from),
        lt(appointments.startsAt, opts.to),
      ),
    );
}

/** Every free slot of a kind for a diary, from the stored rules and the appointments already in it. */
export async function findOpenSlots(
  db: Executor,
  opts: { agentId: string; branchId: string | null; kind: AppointmentKind; now: Date },
) {
  const rules = await loadSlotRules(db, opts);
  const to = new Date(opts.now.getTime() + (rules.settings.horizonDays + 1) * 86_400_000);
  const busy = await findBusyPeriods(db, { ...opts, from: opts.now, to });
  return { rules, free: findFreeSlots(rules, opts.kind, { now: opts.now, busy }) };
}
