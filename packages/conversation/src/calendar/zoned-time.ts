/** A calendar day in some time zone; month is 1-12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Building an Intl.DateTimeFormat costs far more than using one, and every visitor message reads
 * the local time: one formatter per zone name is kept. Names are case-insensitive to Intl, so the
 * cache is emptied past a bound rather than grown by every spelling someone types.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_FORMATTERS = 1000;

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone: building its formatter is the test, and the formatter is kept. */
export function isKnownTimeZone(timeZone: string) {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string) {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (instant.getTime() - instant.getMilliseconds());
}

/** The instant a local day starts (local midnight), daylight-saving changes included. */
export function startOfLocalDay(date: LocalDate, timeZone: string) {
  return localTimeToInstant(date, 0, timeZone);
}

/**
 * The instant a wall-clock time (minutes after local midnight) happens on a local day,
 * daylight-saving changes included: 10:00 is 10:00 GMT in winter and 09:00 UTC in summer.
 */
export function localTimeToInstant(date: LocalDate, minuteOfDay: number, timeZone: string) {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * 60_000;
  let instant = wall - offsetAt(new Date(wall), timeZone);
  // A second pass settles times where the offset at the wall time read as UTC differs from the local one.
  instant = wall - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** Date.getUTCDay()'s order: Sunday first. */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** Each weekday's name, as the chat and the dashboard write it. */
export const WEEKDAY_NAMES: Record<WeekdayKey, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export function weekdayOf(date: LocalDate): WeekdayKey {
  return WEEKDAY_KEYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()];
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function isoDate(date: LocalDate) {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** "Monday 9 March 2026". */
export function longDate(date: LocalDate) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(date.year, date.month - 1, date.day)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}
