import { describe, expect, it } from 'vitest';
import { parseSlotPick } from './parse-slot-pick';

// Tuesday 2 December 10:00, Wednesday 3 December 14:30, Saturday 6 December 09:00 (GMT = London).
const OFFERED = ['2025-12-02T10:00:00.000Z', '2025-12-03T14:30:00.000Z', '2025-12-06T09:00:00.000Z'];
const read = (text: string) => parseSlotPick(text, OFFERED, 'Europe/London');

describe('parseSlotPick', () => {
  it.each([
    ['the first one', 0],
    ['2', 1],
    ['The second please', 1],
    ['option 3', 2],
    ['the last one', 2],
    ['Tuesday at 10', 0],
    ['wednesday 2:30pm', 1],
    ['Weds at 14:30 works', 1],
    ['Saturday morning', 2],
    ['3 December is best', 1],
    ['sat', 2],
  ])('reads "%s" as slot %i', (text, index) => {
    expect(read(text)).toEqual({ kind: 'pick', index });
  });

  it('reads "none of those work" as none, without a suggestion', () => {
    expect(read('none of those work')).toEqual({ kind: 'none', suggests: false });
  });

  it('reads "none of those, Friday evening?" as none with a suggestion', () => {
    expect(read("None of those work, Friday evening?")).toEqual({ kind: 'none', suggests: true });
  });

  it('calls a time that matches no offer, or several, unclear', () => {
    expect(read('Monday at 11')).toEqual({ kind: 'unclear' });
    expect(read('morning')).toEqual({ kind: 'unclear' });
    expect(read('what is your fee?')).toEqual({ kind: 'unclear' });
  });

  it('does not read "Tuesday 2 December" as the second slot', () => {
    expect(read('Tuesday 2 December')).toEqual({ kind: 'pick', index: 0 });
  });
});
