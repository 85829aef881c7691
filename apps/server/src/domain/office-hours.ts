import type { OfficeHours, Weekday } from '@leadwise/contracts/widget-config';
import { isBankHolidayEnglandAndWales } from './uk-bank-holidays';

const WEEKDAY_BY_SHORT_NAME: Record<string, Weekday> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

export interface LocalTime {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  weekday: Weekday;
  /** 'HH:MM', 24-hour, in the zone. */
  time: string;
}

/**
 * Building an Intl.DateTimeFormat costs far more than using one, and every visitor message reads
 * the local time: one formatter per zone name is kept. Names are case-insensitive to Intl, so
 * the cache is emptied past a bound rather than grown by every spelling someone types.
 */
const localTimeFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_FORMATS = 1000;

function localTimeFormat(timeZone: string) {
  let format = localTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    if (localTimeFormats.size >= MAX_CACHED_FORMATS) localTimeFormats.clear();
    localTimeFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date, weekday and time in a time zone (handles BST/GMT through Intl). */
export function toLocalTime(instant: Date, timeZone: string): LocalTime {
  const parts = localTimeFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: WEEKDAY_BY_SHORT_NAME[part('weekday')],
    time: `${part('hour')}:${part('minute')}`,
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
  try {
    localTimeFormat(timeZone);
    return timeZone;
  } catch {
    return 'Europe/London';
  }
}
