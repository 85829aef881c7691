import { WEEKDAY_NAMES, weekdayOf, zonedParts } from '../calendar/zoned-time';
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A slot's start as the visitor reads it in the agency's zone: "Tuesday 2 December at 10:00". */
export function describeSlot(startsAt: string | Date, timeZone: string) {
  const p = zonedParts(new Date(startsAt), timeZone);
  return `${WEEKDAY_NAMES[weekdayOf(p)]} ${p.day} ${MONTH_NAMES[p.month - 1]} at ${pad(p.hour)}:${pad(p.minute)}`;
}

/** "A, B or C". */
export function listSlots(starts: ReadonlyArray<string | Date>, timeZone: string) {
  const words = starts.map((s) => describeSlot(s, timeZone));
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
}
