import { describe, expect, it } from 'vitest';
import { addMonths, easterSunday, parseIsoDate } from './calendar';

describe('calendar', () => {
  it('reads a real day', () => expect(parseIsoDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 }));
  it('rejects a day that does not exist', () => expect(parseIsoDate('2026-02-30')).toBeNull());
  it('clamps the day when adding months', () =>
    expect(addMonths({ year: 2026, month: 8, day: 31 }, 6)).toEqual({ year: 2027, month: 2, day: 28 }));
  it('computes Easter Sunday', () => {
    expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
    expect(easterSunday(2028)).toEqual({ year: 2028, month: 4, day: 16 });
  });
});
