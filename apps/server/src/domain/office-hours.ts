import type { OfficeHours, Weekday } from '@leadwise/contracts/widget-config';
import { isBankHolidayEnglandAndWales, isKnownTimeZone, isoDate, weekdayOf, zonedParts } from '@leadwise/conversation/calendar';

export interface LocalTime {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  weekday: Weekday;
  /** 'HH:MM', 24-hour, in the zone. */
  time: string;
}

/** The wall-clock date, weekday and time in a time zone (handles BST/GMT through Intl). */
export function toLocalTime(instant: Date, timeZone: string): LocalTime {
  const p = zonedParts(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: isoDate(p),
    weekday: weekdayOf(p),
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}

/** Today's date in a zone, as the qualifier's referenceDate. */
export function localDate(instant: Date, timeZone: string): string {
  return toLocalTime(instant, safeTimeZone(timeZone)).date;
}

/**
 * Whether the office is open at an instant. No office hours (or switched off) means always open.
 * Each day may have several shifts (09:00-12:30 and 13:30-17:30); a shift includes its start
 * minute and ends before its end minute. England and Wales bank holidays close the office when
 * the agent observes them.
 */
export function isWithinOfficeHours(officeHours: OfficeHours | undefined, instant: Date): boolean {
  if (!officeHours?.enabled) return true;
  const local = toLocalTime(instant, safeTimeZone(officeHours.timeZone));
  if (officeHours.observeBankHolidays && isBankHolidayEnglandAndWales(local.date)) return false;
  const shifts = officeHours.days[local.weekday] ?? [];
  return shifts.some((shift) => shift.start <= local.time && local.time < shift.end);
}

/** A zone Intl does not know falls back to UK time rather than failing the widget. */
export function safeTimeZone(timeZone: string) {
  return isKnownTimeZone(timeZone) ? timeZone : 'Europe/London';
}
