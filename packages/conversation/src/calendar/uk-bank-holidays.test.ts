import { describe, expect, it } from 'vitest';
import { bankHolidaysEnglandAndWales, easterSunday, isBankHolidayEnglandAndWales } from './uk-bank-holidays';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('puts Easter %i on %s', (year, date) => {
    expect(easterSunday(year).toISOString().slice(0, 10)).toBe(date);
  });
});

describe('bankHolidaysEnglandAndWales', () => {
  // Published by GOV.UK (www.gov.uk/bank-holidays).
  it('matches the published 2026 list, with Boxing Day moved to Monday 28 December', () => {
    expect(bankHolidaysEnglandAndWales(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
  });

  it('substitutes both Christmas days when they fall on a weekend (2027)', () => {
    expect(bankHolidaysEnglandAndWales(2027)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it('moves New Year to Monday 3 January when 1 January is a Saturday (2022)', () => {
    expect(bankHolidaysEnglandAndWales(2022)).toContain('2022-01-03');
    expect(bankHolidaysEnglandAndWales(2022)).not.toContain('2022-01-01');
  });

  it('applies proclamations: the 2022 Platinum Jubilee and state funeral, the 2023 coronation', () => {
    const y2022 = bankHolidaysEnglandAndWales(2022);
    expect(y2022).toEqual(expect.arrayContaining(['2022-06-02', '2022-06-03', '2022-09-19']));
    expect(y2022).not.toContain('2022-05-30');
    expect(bankHolidaysEnglandAndWales(2023)).toContain('2023-05-08');
  });

  it('works for years no list was written for', () => {
    expect(bankHolidaysEnglandAndWales(2031)).toHaveLength(8);
    expect(isBankHolidayEnglandAndWales('2031-04-11')).toBe(true); // Good Friday 2031
    expect(isBankHolidayEnglandAndWales('2031-04-10')).toBe(false);
  });
});
