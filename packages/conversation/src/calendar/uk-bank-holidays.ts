/**
 * Bank holidays in England and Wales, computed for any year from the Banking and Financial
 * Dealings Act 1971 rules plus the one-off changes made by royal proclamation (jubilees, VE Day,
 * a coronation, a state funeral), so office hours stay right without a yearly update.
 */

import { easterSunday as easterOf } from '@leadwise/qualifier';

/** Dates are 'YYYY-MM-DD' strings: a calendar day, with no time zone to get wrong. */
export type IsoDate = string;

/** Proclamations that moved or added a holiday: year → dates to drop and dates to add. */
const PROCLAMATIONS: Record<number, { moved?: IsoDate[]; added: IsoDate[] }> = {
  1995: { moved: ['1995-05-01'], added: ['1995-05-08'] }, // VE Day 50th anniversary
  2002: { moved: ['2002-05-27'], added: ['2002-06-03', '2002-06-04'] }, // Golden Jubilee
  2011: { added: ['2011-04-29'] }, // Royal wedding
  2012: { moved: ['2012-05-28'], added: ['2012-06-04', '2012-06-05'] }, // Diamond Jubilee
  2020: { moved: ['2020-05-04'], added: ['2020-05-08'] }, // VE Day 75th anniversary
  2022: { moved: ['2022-05-30'], added: ['2022-06-02', '2022-06-03', '2022-09-19'] }, // Platinum Jubilee, state funeral
  2023: { added: ['2023-05-08'] }, // Coronation
};

function iso(year: number, month: number, day: number): IsoDate {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function utcDate(year: number, month: number, day: number) {
  return new Date(Date.UTC(year, month - 1, day));
}

function addDays(date: Date, days: number) {
  return new Date(date.getTime() + days * 86_400_000);
}

function toIso(date: Date): IsoDate {
  return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Easter Sunday as a UTC midnight (the calendar rule lives in the qualifier, which also reads "by Easter"). */
export function easterSunday(year: number): Date {
  const { month, day } = easterOf(year);
  return utcDate(year, month, day);
}

function firstMonday(year: number, month: number) {
  const first = utcDate(year, month, 1);
  return addDays(first, (8 - first.getUTCDay()) % 7);
}

function lastMonday(year: number, month: number) {
  const last = utcDate(year, month + 1, 0);
  return addDays(last, -((last.getUTCDay() + 6) % 7));
}

/** A holiday on a weekend moves to the next weekday that is not already a holiday. */
function substitute(date: Date, taken: Set<IsoDate>) {
  let day = date;
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || taken.has(toIso(day))) day = addDays(day, 1);
  return day;
}

/** Every England and Wales bank holiday of a year, sorted. */
export function bankHolidaysEnglandAndWales(year: number): IsoDate[] {
  const easter = easterSunday(year);
  const fixed = [
    toIso(substitute(utcDate(year, 1, 1), new Set())),
    toIso(addDays(easter, -2)), // Good Friday
    toIso(addDays(easter, 1)), // Easter Monday
    toIso(firstMonday(year, 5)), // Early May
    toIso(lastMonday(year, 5)), // Spring
    toIso(lastMonday(year, 8)), // Summer
  ];
  const taken = new Set<IsoDate>();
  const christmas = substitute(utcDate(year, 12, 25), taken);
  taken.add(toIso(christmas));
  const boxingDay = substitute(utcDate(year, 12, 26), taken);
  const days = new Set([...fixed, toIso(christmas), toIso(boxingDay)]);
  const proclamation = PROCLAMATIONS[year];
  for (const date of proclamation?.moved ?? []) days.delete(date);
  for (const date of proclamation?.added ?? []) days.add(date);
  return [...days].sort();
}

const cache = new Map<number, Set<IsoDate>>();

export function isBankHolidayEnglandAndWales(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  let days = cache.get(year);
  if (!days) {
    days = new Set(bankHolidaysEnglandAndWales(year));
    cache.set(year, days);
  }
  return days.has(date);
}
