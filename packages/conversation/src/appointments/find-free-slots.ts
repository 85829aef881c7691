import { isBankHolidayEnglandAndWales } from '../calendar/uk-bank-holidays';
import {
  addDays,
  isoDate,
  type LocalDate,
  localTimeToInstant,
  weekdayOf,
  zonedParts,
} from '../calendar/zoned-time';
import {
  type AppointmentKind,
  type AppointmentSettings,
  type BusyPeriod,
  type OpeningShift,
  SLOT_STEP_MINUTES,
  type Slot,
  type WeeklyHours,
} from './types';

export interface SlotRules {
  settings: AppointmentSettings;
  /** A branch's own appointment hours replace the agency's days. */
  hours?: WeeklyHours | null;
  timeZone: string;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const overlaps = (start: number, end: number, busy: readonly BusyPeriod[]) =>
  busy.some((b) => start < b.endsAt.getTime() && b.startsAt.getTime() < end);

function shiftsOn(rules: SlotRules, date: LocalDate): OpeningShift[] {
  // UK bank holidays are closed whatever the weekly hours say.
  if (isBankHolidayEnglandAndWales(isoDate(date))) return [];
  return (rules.hours ?? rules.settings.days)[weekdayOf(date)] ?? [];
}

/**
 * Every free slot of a kind from `now` plus the notice to the end of the horizon, in time order:
 * inside the day's opening hours (a slot ends by closing time), never on a bank holiday, never
 * overlapping a busy period. Wall-clock hours are turned into instants day by day, so 10:00 stays
 * 10:00 on both sides of the October and March clock changes.
 */
export function findFreeSlots(
  rules: SlotRules,
  kind: AppointmentKind,
  opts: { now: Date; busy: readonly BusyPeriod[]; limit?: number },
): Slot[] {
  const { settings, timeZone } = rules;
  const duration = settings.durations[kind] * 60_000;
  const earliest = opts.now.getTime() + settings.noticeHours * 3_600_000;
  const latest = opts.now.getTime() + settings.horizonDays * 86_400_000;
  const today = zonedParts(opts.now, timeZone);
  const slots: Slot[] = [];
  for (let offset = 0; offset <= settings.horizonDays; offset++) {
    const date = addDays(today, offset);
    for (const shift of shiftsOn(rules, date)) {
      const close = minutesOf(shift.end);
      for (let minute = minutesOf(shift.start); minute + settings.durations[kind] <= close; minute += SLOT_STEP_MINUTES) {
        const start = localTimeToInstant(date, minute, timeZone).getTime();
        if (start < earliest || start > latest || overlaps(start, start + duration, opts.busy)) continue;
        slots.push({ startsAt: new Date(start).toISOString(), endsAt: new Date(start + duration).toISOString() });
        if (opts.limit && slots.length >= opts.limit) return slots;
      }
    }
  }
  return slots;
}

/**
 * Why an agent's chosen time cannot be offered (null when it can): in the past, on a bank
 * holiday, or not wholly inside one of that day's opening periods.
 */
export function whyNotBookable(rules: SlotRules, kind: AppointmentKind, startsAt: Date, now: Date): string | null {
  if (startsAt.getTime() <= now.getTime()) return 'That time is in the past: please choose a time to come.';
  const local = zonedParts(startsAt, rules.timeZone);
  if (isBankHolidayEnglandAndWales(isoDate(local))) return 'That day is a bank holiday: please choose another day.';
  const start = local.hour * 60 + local.minute;
  const end = start + rules.settings.durations[kind];
  const fits = shiftsOn(rules, local).some((s) => minutesOf(s.start) <= start && end <= minutesOf(s.end));
  return fits ? null : 'That time is outside your appointment hours: please choose a time within them.';
}

/**
 * Three times to offer, spread over different days where possible (the first free slot of each
 * of the next days), in time order.
 */
export function chooseSlotsToOffer(free: readonly Slot[], count = 3): Slot[] {
  const chosen: Slot[] = [];
  const days = new Set<string>();
  for (const slot of free) {
    const day = slot.startsAt.slice(0, 10);
    if (days.has(day)) continue;
    days.add(day);
    chosen.push(slot);
    if (chosen.length === count) break;
  }
  for (const slot of free) {
    if (chosen.length === count) break;
    if (!chosen.includes(slot)) chosen.push(slot);
  }
  return chosen.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
