import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseIsoDate } from './calendar';
import { parseTimeline } from './parse-timeline';
import type { Timeline } from './types';

// Phrasings composed around the ways visitors say when they want to move, sell or let, on
// 22 November 2026 unless a row gives another day: [lines ("A: " is the assistant), expected].
const WHEN = 'A: When are you hoping to move?';

const table: [string[], Timeline | null, string?][] = [
  // immediate: now, ASAP, within 28 days
  [[WHEN, 'asap pls'], 'immediate'],
  [[WHEN, 'as soon as poss'], 'immediate'],
  [[WHEN, 'yesterday if we could lol'], 'immediate'],
  [[WHEN, 'right away'], 'immediate'],
  [[WHEN, 'need to be out by the end of the month'], 'immediate'],
  [[WHEN, 'in a couple of weeks'], 'immediate'],
  [[WHEN, 'next wk ideally'], 'immediate'],
  [[WHEN, 'our notice ends in 3 wks'], 'immediate'],
  [[WHEN, 'straight away really'], 'immediate'],
  [[WHEN, 'we are ready to go now'], 'immediate'],
  [[WHEN, 'urgently tbh'], 'immediate'],
  [[WHEN, 'within a fortnight'], 'immediate'],
  [[WHEN, 'the sooner the better'], 'immediate'],
  [[WHEN, 'as soon as this can be sorted, please'], 'immediate'],
  [[WHEN, "we're coming back in March, so then"], 'within_6_months'],
  [['we want to buy a terraced house but honestly we are very early on'], 'later'],
  [['only just started to look, a flat near the station maybe'], 'later'],
  [[WHEN, 'not sure, my contract is not signed yet', 'A: Can I take a number?', "no thanks, I'll check back tomorrow"], null],
  [[WHEN, 'in the next few days'], 'immediate'],
  [[WHEN, 'start of next month'], 'immediate'],
  [[WHEN, 'like now, our landlord is selling'], 'immediate'],
  [[WHEN, 'this month if poss'], 'immediate'],
  [[WHEN, 'quick as we can'], 'immediate'],
  // within 3 months
  [[WHEN, 'before xmas'], 'within_3_months'],
  [[WHEN, 'in the next couple of months'], 'within_3_months'],
  [[WHEN, '2-3 months'], 'within_3_months'],
  [[WHEN, 'early jan'], 'within_3_months'],
  [[WHEN, 'within 8 weeks'], 'within_3_months'],
  [[WHEN, 'in about 6 wks'], 'within_3_months'],
  [[WHEN, 'by the new year'], 'within_3_months'],
  [[WHEN, 'couple of months tops'], 'within_3_months'],
  [[WHEN, 'in the new year, mid jan'], 'within_3_months'],
  [[WHEN, 'next 2 mths'], 'within_3_months'],
  // within 6 months
  [[WHEN, '4-5 months'], 'within_6_months'],
  [[WHEN, 'in the next six months or so'], 'within_6_months'],
  [[WHEN, 'within half a year'], 'within_6_months'],
  [[WHEN, 'by easter'], 'within_6_months'],
  [[WHEN, 'around march/april'], 'within_6_months'],
  [[WHEN, 'in 4 months time'], 'within_6_months'],
  [[WHEN, 'over the next 5 months'], 'within_6_months'],
  [[WHEN, 'no massive rush but before the summer'], 'within_6_months', '2027-01-10'],
  [[WHEN, 'end of march latest'], 'within_6_months'],
  [[WHEN, 'in 5 mths'], 'within_6_months'],
  // later
  [[WHEN, 'no rush, just browsing'], 'later'],
  [[WHEN, 'next year sometime'], 'later', '2026-03-01'],
  [[WHEN, 'not for a year or so'], 'later'],
  [[WHEN, 'in 2028'], 'later'],
  [[WHEN, 'long term plan, maybe 18 months'], 'later'],
  [[WHEN, 'just having a look at the moment'], 'later'],
  [[WHEN, 'no hurry at all'], 'later'],
  [[WHEN, 'not in any rush tbh'], 'later'],
  [[WHEN, "we're in no great hurry"], 'later'],
  [[WHEN, 'a year or two'], 'later'],
  [[WHEN, 'just looking, maybe one day'], 'later'],
  [[WHEN, 'probably 3 months or so'], 'within_3_months'],
  [[WHEN, 'not till 2028 at the earliest'], 'later'],
  [[WHEN, 'no timescale really, whenever the right place comes up'], 'later'],
  // left open, or a date that is not the move
  [[WHEN, 'not sure yet, depends on work'], null],
  [[WHEN, 'depends on the sale'], null],
  [[WHEN, 'dunno yet'], null],
  [[WHEN, "we've been looking for 3 months"], null],
  [['we moved here 2 years ago and love it'], null],
  [['we viewed one last week but it went'], null],
  [['are you open on saturdays?'], null],
  [['my mortgage broker is calling me next week'], null],
  [['A: What is your budget?', 'about 1200 a month'], null],
];

describe('parseTimeline, varied phrasings', () => {
  it.each(table)('%j is %s', (lines, expected, date = '2026-11-22') =>
    expect(parseTimeline(turns(...lines), parseIsoDate(date)!)).toBe(expected));
});
