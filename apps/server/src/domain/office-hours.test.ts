import type { OfficeHours } from '@leadwise/contracts/widget-config';
import { describe, expect, it } from 'vitest';
import { isWithinOfficeHours, localDate, safeTimeZone, toLocalTime } from './office-hours';

const weekdaysSplit: OfficeHours = {
  enabled: true,
  timeZone: 'Europe/London',
  observeBankHolidays: true,
  days: {
    wed: [],
    thu: [],
    fri: [],
    sun: [],
    mon: [
      { start: '09:00', end: '12:30' },
      { start: '13:30', end: '17:30' },
    ],
    tue: [{ start: '09:00', end: '17:30' }],
    sat: [{ start: '10:00', end: '14:00' }],
  },
};

describe('isWithinOfficeHours', () => {
  it('is always open without office hours or when they are switched off', () => {
    expect(isWithinOfficeHours(undefined, new Date('2026-01-04T03:00:00Z'))).toBe(true);
    expect(isWithinOfficeHours({ ...weekdaysSplit, enabled: false }, new Date('2026-01-04T03:00:00Z'))).toBe(true);
  });

  it('is open in either shift of a split day and closed over lunch', () => {
    // Monday 12 January 2026, GMT.
    expect(isWithinOfficeHours(weekdaysSplit, new Date('2026-01-12T09:00:00Z'))).toBe(true);
    expect(isWithinOfficeHours(weekdaysSplit, new Date('2026-01-12T12:45:00Z'))).toBe(false);
    expect(isWithinOfficeHours(weekdaysSplit, new Date('2026-01-12T13:30:00Z'))).toBe(true);
    expect(isWithinOfficeHours(weekdaysSplit, new Date('2026-01-12T17:30:00Z'))).toBe(false);
  });

  it('reads the clock in the office time zone (British Summer Time)', () => {
    // Tuesday 14 July 2026 08:30 UTC is 09:30 BST.
    expect(isWithinOfficeHours(weekdaysSplit, new Date('2026-07-14T08:30:00Z'))).toBe(true);
    expect(isWithinOfficeHours(weekdaysSplit, new Date('2026-07-14T16:45:00Z'))).toBe(false);
  });

  it('is closed on a day with no shifts', () => {
    expect(isWithinOfficeHours(weekdaysSplit, new Date('2026-01-14T11:00:00Z'))).toBe(false); // Wednesday
  });

  it('closes on England and Wales bank holidays unless the agent works them', () => {
    const easterMonday = new Date('2026-04-06T10:00:00Z'); // Monday, 11:00 BST
    expect(isWithinOfficeHours(weekdaysSplit, easterMonday)).toBe(false);
    expect(isWithinOfficeHours({ ...weekdaysSplit, observeBankHolidays: false }, easterMonday)).toBe(true);
  });
});

describe('toLocalTime', () => {
  it('gives the date, weekday and time in the zone', () => {
    expect(toLocalTime(new Date('2026-03-29T23:30:00Z'), 'Europe/London')).toEqual({
      date: '2026-03-30',
      weekday: 'mon',
      time: '00:30',
    });
  });
});

describe('safeTimeZone', () => {
  it('keeps a zone Intl knows and falls back to UK time for one it does not, every time it is asked', () => {
    expect(safeTimeZone('America/New_York')).toBe('America/New_York');
    for (let i = 0; i < 2; i++) expect(safeTimeZone('Mars/Olympus_Mons')).toBe('Europe/London');
    expect(localDate(new Date('2026-06-30T23:30:00Z'), 'Mars/Olympus_Mons')).toBe('2026-07-01');
  });
});
