import { describe, expect, it } from 'vitest';
import { describeSlot } from './describe-slot';
import { chooseSlotsToOffer, findFreeSlots, whyNotBookable } from './find-free-slots';
import { type AppointmentSettings, DEFAULT_APPOINTMENT_SETTINGS } from './types';

const LONDON = 'Europe/London';
const rules = (settings: Partial<AppointmentSettings> = {}) => ({
  settings: { ...DEFAULT_APPOINTMENT_SETTINGS, ...settings },
  timeZone: LONDON,
});
const CLOSED = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const local = (iso: string) => describeSlot(iso, LONDON);

describe('findFreeSlots', () => {
  it('offers the first valuation 24 hours after a Sunday 21:00 chat, on Monday when notice allows', () => {
    // Sunday 30 November 2025 21:00 GMT: with 24 h notice the first slot is Monday 21:00 (closed), so Tuesday 09:00.
    const slots = findFreeSlots(rules(), 'valuation', { now: new Date('2025-11-30T21:00:00Z'), busy: [] });
    expect(local(slots[0].startsAt)).toBe('Tuesday 2 December at 09:00');
    expect(slots[0].endsAt).toBe('2025-12-02T09:45:00.000Z');
  });

  it('never ends a slot after closing time and steps by half hours', () => {
    const slots = findFreeSlots(rules(), 'valuation', { now: new Date('2025-12-01T08:00:00Z'), busy: [] });
    const tuesday = slots.filter((s) => s.startsAt.startsWith('2025-12-02')).map((s) => local(s.startsAt).slice(-5));
    expect(tuesday[0]).toBe('09:00');
    expect(tuesday.at(-1)).toBe('16:30');
    expect(tuesday).toContain('09:30');
  });

  it('keeps Saturday mornings only and Sundays closed', () => {
    const slots = findFreeSlots(rules(), 'viewing', { now: new Date('2025-12-03T12:00:00Z'), busy: [] });
    const saturday = slots.filter((s) => s.startsAt.startsWith('2025-12-06'));
    expect(local(saturday.at(-1)!.startsAt)).toBe('Saturday 6 December at 12:30');
    expect(slots.some((s) => s.startsAt.startsWith('2025-12-07'))).toBe(false);
  });

  it('closes on bank holidays: no slots on Christmas Day, Boxing Day or New Year', () => {
    const slots = findFreeSlots(rules(), 'valuation', { now: new Date('2025-12-23T08:00:00Z'), busy: [] });
    for (const day of ['2025-12-25', '2025-12-26', '2026-01-01']) {
      expect(slots.some((s) => s.startsAt.startsWith(day))).toBe(false);
    }
    expect(slots.some((s) => s.startsAt.startsWith('2025-12-29'))).toBe(true);
  });

  it('offers nothing past the horizon', () => {
    const now = new Date('2025-12-01T08:00:00Z');
    const slots = findFreeSlots(rules({ horizonDays: 3 }), 'valuation', { now, busy: [] });
    expect(new Date(slots.at(-1)!.startsAt).getTime()).toBeLessThanOrEqual(now.getTime() + 3 * 86_400_000);
    expect(local(slots.at(-1)!.startsAt)).toBe('Wednesday 3 December at 16:30');
  });

  it('keeps 10:00 at 10:00 local across the October clock change (BST to GMT)', () => {
    const slots = findFreeSlots(rules({ noticeHours: 0 }), 'viewing', {
      now: new Date('2026-10-23T06:00:00Z'),
      busy: [],
    });
    const tenAm = slots.filter((s) => local(s.startsAt).endsWith('at 10:00')).map((s) => s.startsAt);
    expect(tenAm).toContain('2026-10-23T09:00:00.000Z'); // Friday, BST
    expect(tenAm).toContain('2026-10-26T10:00:00.000Z'); // Monday after the change, GMT
  });

  it('keeps 10:00 at 10:00 local across the March clock change (GMT to BST)', () => {
    const slots = findFreeSlots(rules({ noticeHours: 0 }), 'viewing', {
      now: new Date('2026-03-27T06:00:00Z'),
      busy: [],
    });
    const tenAm = slots.filter((s) => local(s.startsAt).endsWith('at 10:00')).map((s) => s.startsAt);
    expect(tenAm).toContain('2026-03-27T10:00:00.000Z'); // Friday, GMT
    expect(tenAm).toContain('2026-03-30T09:00:00.000Z'); // Monday after the change, BST
  });

  it('skips slots that overlap an appointment already in the diary', () => {
    const busy = [{ startsAt: new Date('2025-12-02T09:00:00Z'), endsAt: new Date('2025-12-02T09:45:00Z') }];
    const slots = findFreeSlots(rules(), 'viewing', { now: new Date('2025-12-01T08:00:00Z'), busy });
    const tuesday = slots.filter((s) => s.startsAt.startsWith('2025-12-02'));
    expect(tuesday[0].startsAt).toBe('2025-12-02T10:00:00.000Z');
  });

  it('uses a branch’s own hours instead of the agency’s', () => {
    const slots = findFreeSlots(
      { ...rules(), hours: { ...CLOSED, wed: [{ start: '18:00', end: '20:00' }] } },
      'viewing',
      { now: new Date('2025-12-01T08:00:00Z'), busy: [] },
    );
    expect(local(slots[0].startsAt)).toBe('Wednesday 3 December at 18:00');
    expect(slots.every((s) => local(s.startsAt).startsWith('Wednesday'))).toBe(true);
  });
});

describe('chooseSlotsToOffer', () => {
  it('spreads three offers over three days', () => {
    const free = findFreeSlots(rules(), 'valuation', { now: new Date('2025-11-30T21:00:00Z'), busy: [] });
    expect(chooseSlotsToOffer(free).map((s) => local(s.startsAt))).toEqual([
      'Tuesday 2 December at 09:00',
      'Wednesday 3 December at 09:00',
      'Thursday 4 December at 09:00',
    ]);
  });
});

describe('whyNotBookable', () => {
  const now = new Date('2025-12-01T08:00:00Z');
  it('accepts a time inside the hours', () => {
    expect(whyNotBookable(rules(), 'valuation', new Date('2025-12-02T14:15:00Z'), now)).toBeNull();
  });
  it('refuses the past, a bank holiday and a time that runs past closing', () => {
    expect(whyNotBookable(rules(), 'valuation', new Date('2025-11-28T10:00:00Z'), now)).toMatch(/past/);
    expect(whyNotBookable(rules(), 'valuation', new Date('2025-12-25T10:00:00Z'), now)).toMatch(/bank holiday/);
    expect(whyNotBookable(rules(), 'valuation', new Date('2025-12-02T17:00:00Z'), now)).toMatch(/outside/);
    expect(whyNotBookable(rules(), 'valuation', new Date('2025-12-07T10:00:00Z'), now)).toMatch(/outside/);
  });
});
