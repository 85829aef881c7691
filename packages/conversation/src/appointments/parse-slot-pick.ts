import { weekdayOf, zonedParts } from '../calendar/zoned-time';
import { MONTH_NAMES } from './describe-slot';

/** Which offered slot the visitor chose, that none suits, or that the reply did not say. */
export type SlotPick =
  | { kind: 'pick'; index: number }
  /** `suggests`: the same message says when would suit instead ("none of those, Friday evening?"). */
  | { kind: 'none'; suggests: boolean }
  | { kind: 'unclear' };

const NONE_SUITS =
  /\b(none|neither|no(ne)? of (those|them|these)|(doesn'?t|don'?t|do not|does not|won'?t) (work|suit)|can'?t (do|make)|not (good|convenient|possible)|(another|other|different) (time|day|date))\b/i;

const ORDINALS: ReadonlyArray<[RegExp, number]> = [
  [/\b(first|1st|earliest)\b|^\s*(the\s+)?(one|1)\s*[.!]?\s*$|\b(option|number|no\.?)\s*(one|1)\b/i, 0],
  [/\b(second|2nd|middle)\b|^\s*(the\s+)?(two|2)\s*[.!]?\s*$|\b(option|number|no\.?)\s*(two|2)\b/i, 1],
  [/\b(third|3rd|last|latest)\b|^\s*(the\s+)?(three|3)\s*[.!]?\s*$|\b(option|number|no\.?)\s*(three|3)\b/i, 2],
];

const WEEKDAY_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\bmon(day)?\b/i, 'mon'],
  [/\btue(s|sday)?\b/i, 'tue'],
  [/\bwed(nesday)?\b/i, 'wed'],
  [/\bthu(r|rs|rsday)?\b/i, 'thu'],
  [/\bfri(day)?\b/i, 'fri'],
  [/\bsat(urday)?\b/i, 'sat'],
  [/\bsun(day)?\b/i, 'sun'],
];

const PARTS_OF_DAY: ReadonlyArray<[RegExp, (hour: number) => boolean]> = [
  [/\bmorning\b/i, (h) => h < 12],
  [/\bafternoon\b/i, (h) => h >= 12 && h < 17],
  [/\bevening\b/i, (h) => h >= 17],
];

/** "10", "at 10", "10am", "2pm", "14:00", "10.30": hour and minute; a bare hour under 8 is afternoon. */
function readTime(text: string): { hour: number; minute: number | null } | null {
  const clock = /\b(\d{1,2})[:.](\d{2})\s*(am|pm)?\b/i.exec(text);
  const meridiem = /\b(\d{1,2})\s*(am|pm)\b/i.exec(text);
  const bare = /\b(?:at|for|around|about)\s+(\d{1,2})\b(?![:.]?\s*(?:st|nd|rd|th)\b)/i.exec(text);
  const [hourText, minuteText, half] = clock
    ? [clock[1], clock[2], clock[3]]
    : meridiem
      ? [meridiem[1], null, meridiem[2]]
      : bare
        ? [bare[1], null, undefined]
        : [null, null, undefined];
  if (hourText === null) return null;
  let hour = Number(hourText);
  const minute = minuteText === null ? null : Number(minuteText);
  if (hour > 23 || (minute !== null && minute > 59)) return null;
  const suffix = half?.toLowerCase();
  if (suffix === 'pm' && hour < 12) hour += 12;
  if (suffix === 'am' && hour === 12) hour = 0;
  if (!suffix && hour < 8) hour += 12;
  return { hour, minute };
}

/** "2 December", "2nd Dec", "December 2": day of month and month (1-12). */
function readDate(text: string): { day: number; month: number } | null {
  const months = MONTH_NAMES.map((m) => m.slice(0, 3).toLowerCase());
  const match =
    /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]{3})[a-z]*\b/i.exec(text) ?? /\b([a-z]{3})[a-z]*\s+(\d{1,2})(?:st|nd|rd|th)?\b/i.exec(text);
  if (!match) return null;
  const [day, monthWord] = /^\d/.test(match[1]) ? [match[1], match[2]] : [match[2], match[1]];
  const month = months.indexOf(monthWord.toLowerCase());
  return month === -1 ? null : { day: Number(day), month: month + 1 };
}

/**
 * Reads the visitor's answer to an offer of slots: "the first one", "2", "Tuesday at 10",
 * "Saturday morning" (when exactly one offered slot matches everything said), or "none of those
 * work". Anything that matches no offered slot, or several, is unclear.
 */
export function parseSlotPick(text: string, offered: readonly string[], timeZone: string): SlotPick {
  const weekdays = WEEKDAY_WORDS.filter(([re]) => re.test(text)).map(([, key]) => key);
  const time = readTime(text);
  const date = readDate(text);
  const parts = PARTS_OF_DAY.filter(([re]) => re.test(text)).map(([, test]) => test);
  const saysWhen = weekdays.length > 0 || time !== null || date !== null || parts.length > 0;

  if (saysWhen) {
    const matches = offered
      .map((startsAt, index) => ({ p: zonedParts(new Date(startsAt), timeZone), index }))
      .filter(({ p }) => weekdays.length === 0 || weekdays.includes(weekdayOf(p)))
      .filter(({ p }) => !time || (p.hour === time.hour && (time.minute === null || p.minute === time.minute)))
      .filter(({ p }) => !date || (p.day === date.day && p.month === date.month))
      .filter(({ p }) => parts.every((test) => test(p.hour)));
    if (NONE_SUITS.test(text)) return { kind: 'none', suggests: true };
    return matches.length === 1 ? { kind: 'pick', index: matches[0].index } : { kind: 'unclear' };
  }
  if (NONE_SUITS.test(text)) return { kind: 'none', suggests: false };
  const ordinal = ORDINALS.find(([re]) => re.test(text));
  if (ordinal && ordinal[1] < offered.length) return { kind: 'pick', index: ordinal[1] };
  return { kind: 'unclear' };
}
