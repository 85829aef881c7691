import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseIsoDate } from './calendar';
import { parseTimeline } from './parse-timeline';

const on = (date: string, ...lines: string[]) =>
  parseTimeline(turns('A: When are you hoping to move?', ...lines), parseIsoDate(date)!);

describe('parseTimeline', () => {
  it('reads "by the end of the summer" in June as within 3 months', () =>
    expect(on('2026-06-08', 'by the end of the summer')).toBe('within_3_months'));
  it('reads no timeline from a rent of "£900 a month max"', () =>
    expect(on('2026-03-09', 'A: Budget?', '£900 a month max')).toBeNull());
  it('still reads "up to 1500, 2 months tops" as within 3 months', () =>
    expect(on('2026-03-09', 'up to 1500, 2 months tops')).toBe('within_3_months'));
  describe('immediate', () => {
    it('reads "asap" as immediate', () => expect(on('2026-06-09', 'asap tbh')).toBe('immediate'));
    it('reads "need somewhere quickly" as immediate', () =>
      expect(on('2026-06-09', 'need somewhere quickly')).toBe('immediate'));
    it('reads "out in 2 weeks" as immediate', () =>
      expect(on('2026-06-09', "we've got to be out in 2 weeks")).toBe('immediate'));
    it('reads "in a couple weeks", with no "of", as immediate', () =>
      expect(on('2026-05-11', 'hoping to be in a couple weeks from now')).toBe('immediate'));
    it('reads "within 4 weeks" (28 days) as immediate', () =>
      expect(on('2026-03-12', 'we need to move within 4 weeks')).toBe('immediate'));
    it('reads a date 17 days away as immediate', () => expect(on('2027-09-14', '1st October')).toBe('immediate'));
    it('reads "yep" to "within the next month?" as immediate', () =>
      expect(
        parseTimeline(
          turns('A: When do you need to move in? Within the next month?', 'yep'),
          parseIsoDate('2026-08-24')!,
        ),
      ).toBe('immediate'));
    it('reads "the sooner the better" as immediate', () =>
      expect(on('2026-06-09', 'the sooner the better!')).toBe('immediate'));
    it('does not read "not right now" as immediate', () => expect(on('2026-06-09', 'not right now thanks')).toBeNull());
  });

  describe('relative durations', () => {
    it('reads "tenancy ends in 5 weeks" as within 3 months', () =>
      expect(on('2026-04-22', 'our tenancy ends in 5 weeks')).toBe('within_3_months'));
    it('reads "within the next 2 months" as within 3 months', () =>
      expect(on('2027-01-19', 'hopefully moved within the next 2 months')).toBe('within_3_months'));
    it('reads "in about 6 months" as within 6 months', () =>
      expect(on('2026-04-09', 'in about 6 months')).toBe('within_6_months'));
    it('reads "8 weeks or so" as within 3 months', () =>
      expect(on('2027-09-01', '8 weeks or so')).toBe('within_3_months'));
    it('reads "3 months left on our lease" as within 3 months', () =>
      expect(on('2026-05-01', "we've got 3 months left on our lease")).toBe('within_3_months'));
    it('reads "within the year" as later', () => expect(on('2027-04-02', 'within the year')).toBe('later'));
    it('reads "in a year or two" as later', () => expect(on('2026-05-21', 'in a year or two')).toBe('later'));
  });

  describe('deadlines and months', () => {
    it('reads "by mid-March" in January as within 3 months', () =>
      expect(on('2026-01-14', 'ideally by mid-March')).toBe('within_3_months'));
    it('reads "by the end of August" in April as within 6 months', () =>
      expect(on('2026-04-07', 'by the end of August')).toBe('within_6_months'));
    it('reads "by the end of august" in June as within 3 months', () =>
      expect(on('2027-06-21', 'by the end of august')).toBe('within_3_months'));
    it('reads "march" after a comma as the month ("after christmas, march at a push")', () =>
      expect(on('2026-10-20', 'after christmas, march at a push')).toBe('within_6_months'));
    it('reads "next year, march ideally" in November as within 6 months', () =>
      expect(on('2026-11-10', 'next year, march ideally')).toBe('within_6_months'));
    it('reads "we\'ve got until the end of January" in November as within 3 months', () =>
      expect(on('2026-11-10', "the landlord's selling, we've got until the end of january")).toBe('within_3_months'));
    it('reads "only got till the 3rd of next month" as immediate', () =>
      expect(on('2026-11-10', 'we have only got till the 3rd of december to find somewhere')).toBe('immediate'));
    it('still does not read "we got our AIP in March" as the move', () =>
      expect(on('2026-11-10', 'A: Anything else?', 'we got our aip in march')).toBeNull());
    it('reads "the end o June" (of without its f) in February as within 6 months', () =>
      expect(on('2027-02-03', 'need tae be in by the end o june')).toBe('within_6_months'));
    it('reads "start o\' May" in March as within 3 months', () =>
      expect(on('2027-03-20', "start o' may would be grand")).toBe('within_3_months'));
    it('reads "February - sorry, April" in November as the April said last', () =>
      expect(on('2026-11-10', 'february - sorry, april')).toBe('within_6_months'));
    it('reads "by Christmas - no wait, by the end of January" as the deadline said last', () =>
      expect(on('2026-10-01', 'by christmas - no wait, by the end of january')).toBe('within_6_months'));
    it('reads "before September" by its deadline', () =>
      expect(on('2026-05-20', 'before September ideally')).toBe('within_6_months'));
    it('reads "in May" by the month', () =>
      expect(on('2026-11-22', "we'd like to move in May")).toBe('within_6_months'));
    it('reads "June time" as a month', () => expect(on('2027-02-08', 'Probably June time')).toBe('within_6_months'));
    it('reads "next september" in December as later', () =>
      expect(on('2026-12-01', 'for next september')).toBe('later'));
    it('reads "30th sept" as a date', () =>
      expect(on('2027-08-09', 'our tenancy ends 30th sept')).toBe('within_3_months'));
    it('ignores "may" the verb', () => expect(on('2026-01-14', 'we may need a bigger place')).toBeNull());
  });

  describe('holidays and seasons', () => {
    it('reads "by Christmas" in August as within 6 months', () =>
      expect(on('2027-08-18', 'by Christmas')).toBe('within_6_months'));
    it('reads "before christmas" in October as within 3 months', () =>
      expect(on('2026-10-01', 'before christmas')).toBe('within_3_months'));
    it('reads "by Easter" from the computed Easter date', () =>
      expect(on('2027-11-25', 'by Easter')).toBe('within_6_months'));
    it('reads "in the spring" in November as within 6 months', () =>
      expect(on('2026-11-16', 'Ideally in the spring')).toBe('within_6_months'));
    it('reads "next summer" in September as later', () =>
      expect(on('2027-09-20', 'not until next summer')).toBe('later'));
    it('reads a move put off until after the wedding as dated by the wedding', () =>
      expect(on('2026-10-05', 'A: Timescale?', 'straight away ideally. no, actually, it will be after our wedding in March')).toBe('within_6_months'));
    it('reads "scratch that, after the wedding next autumn" as later', () =>
      expect(on('2026-03-02', 'A: Timescale?', 'by the summer. scratch that, more like after the wedding next autumn')).toBe('later'));
    it('reads "next summer" said in April as the summer after this one', () =>
      expect(on('2026-04-20', 'we fly back for good next summer')).toBe('later'));
    it('reads "next winter" said in January as this December', () =>
      expect(on('2026-01-10', 'A: Timescale?', 'by next winter')).toBe('later'));
    it('reads "before the kids go back to school" as early September', () =>
      expect(on('2027-07-21', 'before the kids go back to school')).toBe('within_3_months'));
    it('reads "by the summer holidays" in December as later', () =>
      expect(on('2027-12-15', 'by the summer holidays')).toBe('later'));
    it('reads "next academic year" in November as later', () =>
      expect(on('2026-11-25', 'for next academic year')).toBe('later'));
    it('reads "sometime in 2028" as later', () => expect(on('2026-12-14', 'sometime in 2028')).toBe('later'));
  });

  describe('vague phrases', () => {
    it('reads "just browsing" as later', () => expect(on('2026-08-31', 'just browsing at the moment')).toBe('later'));
    it('reads "no rush" as later', () => expect(on('2026-07-08', 'no rush, we can wait')).toBe('later'));
    it('lets a specific window beat a vague phrase', () =>
      expect(on('2026-02-26', 'No massive rush but ideally within 6 months')).toBe('within_6_months'));
    it('keeps a specific window when a vague phrase comes later', () =>
      expect(on('2026-10-28', 'hopefully within 3 months', 'just looking for now')).toBe('within_3_months'));
    it('leaves "not sure yet, depends" open', () =>
      expect(on('2027-02-22', 'not sure yet, depends on my job')).toBeNull());
  });

  describe('other dates', () => {
    it('ignores the date an AIP is valid until', () =>
      expect(
        parseTimeline(turns('we have an agreement in principle, valid till April'), parseIsoDate('2027-01-19')!),
      ).toBeNull());
    it('ignores when a mortgage step happened', () =>
      expect(
        parseTimeline(turns('my application is in, should hear this week'), parseIsoDate('2027-01-19')!),
      ).toBeNull());
    it('prefers the moving date over a job start date', () =>
      expect(on('2027-12-29', "2nd March so I'd like to move by mid February")).toBe('within_3_months'));
    it('lets a correction win', () =>
      expect(on('2027-09-20', 'ideally before christmas', 'actually no, realistically not until next summer')).toBe(
        'later',
      ));
  });
  describe('school year, tenancy ends and refinements', () => {
    it('reads "once the school year finishes" as late July', () =>
      expect(on('2026-05-12', 'once the school year finishes')).toBe('within_3_months'));
    it('reads "after the school year ends" as later from January', () =>
      expect(on('2026-01-12', 'after the school year ends')).toBe('later'));
    it('reads "end of the school year" as late July', () =>
      expect(on('2026-03-01', 'end of the school year')).toBe('within_6_months'));
    it('reads "once the kids break up for summer" as late July', () =>
      expect(on('2026-05-12', 'once the kids break up for summer')).toBe('within_3_months'));
    it('still reads "for the academic year" as September', () =>
      expect(on('2026-05-12', 'for the academic year')).toBe('within_6_months'));
    it('reads "by the autumn term" as early September', () =>
      expect(on('2026-06-10', 'by the autumn term')).toBe('within_3_months'));
    it('reads "once our tenancy is up in March" by that March', () =>
      expect(on('2026-05-05', 'once our tenancy is up in March')).toBe('later'));
    it('reads "once our tenancy is up in January" from November', () =>
      expect(on('2026-11-02', 'once our tenancy is up in January')).toBe('within_3_months'));
    it('reads "within the month" as immediate', () => expect(on('2026-02-16', 'within the month really')).toBe('immediate'));
    it('lets "probably February" refine "after Christmas"', () =>
      expect(on('2026-10-20', 'after Christmas, probably February')).toBe('within_6_months'));
    it('reads "not for at least a year" as later', () =>
      expect(on('2026-03-01', 'not for at least a year')).toBe('later'));
  });
  it('reads "2 months" as within_3_months', () => expect(on('2026-06-10', '2 months')).toBe('within_3_months'));
  it("does not take a seller's valuation visit for when they want to sell", () =>
    expect(
      on('2026-03-09', "could someone come and value it next week? We'd like it listed by the end of April"),
    ).toBe('within_3_months'));
  it('lets the deadline held "at the latest" beat a vaguer season', () =>
    expect(on('2026-01-20', 'sometime in the spring, by the end of May at the latest')).toBe('within_6_months'));
});

describe('parseTimeline, more phrasings', () => {
  it('reads "nothing urgent, maybe next year" in June as later, not immediate', () =>
    expect(on('2026-06-10', 'nothing urgent, maybe next year')).toBe('later'));
  it('reads "within the next fortnight" as immediate', () =>
    expect(on('2026-03-02', 'within the next fortnight')).toBe('immediate'));
  it('reads "just seeing what\'s around" as later', () => expect(on('2026-03-02', "just seeing what's around")).toBe('later'));
  it('reads "it\'s vacant now" as immediate', () =>
    expect(parseTimeline(turns('A: When would it be available?', "it's vacant now"), parseIsoDate('2026-03-02')!)).toBe(
      'immediate',
    ));
});

describe('parseTimeline, words that look like dates', () => {
  it('does not read "in today\'s market" as today', () =>
    expect(on('2026-08-03', "what would it fetch in today's market? might sell next spring")).toBe('later'));
  it('reads "as quick as possible" as immediate', () => expect(on('2026-08-03', 'as quick as possible')).toBe('immediate'));
  it('reads "in the next month or two" as within 3 months', () =>
    expect(on('2026-08-03', 'in the next month or two')).toBe('within_3_months'));
});

describe('parseTimeline, hurry words and a date', () => {
  it('reads "soon as" as immediate', () => expect(on('2026-11-10', 'soon as')).toBe('immediate'));
  it('lets "quickly, completing in November" read as the month', () =>
    expect(on('2026-07-01', 'need to buy quickly, completing in November')).toBe('within_6_months'));
  it('still reads "quickly" alone as immediate', () => expect(on('2026-07-01', 'quickly please')).toBe('immediate'));
});

describe('parseTimeline, having a look', () => {
  it('reads "just having a look at what\'s about" as later', () =>
    expect(parseTimeline(turns("just having a look at what's about in Norwich"), parseIsoDate('2026-05-04')!)).toBe('later'));
});

describe('parseTimeline, a property coming free and a visitor nosing', () => {
  const said = (date: string, text: string) => parseTimeline(turns(text), parseIsoDate(date)!);
  it('reads "I\'ve got a terrace coming free at the end of January" on 12 January as immediate', () =>
    expect(said('2026-01-12', "I'm a landlord. I've got a 3 bed terrace coming free at the end of January")).toBe('immediate'));
  it('still ignores "got our AIP in January" as a moving date', () =>
    expect(said('2026-01-12', 'we got our AIP in January')).toBeNull());
  it('reads "just nosing really" as later', () =>
    expect(said('2026-03-09', 'just nosing really, how much are bungalows going for?')).toBe('later'));
});

describe('parseTimeline, school holidays and terms', () => {
  it('reads "by the end of the summer holidays" on 27 April as within 6 months (the end of August)', () =>
    expect(on('2026-04-27', 'by the end of the summer holidays')).toBe('within_6_months'));
  it('still reads "by the summer holidays" on 27 April as within 3 months (late July)', () =>
    expect(on('2026-04-27', 'by the summer holidays')).toBe('within_3_months'));
  it('reads "before the start of term in late September" on 17 August by the month given', () =>
    expect(on('2026-08-17', 'before the start of term in late September')).toBe('within_3_months'));
});

describe('parseTimeline, the most precise date said', () => {
  it('reads "once the summer is over, say from 2 October" in June by the day given', () =>
    expect(on('2026-06-20', 'once the summer is over, say from 2 October')).toBe('within_6_months'));
  it('reads "we exchange in July so need to be out by the end of July" in April by the deadline', () =>
    expect(on('2026-04-20', 'we exchange in July so need to be out by the end of July')).toBe('within_6_months'));
  it('reads "ahead of the new term on 28 August" in June by that day, not the usual start of term', () =>
    expect(on('2026-06-01', 'ahead of the new term on 28 August')).toBe('within_3_months'));
  it('reads "I\'ve got a studio I want to rent out asap" as immediate', () =>
    expect(
      parseTimeline(turns('A: How can we help?', "I've got a studio I want to rent out asap"), parseIsoDate('2026-03-02')!),
    ).toBe('immediate'));
  it('reads "are you closed over Easter?" as no timeline', () =>
    expect(
      parseTimeline(turns('A: How can we help?', 'quick one, are you closed over Easter?'), parseIsoDate('2026-03-20')!),
    ).toBeNull());
});

describe('parseTimeline, half term and written dates', () => {
  it('reads "before half term" in March as the May half term, within 3 months', () =>
    expect(on('2026-03-10', 'before half term ideally')).toBe('within_3_months'));
  it('reads "keys by 20/05" in March as within 3 months', () => expect(on('2026-03-10', 'keys by 20/05')).toBe('within_3_months'));
  it('reads a bare "3/10/26" answering "when?" in April as within 6 months', () =>
    expect(on('2026-04-20', '3/10/26')).toBe('within_6_months'));
  it('reads no date from "a 2/3 bed" or "50/50"', () => {
    expect(on('2026-03-10', 'a 2/3 bed semi')).toBeNull();
    expect(on('2026-03-10', "it's 50/50 whether we go")).toBeNull();
  });
});

describe('parseTimeline, spans narrowed and more ways to say now', () => {
  it('reads "in the new year, by mid March at the outside" on 1 November as within 6 months', () =>
    expect(on('2026-11-01', 'A: When are you hoping to move?', 'in the new year, by mid March at the outside')).toBe(
      'within_6_months',
    ));
  it('still reads "in the new year" alone on 1 November as within 3 months', () =>
    expect(on('2026-11-01', 'A: When are you hoping to move?', 'in the new year')).toBe('within_3_months'));
  it('reads "next summer, probably July" on 1 September by July', () =>
    expect(on('2026-09-01', 'A: Timescale?', 'next summer, probably by early July')).toBe('later'));
  it('reads "once the school holidays are over" on 10 July as within 3 months', () =>
    expect(on('2026-07-10', 'we want to move once the school holidays are over')).toBe('within_3_months'));
  it('reads "after the summer hols" on 1 July as within 3 months', () =>
    expect(on('2026-07-01', 'looking to let it after the summer hols')).toBe('within_3_months'));
  it('still reads "over the summer holidays" on 1 July as immediate', () =>
    expect(on('2026-07-01', 'we want to move over the summer holidays')).toBe('immediate'));
  it('reads "as soon as we reasonably can" as immediate', () =>
    expect(on('2026-05-01', 'we need to move as soon as we reasonably can')).toBe('immediate'));
  it('reads "as soon as humanly possible" as immediate', () =>
    expect(on('2026-05-01', 'need somewhere as soon as humanly possible')).toBe('immediate'));
  it('does not date a move by the mortgage paperwork', () =>
    expect(on('2026-05-01', 'A: Mortgage?', 'doing the paperwork with Nationwide this week')).toBe(null));
});

describe('parseTimeline, terms, weeks of a month, starts of spans and no-date phrases', () => {
  it('reads "for the beginning of the summer term" on 9 February as within 3 months', () =>
    expect(on('2026-02-09', 'we want the kids settled for the beginning of the summer term')).toBe('within_3_months'));
  it('reads "ready for the spring term" on 20 October as within 3 months', () =>
    expect(on('2026-10-20', 'ideally moved in ready for the spring term')).toBe('within_3_months'));
  it('still reads "once the summer term ends" on 2 March by late July', () =>
    expect(on('2026-03-02', 'once the summer term ends')).toBe('within_6_months'));
  it('reads "before October half term" on 15 September by the holiday, not the start of October', () =>
    expect(on('2026-09-15', 'we have to be in before October half term')).toBe('within_3_months'));
  it('reads "the second week of March" on 20 February as immediate', () =>
    expect(on('2026-02-20', 'completion in the second week of March if we can')).toBe('immediate'));
  it('reads "the last week of April" on 1 February as within 3 months', () =>
    expect(on('2026-02-01', 'moving in the last week of April')).toBe('within_3_months'));
  it('reads "after Easter, end of May ideally" on 10 January by the end of May', () =>
    expect(on('2026-01-10', 'after Easter, end of May ideally')).toBe('within_6_months'));
  it('reads "post Christmas, mid January" on 5 December by mid January', () =>
    expect(on('2026-12-05', 'post Christmas, mid January probably')).toBe('within_3_months'));
  it('reads "we are good to go" as immediate', () =>
    expect(on('2026-05-01', "the house is empty and we're good to go")).toBe('immediate'));
  it('reads "ready to sell now" as immediate', () =>
    expect(on('2026-05-01', 'A: When would you want it on?', 'ready to sell now really')).toBe('immediate'));
  it('still reads "ready to go in March" by March', () =>
    expect(on('2026-01-05', 'we will be ready to go in March')).toBe('within_3_months'));
  it('reads "not in any great hurry" as later', () =>
    expect(on('2026-05-01', "not in any great hurry, we're happy where we are")).toBe('later'));
  it('reads "happy to wait for the right house" as later', () =>
    expect(on('2026-05-01', "honestly we're happy to wait for the right house")).toBe('later'));
  it('reads "it depends how quickly the mortgage comes through" as no date', () =>
    expect(on('2026-05-01', 'it depends how quickly the mortgage comes through')).toBeNull());
  it('does not date a move by hearing back from the lender', () =>
    expect(on('2026-05-01', 'A: Mortgage?', 'applied with Halifax, hearing back tomorrow')).toBeNull());
  it('reads a name signing off after a number, "07700 900111, June", as no month', () =>
    expect(on('2026-01-12', 'A: Can I take a number?', 'sure, 07700 900111, June')).toBeNull());
  it('reads "thanks, April" as a name, not a month', () =>
    expect(on('2026-01-12', 'A: We will call you back.', 'thanks, April')).toBeNull());
});

describe('parseTimeline, a date the move is set by later in the sentence', () => {
  it('reads "the wedding is on 12 September so we want to be settled before then" in June as within 3 months', () =>
    expect(on('2026-06-15', 'the wedding is on 12 September so we want to be settled before then')).toBe(
      'within_3_months',
    ));
  it('reads "his visa was approved for 20 April so we want the flat let by then" in January as within 6 months', () =>
    expect(on('2026-01-05', 'his visa was approved for 20 April so we want the flat let by then')).toBe('within_6_months'));
  it('still reads "the wedding is on 12 September, busy then" as no move date', () =>
    expect(on('2026-06-15', 'our wedding is on 12 September, it will be hectic then')).toBeNull());
});

describe('parseTimeline, a buyer\'s own home going on the market', () => {
  const buyer = (date: string, ...lines: string[]) => parseTimeline(turns(...lines), parseIsoDate(date)!, 'buy');
  it('reads no move date from "ours will be listed in March" when the buyer is in no hurry', () =>
    expect(
      buyer('2026-01-10', 'A: Is yours on the market?', 'not yet, ours will be listed in March', 'A: And timing?', 'no real rush'),
    ).toBe('later'));
  it('reads "we sell ours in March and want to move by June" by the move, not the sale', () =>
    expect(buyer('2026-01-10', 'we sell ours in March and want to move by June')).toBe('within_6_months'));
  it('still reads a date on a seller\'s listing as their timeline', () =>
    expect(parseTimeline(turns('ours will be listed in March'), parseIsoDate('2026-01-10')!, 'sell')).toBe(
      'within_3_months',
    ));
});

describe('parseTimeline, the move among other dates', () => {
  it('reads "no fixed date yet, depends on probate" as left open', () =>
    expect(on('2026-05-04', 'no fixed date yet, depends on probate')).toBeNull());
  it('reads "April or May probably" in December by the later month, within 6 months', () =>
    expect(on('2026-12-10', 'April or May probably')).toBe('within_6_months'));
  it('reads "winter or spring next year" in August by the later season, later', () =>
    expect(on('2026-08-03', 'no hurry, winter or spring next year')).toBe('later'));
  it('reads "the job starts june so by then" in January as within 6 months', () =>
    expect(on('2026-01-12', 'the job starts june so by then')).toBe('within_6_months'));
  it('reads "after the honeymoon so november" in July as within 6 months', () =>
    expect(on('2026-07-06', 'after the honeymoon so november')).toBe('within_6_months'));
  it('reads "before the school year, so by august" in March by the deadline said second', () =>
    expect(on('2026-03-02', 'before the new school year, so by august')).toBe('within_6_months'));
  it('reads "before Easter so we can let it over the summer" by Easter, not the summer it is for', () =>
    expect(on('2026-09-01', 'before easter so we can let it over the summer')).toBe('later'));
  it('reads "had an offer accepted yesterday, within 3 months now" as within 3 months', () =>
    expect(on('2026-05-11', 'we had an offer accepted yesterday so within 3 months now')).toBe('within_3_months'));
  it('reads "value it next week, on the market in February" in December by the listing', () =>
    expect(
      parseTimeline(
        turns('can you value my flat next week? i want to put it on the market in february'),
        parseIsoDate('2026-12-07')!,
        'sell',
      ),
    ).toBe('within_3_months'));
  it('reads "maybe in the spring" to "Would you like a valuation?" as the valuation\'s date, not the sale\'s', () =>
    expect(
      parseTimeline(
        turns('selling our flat in the autumn', 'A: Would you like a valuation?', 'not yet, maybe in the spring'),
        parseIsoDate('2027-01-11')!,
        'sell',
      ),
    ).toBe('later'));
});

describe('parseTimeline, events dated by a month and chat spellings', () => {
  it('reads "before term starts in September" in June as a deadline at the end of August, within 3 months', () =>
    expect(on('2027-06-10', 'ideally before the new term begins in september')).toBe('within_3_months'));
  it('reads "before the kids\' school year starts in September" from early June as within 3 months', () =>
    expect(on('2027-06-05', "we'd like to be in before the kids' school year starts in september")).toBe('within_3_months'));
  it('reads "this wk if poss" as immediate', () => expect(on('2027-04-30', 'this wk if poss')).toBe('immediate'));
  it('reads "nxt wk" spelt "next wk" as immediate', () => expect(on('2027-04-30', 'next wk would be ideal')).toBe('immediate'));
});

describe('parseTimeline, days with a fixed date each year', () => {
  it('reads "in before halloween" in mid-August as within 3 months', () =>
    expect(on('2027-08-14', "we'd want to be in before halloween")).toBe('within_3_months'));
  it('reads "by Hallowe\'en" in early September as within 3 months', () =>
    expect(on('2026-09-02', "by hallowe'en would be perfect")).toBe('within_3_months'));
  it('reads "by halloween" in November as next year\'s, later', () =>
    expect(on('2026-11-03', 'moved by halloween ideally')).toBe('later'));
  it('reads "around bonfire night" in June as within 6 months', () =>
    expect(on('2027-06-20', 'around bonfire night')).toBe('within_6_months'));
  it('reads nothing from a halloween party with no move', () =>
    expect(on('2026-09-02', 'A: Anything else?', 'we had a lovely halloween party last year')).toBeNull());
});

describe('parseTimeline, a season with "of" and its year', () => {
  it('reads "not until the summer of next year" in late June as later, not this summer', () =>
    expect(on('2026-06-25', "we won't be ready until the summer of next year")).toBe('later'));
  it('reads "in the autumn of 2027" in April 2027 as within 6 months', () =>
    expect(on('2027-04-12', 'in the autumn of 2027')).toBe('within_6_months'));
  it('reads "the spring of this year" in February as within 3 months', () =>
    expect(on('2027-02-03', 'the spring of this year hopefully')).toBe('within_3_months'));
  it('still reads "spring" alone in May as this spring', () =>
    expect(on('2026-05-02', 'in the spring')).toBe('immediate'));
});

describe('parseTimeline, the visitor\'s arrival from abroad dates the move', () => {
  it('reads "we land on 12 March and want to move in immediately" in late November as within 6 months', () =>
    expect(on('2026-11-25', 'we land on 12 march and want to move in immediately')).toBe('within_6_months'));
  it('reads "I\'m back in the UK from September" in April as within 6 months', () =>
    expect(on('2027-04-08', "I'm back in the UK from September, need a flat then")).toBe('within_6_months'));
  it('reads "we\'ll be back home in August" in June as within 3 months', () =>
    expect(on('2027-06-01', "we'll be back home in august")).toBe('within_3_months'));
  it('still reads "straight away" when the date is somebody else\'s arrival', () =>
    expect(on('2026-11-25', 'my sister arrives on 12 march, but we need somewhere straight away')).toBe('immediate'));
  it('still reads nothing from "we were abroad until june", said of the past', () =>
    expect(on('2026-11-25', 'A: Anything else?', 'no, we were abroad until june')).toBeNull());
});

describe('parseTimeline, "straight away" set against doing something first', () => {
  it('reads "back in October, not sure if we rent first or buy right away" in May by October', () =>
    expect(on('2027-05-10', "we're relocating in october, probably to leeds, not sure if we rent first or buy right away")).toBe(
      'within_6_months',
    ));
  it('reads "buy straight away or rent initially" with no date as no timeline', () =>
    expect(on('2027-05-10', 'A: Anything else?', "we can't decide whether to buy straight away or rent a place initially")).toBeNull());
  it('still reads "we need to move straight away" as immediate', () =>
    expect(on('2027-05-10', 'we need to move straight away')).toBe('immediate'));
  it('still reads "move in straight away, first of all though can we view it" as immediate', () =>
    expect(on('2027-05-10', 'we want to move in straight away, first of all though can we view it')).toBe('immediate'));
});

describe('parseTimeline, a job interview\'s date', () => {
  it('reads nothing from "my interview is in March, no idea when I\'d start"', () =>
    expect(on('2027-01-20', 'A: Anything else?', "my interview is in march, no idea when i'd start")).toBeNull());
  it('reads "interviewing next week, and if I get it I\'d move in June" by June', () =>
    expect(on('2027-01-20', "i'm interviewing next week, and if i get it i'd move in june")).toBe('within_6_months'));
  it('still reads "we need to move next month" as within the month ahead', () =>
    expect(on('2027-01-20', 'we need to move next month')).toBe('within_3_months'));
});

describe('parseTimeline, a lease renewal is staying on', () => {
  it('reads "no rush, our tenancy renews in April and we\'d happily stay" in January as later', () =>
    expect(on('2027-01-12', "no rush really. our tenancy renews in april and we'd happily stay on")).toBe('later'));
  it('reads "the lease renews in March but we won\'t renew it" in January as within 3 months', () =>
    expect(on('2027-01-12', "the lease renews in march but we won't renew it")).toBe('within_3_months'));
  it('reads "our contract renews on 1 June so we want to be out by then" by 1 June', () =>
    expect(on('2027-01-12', 'our contract renews on 1 june so we want to be out by then')).toBe('within_6_months'));
  it('still reads "our lease ends in March" as within 3 months', () =>
    expect(on('2027-01-12', 'our lease ends in march')).toBe('within_3_months'));
});

describe('parseTimeline, "yesterday" as a past day', () => {
  it('reads nothing from "the for sale board only went up yesterday"', () =>
    expect(on('2027-03-02', 'A: Anything else?', 'the for sale board only went up yesterday, is it still available?')).toBeNull());
  it('reads nothing from "we viewed it yesterday and loved it"', () =>
    expect(on('2027-03-02', 'A: How did it go?', 'we viewed it yesterday and loved it')).toBeNull());
  it('still reads "we needed somewhere yesterday honestly" as immediate', () =>
    expect(on('2027-03-02', 'A: Anything else?', 'we needed somewhere yesterday honestly')).toBe('immediate'));
  it('still reads "yesterday would be ideal" to when as immediate', () =>
    expect(on('2027-03-02', 'yesterday would be ideal haha')).toBe('immediate'));
});

describe('parseTimeline, a span with a possessive apostrophe', () => {
  it('reads "the landlord has served us six weeks\' notice" in May as within 3 months', () =>
    expect(on('2027-05-04', 'A: Anything else?', "the landlord has served us six weeks' notice")).toBe('within_3_months'));
  it('reads "in four months\' time" as within 6 months', () =>
    expect(on('2027-05-04', "in four months' time probably")).toBe('within_6_months'));
  it('reads nothing from "we put down two months\' rent as deposit last time"', () =>
    expect(on('2027-05-04', 'A: Anything else?', "we put down two months' rent as deposit last time")).toBeNull());
});

describe('parseTimeline, a visit to the agent is not the move', () => {
  it('reads nothing from "I\'ll drop into your branch on Saturday to chat it through"', () =>
    expect(on('2027-04-07', 'A: Anything else?', "i'll drop into your branch this weekend to chat it through")).toBeNull());
  it('reads nothing from "not sure yet, will pop in to the office tomorrow"', () =>
    expect(on('2027-04-07', 'A: Are you buying or selling?', "not sure yet, i'll pop into the office tomorrow")).toBeNull());
  it('still reads "we\'ll pop in tomorrow, we need to move within 2 months" as within 3 months', () =>
    expect(on('2027-04-07', "we'll pop in tomorrow. we need to move within 2 months")).toBe('within_3_months'));
  it('still reads "my office is relocating in June so we move then" as within 3 months', () =>
    expect(on('2027-04-07', 'my office is relocating in june so we move then')).toBe('within_3_months'));
});

describe('parseTimeline, whom to ask for is a name', () => {
  it('keeps "later" when the last message is "01632 960 555, just ask for June"', () =>
    expect(on('2027-01-05', 'sometime in 2028', 'A: Best number?', '01632 960 555, just ask for june')).toBe('later'));
  it('reads nothing from "speak to April please" to a contact question', () =>
    expect(on('2027-01-05', 'A: Who should we call?', 'speak to april please')).toBeNull());
  it('still reads "moving in for April" as within 3 months', () =>
    expect(on('2027-01-05', 'we are aiming for april')).toBe('within_3_months'));
});

describe('parseTimeline, a month opening the answer to when', () => {
  it('reads "March would suit us best, once the kids have sat their exams" in November as within 6 months', () =>
    expect(on('2026-11-20', 'march would suit us best, once the kids have sat their mock exams')).toBe('within_6_months'));
  it('reads "August, give or take, depending on the job" in July as within 3 months', () =>
    expect(on('2027-07-02', 'august, give or take a couple of weeks depending on the job')).toBe('within_3_months'));
  it('reads nothing from "may need to think about it with my husband first"', () =>
    expect(on('2027-07-02', 'may need to think about it with my husband first')).toBeNull());
  it('reads nothing from a month opening a reply to something else', () =>
    expect(on('2027-07-02', 'A: Anything else we should know?', 'june and i both work from home so a study would be great')).toBeNull());
});

describe('parseTimeline, an event that sets the deadline', () => {
  it('reads "ahead of our wedding in March" in October as within 6 months', () =>
    expect(on('2026-10-05', 'ideally ahead of our wedding in march')).toBe('within_6_months'));
  it('reads "in time for the baby, due on 2 December" in October as within 3 months', () =>
    expect(on('2026-10-05', 'in time for the baby on 2 december')).toBe('within_3_months'));
  it('reads nothing from "we\'re getting married in March" to when', () =>
    expect(on('2026-10-05', "we're getting married in march, no idea about moving")).toBeNull());
  it('reads nothing from "get the mortgage sorted before the wedding in March"', () =>
    expect(on('2026-10-05', 'A: Anything else?', 'we want the mortgage sorted before the wedding in march')).toBeNull());
});

describe('parseTimeline, yes to a question that is the window alone', () => {
  const reply = (...lines: string[]) => parseTimeline(turns(...lines), parseIsoDate('2027-02-10')!);
  it('reads "yes hopefully" to "Before the summer?" as within 6 months', () =>
    expect(reply('A: Any idea on timing?', 'not really', 'A: Before the summer?', 'yes hopefully')).toBe('within_6_months'));
  it('reads "yep" to "So in the next six weeks or so?" as within 3 months', () =>
    expect(reply('A: Great. So in the next six weeks or so?', 'yep')).toBe('within_3_months'));
  it('reads nothing from "yes" to "Would you like a viewing next week?"', () =>
    expect(reply('A: Would you like a viewing next week?', 'yes please')).toBeNull());
  it('reads nothing from "no" to "Within the next three months?"', () =>
    expect(reply('A: Within the next three months?', 'no')).toBeNull());
});

describe('parseTimeline, an arrival and the move dated apart', () => {
  it('reads "we land on 3 August but will be in an airbnb; a lease from the start of October" in July as within 3 months', () =>
    expect(on('2027-07-20', 'we land on 3 august but will be in an airbnb for a bit. a lease from the start of october ideally')).toBe(
      'within_3_months',
    ));
  it('still reads "we arrive on 10 August" alone by the arrival', () =>
    expect(on('2027-07-20', 'we arrive on 10 august')).toBe('immediate'));
  it('still reads "we arrive on 10 August and want to move in straight away" as immediate', () =>
    expect(on('2027-07-20', 'we arrive on 10 august and want to move in straight away')).toBe('immediate'));
});

describe('parseTimeline: a day of the month with no month named', () => {
  it('reads "our lease finishes 28th so by then" on 6 May as immediate', () =>
    expect(on('2026-05-06', 'our lease finishes 28th so by then')).toBe('immediate'));
  it('reads "w/c 21st" on 2 March as immediate', () => expect(on('2026-03-02', 'w/c 21st')).toBe('immediate'));
  it('reads "by the 5th hopefully" on 20 October as the next 5th, immediate', () =>
    expect(on('2026-10-20', 'by the 5th hopefully')).toBe('immediate'));
  it('reads "before the 10th." on 14 March as the 10th of April, immediate', () =>
    expect(on('2026-03-14', 'before the 10th.')).toBe('immediate'));
  it('does not read "on the 2nd floor please" as a date', () => expect(on('2026-03-11', 'on the 2nd floor please')).toBeNull());
  it('does not read "by the 4th bedroom" as a date', () =>
    expect(on('2026-03-11', 'A: Anything else?', 'a study by the 4th bedroom would be nice')).toBeNull());
});

describe('parseTimeline: calendar quarters', () => {
  it('reads "tenants from the end of Q3" on 10 August as within 3 months', () =>
    expect(on('2026-08-10', 'tenants from the end of Q3')).toBe('within_3_months'));
  it('reads "we need to move by Q2" on 20 January as the end of June, within 6 months', () =>
    expect(on('2026-01-20', 'we need to move by Q2')).toBe('within_6_months'));
  it('reads "Q1" in October as the next January to March, within 6 months', () =>
    expect(on('2026-10-01', 'sometime in q1')).toBe('within_6_months'));
  it('reads "start of Q4 next year" as later', () => expect(on('2026-02-01', 'start of Q4 next year')).toBe('later'));
  it('does not read "Q10" or a model code as a quarter', () => expect(on('2026-02-01', 'drive a q10, need parking')).toBeNull());
});

describe('parseTimeline: a goal of having it done by a date', () => {
  it('reads "hoping to have sold by the end of May" in April as within 3 months', () =>
    expect(on('2026-04-02', 'A: Anything else?', 'hoping to have sold by the end of may')).toBe('within_3_months'));
  it('reads "need it all sorted before October" in January as later (the end of September)', () =>
    expect(on('2026-01-10', 'A: Anything else?', 'we need it all sorted before october')).toBe('later'));
  it('reads "solicitor wants everything wrapped up within 4 months" as within 6 months', () =>
    expect(on('2026-01-10', 'our solicitor wants everything wrapped up within 4 months')).toBe('within_6_months'));
  it('reads "want to have the house sold by the end of June" in February as within 6 months', () =>
    expect(on('2026-02-10', 'A: Anything else?', 'we want to have the house sold by the end of june')).toBe('within_6_months'));
  it('reads "hoping to have our next one bought before Easter" in January as within 3 months', () =>
    expect(on('2027-01-04', 'A: Anything else?', 'hoping to have our next one bought before easter')).toBe('within_3_months'));
  it('still does not read "we bought in March" as the move', () =>
    expect(on('2026-01-10', 'A: Anything else?', 'we bought our last place in march')).toBeNull());
  it('still does not read "need the AIP sorted by March" as the move', () =>
    expect(on('2026-01-10', 'A: Anything else?', 'need the aip sorted by march')).toBeNull());
});

describe('parseTimeline, a buyer saying when their own home is listed', () => {
  const buyer = (...lines: string[]) => parseTimeline(turns(...lines), parseIsoDate('2026-07-07')!, 'buy');
  it('does not read "going on next week" to "Is your flat listed yet?" as the move', () =>
    expect(buyer('A: Is your flat listed yet?', 'going on next week with another agent')).toBeNull());
  it('reads "no rush" after "going on this week" to "Is yours on the market?" as later', () =>
    expect(buyer('A: Is yours on the market?', 'going on this week', 'A: When would you like to move?', 'no rush')).toBe('later'));
  it('still reads "going on next week and we want to move by September" as within 3 months', () =>
    expect(buyer('A: Is yours on the market?', 'going on next week and we want to move by September')).toBe('within_3_months'));
});

describe('parseTimeline, the next quarter', () => {
  const said = (text: string) => parseTimeline(turns(text), parseIsoDate('2026-05-26')!);
  it('reads "hoping to exchange in the coming quarter" as within 3 months', () =>
    expect(said('hoping to exchange in the coming quarter')).toBe('within_3_months'));
  it('does not read "the quarter of the town near the park" as a time', () =>
    expect(said('we like the quarter of the town near the park')).toBeNull());
});

describe('parseTimeline, a move left open in answer', () => {
  const said = (...lines: string[]) => parseTimeline(turns(...lines), parseIsoDate('2026-12-28')!);
  it('reads "don\'t know yet, depends on the sale" to "When do you want to move?" after a viewing date as open', () =>
    expect(said('can we view the flat on Saturday 2 January?', 'A: When do you want to move?', "don't know yet, depends on the sale")).toBeNull());
  it('still reads "not sure, maybe March" as a date', () =>
    expect(said('A: When do you want to move?', 'not sure, maybe March')).toBe('within_3_months'));
  it('does not clear a date for "not sure" to a question that is not about timing', () =>
    expect(said('we want to move in February', 'A: Any pets?', 'not sure yet')).toBe('within_3_months'));
});

describe('parseTimeline, a date for the agent to call back', () => {
  const said = (...lines: string[]) => parseTimeline(turns(...lines), parseIsoDate('2026-12-14')!);
  it('does not read "can you ring me after the new year" as the move', () =>
    expect(said('thinking of selling, can you ring me after the new year?')).toBeNull());
  it('does not read "get back to me next week" as the move', () =>
    expect(said('A: Anything else?', "I'll have a think, get back to me next week")).toBeNull());
  it('does not read "maybe after Christmas" to "Shall one of the team give you a call?" as the move', () =>
    expect(said('A: Shall one of the team give you a call?', 'maybe after christmas')).toBeNull());
  it('still reads "we need to move by February, ring me tomorrow" by the move', () =>
    expect(said('we need to move by february, ring me tomorrow')).toBe('within_3_months'));
  it('still reads "yes, we need to move next month" to "Would you like a chat?" as the move', () =>
    expect(said('A: Would you like a chat with one of our team?', 'yes, we need to move next month')).toBe('within_3_months'));
});

describe('parseTimeline, a forecast of the market', () => {
  const said = (...lines: string[]) => parseTimeline(turns(...lines), parseIsoDate('2026-12-14')!);
  it('does not read "do you think prices will drop in the spring?" as the move', () =>
    expect(said('do you think prices will drop in the spring?')).toBeNull());
  it('does not read "what will the market do in January" as the move', () =>
    expect(said('what do you reckon the market will do in january, thinking of selling')).toBeNull());
  it('still reads "want it on the market in January" as the move', () =>
    expect(said('want it on the market in january')).toBe('within_3_months'));
});

describe('parseTimeline, a seller asking for the listing in answer to a valuation offer', () => {
  const seller = (...lines: string[]) => parseTimeline(turns(...lines), parseIsoDate('2026-06-03')!, 'sell');
  it('reads "could you list the flat next week?" to "Shall we value it?" as immediate', () =>
    expect(seller('A: Shall we come and value it?', "no thanks, could you list the flat next week?")).toBe('immediate'));
  it('reads "we\'d like to get it on by August" to "Would you like a valuation?" as within 3 months', () =>
    expect(seller('A: Would you like a valuation?', "we know the price, we'd like to get it on by august")).toBe('within_3_months'));
  it('still reads "maybe in the autumn" to "Would you like a valuation?" as the valuation\'s date', () =>
    expect(seller('A: Would you like a valuation?', 'maybe in the autumn')).toBeNull());
});

describe('parseTimeline, a landlord taking the home back', () => {
  it('reads "the owners want the place back in early April" in November as within 6 months', () =>
    expect(on('2026-11-20', 'the owners want the place back in early april')).toBe('within_6_months'));
  it('reads "our landlady needs the flat back by the 1st of January" as within 3 months', () =>
    expect(on('2026-11-20', 'A: Anything else?', 'our landlady needs the flat back by the 1st of january')).toBe('within_3_months'));
});

describe('parseTimeline, "last" as the last of something', () => {
  const landlord = (...lines: string[]) => parseTimeline(turns(...lines), parseIsoDate('2027-02-01')!, 'let');
  it('reads "the last guests leave mid-March" to "When will it be free?" as within 3 months', () =>
    expect(landlord('A: When will it be free?', 'the last guests leave mid-march')).toBe('within_3_months'));
  it('still does not read "we sold up last March" as the move', () =>
    expect(on('2027-02-01', 'A: Anything else?', 'we sold up last march')).toBeNull());
  it('still does not read "we bought last summer" as the move', () =>
    expect(on('2027-02-01', 'A: Anything else?', 'we only bought last summer')).toBeNull());
});

describe('parseTimeline, a span gone by after a perfect-tense "not"', () => {
  it('does not read "we haven\'t moved house in 12 years" as the move', () =>
    expect(on('2027-02-01', 'A: Anything else?', "we haven't moved house in 12 years so bear with us")).toBeNull());
  it('keeps the date before "the rent\'s not gone up in 2 years"', () =>
    expect(on('2027-02-01', 'we need to move by april', "A: Anything else?", "the rent's not gone up in 2 years")).toBe('within_3_months'));
  it('still reads "never bought before, in 3 months ideally" as within 3 months', () =>
    expect(on('2027-02-01', "we've never bought before, in 3 months ideally")).toBe('within_3_months'));
});

describe('parseTimeline, a written-out day that dates something else', () => {
  it('reads "job starts 12 January, we want to be moved by May" by the move', () =>
    expect(on('2026-11-20', 'the new job starts 12 january, we want to be moved by may')).toBe('within_6_months'));
  it('still reads "once the summer is over. From 1 October" by the written-out day', () =>
    expect(on('2027-06-20', 'once the summer is over. from 1 october')).toBe('within_6_months'));
});

describe('parseTimeline, the academic year shortened', () => {
  const landlord = (...lines: string[]) => parseTimeline(turns(...lines), parseIsoDate('2027-10-04')!, 'let');
  it('reads "students for the new uni yr" in October as the next September, later', () =>
    expect(landlord('want a group of students in for the new uni yr')).toBe('later'));
  it('reads "in time for the academic yr" in June as within 3 months', () =>
    expect(parseTimeline(turns('need tenants in time for the academic yr'), parseIsoDate('2027-06-20')!, 'let')).toBe('within_3_months'));
});

describe('parseTimeline, a few months narrowed by a month said after', () => {
  it('reads "over the next few months, ideally by the end of May" in January as within 6 months', () =>
    expect(on('2027-01-12', 'over the next few months, ideally by the end of may')).toBe('within_6_months'));
  it('still reads "in a few months" alone as within 3 months', () =>
    expect(on('2027-01-12', 'in a few months')).toBe('within_3_months'));
});

describe('parseTimeline, a date said of someone else', () => {
  it('does not read "my brother completes on his in February" as the move', () =>
    expect(on('2026-11-20', 'A: Anything else?', 'my brother completes on his in february, he used you too')).toBeNull());
  it('keeps "asap" when "our next door sold theirs in the spring" follows', () =>
    expect(on('2026-11-20', 'want it sold asap', 'A: Anything else?', 'our next door sold theirs in the spring for 300')).toBe('immediate'));
  it('still reads "my sister and I want to move in March" as the move', () =>
    expect(on('2026-11-20', 'my sister and i want to move in march')).toBe('within_6_months'));
  it('still reads "we want to be near my sister by January" as the move', () =>
    expect(on('2026-11-20', 'we want to be near my sister by january')).toBe('within_3_months'));
});

describe('parseTimeline, the sitting tenants leaving beside the date wanted for new ones', () => {
  const landlord = (...lines: string[]) => parseTimeline(turns(...lines), parseIsoDate('2027-03-02')!, 'let');
  it('reads "existing tenants are out on 20 March, new ones from the start of July" as within 6 months', () =>
    expect(landlord('A: When would you want it let?', 'existing tenants are out on 20 march, new ones from the start of july')).toBe('within_6_months'));
  it('still reads "the current tenants leave at the end of April" alone as when it is let', () =>
    expect(landlord('A: When would you want it let?', 'the current tenants leave at the end of april')).toBe('within_3_months'));
});

describe('parseTimeline, a move that waits on the sale', () => {
  it('reads "whenever we sell ours really" as open', () => expect(on('2026-11-20', 'whenever we sell ours really')).toBeNull());
  it('reads "whenever our flat goes" as open', () => expect(on('2026-11-20', 'whenever our flat goes, no idea')).toBeNull());
  it('still reads "whenever the right place comes up" as later', () =>
    expect(on('2026-11-20', 'whenever the right place comes up')).toBe('later'));
});

describe('parseTimeline, browsing said in answer to a valuation offer', () => {
  const buyer = (...lines: string[]) => parseTimeline(turns(...lines), parseIsoDate('2026-11-20')!, 'buy');
  it('reads "not at the moment, just seeing what\'s out there" to "Shall we value yours?" as later', () =>
    expect(buyer('A: Shall we value yours?', "not at the moment, just seeing what's out there")).toBe('later'));
  it('still reads "no rush" to "Would you like a valuation?" as the valuation\'s', () =>
    expect(buyer('A: Would you like a valuation?', 'no rush on that')).toBeNull());
});

describe('parseTimeline, a near date that a wanted date follows from with "so"', () => {
  const landlord = (...lines: string[]) => parseTimeline(turns(...lines), parseIsoDate('2027-01-05')!, 'let');
  it('reads "decorators finish tomorrow, so a tenant from mid-March" as within 3 months', () =>
    expect(landlord('A: When would you want it let?', 'the decorators finish tomorrow, so a tenant from mid-march please')).toBe('within_3_months'));
  it('still reads "we need somewhere this week" as immediate', () =>
    expect(on('2027-01-05', 'we need somewhere this week')).toBe('immediate'));
});

describe('parseTimeline, two guesses after "not sure"', () => {
  it('reads "not sure, might be February might be the summer" as open', () =>
    expect(on('2026-11-20', 'not sure, might be february might be the summer')).toBeNull());
  it('still reads "not sure, maybe March" as a date', () =>
    expect(on('2026-11-20', 'not sure, maybe march')).toBe('within_6_months'));
});

describe('parseTimeline, a school year dated by "next" and a month', () => {
  it('reads "in before the school year starts next September" in early September as later', () =>
    expect(on('2026-09-02', 'in before the school year starts next september')).toBe('later'));
});

describe('parseTimeline, chat shortenings', () => {
  it('reads "couple months tops", with no "of", as within 3 months', () =>
    expect(on('2026-05-11', 'couple months tops really')).toBe('within_3_months'));
  it('reads "by the end of this yr" in September as within 6 months', () =>
    expect(on('2026-09-02', 'want to be in by the end of this yr')).toBe('within_6_months'));
  it('reads "early next yr" in March as later', () => expect(on('2026-03-02', 'early next yr probably')).toBe('later'));
});

describe('parseTimeline, a seller marketing the property', () => {
  it('reads "looking at marketing it in March" to "Shall we book a valuation?" as the sale', () =>
    expect(
      parseTimeline(turns('A: Shall we book a valuation?', 'yes, looking at marketing it in March'), parseIsoDate('2026-01-12')!, 'sell'),
    ).toBe('within_3_months'));
});

describe('parseTimeline, a seasonal greeting', () => {
  const today = parseIsoDate('2026-12-18')!;
  it('reads no date from "Happy Christmas" signing off', () =>
    expect(parseTimeline(turns('A: Anything else?', 'no thats all, happy christmas!'), today)).toBeNull());
  it('reads no date from "have a lovely new year"', () =>
    expect(parseTimeline(turns('A: Anything else?', 'nope, have a lovely new year'), today)).toBeNull());
  it('still reads "after Christmas" as a date', () =>
    expect(parseTimeline(turns('A: When?', 'after christmas, happy to wait'), today)).toBe('immediate'));
});

describe("parseTimeline, a child's or parent's date", () => {
  const today = parseIsoDate('2026-10-05')!;
  it('reads "our daughter finishes her exams in March" as hers, leaving "next summer"', () =>
    expect(
      parseTimeline(turns('A: Timescale?', 'sometime next summer. our daughter finishes her exams in March'), today),
    ).toBe('later'));
  it('reads "my mum completes on 12 November" as hers', () =>
    expect(parseTimeline(turns('A: Anything else?', 'my mum completes on 12 November on her bungalow'), today)).toBeNull());
  it('still reads a move set by a child\'s date ("before our son starts school in January")', () =>
    expect(parseTimeline(turns('A: When?', 'ideally before our son starts school in January'), today)).toBe('within_3_months'));
});

describe('parseTimeline, an answer that leaves the move open', () => {
  const today = parseIsoDate('2026-04-20')!;
  it('reads "tbh not sure, I could go whenever" as open', () =>
    expect(parseTimeline(turns('A: When are you hoping to move?', "tbh not sure, I could go whenever really"), today)).toBeNull());
  it('reads "hard to say" as open, replacing a month said earlier', () =>
    expect(
      parseTimeline(turns('my contract ends in June', 'A: And when would you like to move?', 'hard to say, it hangs on the job'), today),
    ).toBeNull());
  it('reads "it rests on the sale, so I can\'t give a firm date" as open', () =>
    expect(
      parseTimeline(turns('moving in June would be nice', 'A: Timescale?', "it rests on the sale, so I can't give a firm date"), today),
    ).toBeNull());
  it('still reads a date given after "not sure"', () =>
    expect(parseTimeline(turns('A: Timescale?', 'not sure exactly, probably by the end of May'), today)).toBe('within_3_months'));
});

describe('parseTimeline, a deadline and what it is for', () => {
  it('reads "August, so we\'re settled before the baby\'s due on 20 October" by August', () =>
    expect(
      parseTimeline(turns('A: When?', "August, so we're settled before the baby's due on 20 October"), parseIsoDate('2026-03-16')!),
    ).toBe('within_6_months'));
});

describe('parseTimeline, wanting to buy or rent by a date', () => {
  it('reads "my posting begins on 3 March and we hope to rent within 5 months" by the wanted window', () =>
    expect(
      parseTimeline(
        turns('A: When?', 'my posting begins on 3 March and we hope to rent within 5 months'),
        parseIsoDate('2026-01-10')!,
      ),
    ).toBe('within_6_months'));
});

describe('parseTimeline, a day and month in next year', () => {
  it('reads "from 15 June next year" in February as later', () =>
    expect(parseTimeline(turns('A: When?', 'from 15 June next year'), parseIsoDate('2026-02-09')!)).toBe('later'));
});

describe('parseTimeline, a completion in the past', () => {
  const today = parseIsoDate('2026-05-04')!;
  it('reads no move from "our purchase completed 20 June last year"', () =>
    expect(parseTimeline(turns('A: How can we help?', 'our purchase completed 20 June last year, query about the deposit'), today)).toBeNull());
  it('still reads "want it completed by 20 June"', () =>
    expect(parseTimeline(turns('A: When?', 'want it completed by 20 June'), today)).toBe('within_3_months'));
  it('still reads "ready for the autumn, so completed by August"', () =>
    expect(parseTimeline(turns('A: When?', 'ready for the autumn, so completed by August'), today)).toBe('within_3_months'));
});

describe('parseTimeline, "got to" as must', () => {
  const today = parseIsoDate('2026-02-02')!;
  it('reads "we\'ve got to leave our flat by 20 February" as immediate', () =>
    expect(parseTimeline(turns('A: When?', "we've got to leave our flat by 20 February"), today)).toBe('immediate'));
  it('reads "I\'ve got to move out in April" by the month', () =>
    expect(parseTimeline(turns('A: Any timescale?', "I've got to move out in April"), today)).toBe('within_3_months'));
  it('still reads no move from "got the AIP in January"', () =>
    expect(parseTimeline(turns('A: Mortgage?', 'got the AIP in January'), today)).toBeNull());
});

describe('parseTimeline, a goal of having an unnamed home bought', () => {
  const today = parseIsoDate('2026-03-02')!;
  it('reads "to have somewhere bought by the end of May" as within 3 months', () =>
    expect(parseTimeline(turns('A: Timescale?', "we'd love to have somewhere bought by the end of May"), today)).toBe(
      'within_3_months',
    ));
  it('reads "to have something bought within a couple of months" as within 3 months', () =>
    expect(parseTimeline(turns('A: Timescale?', 'aiming to have something bought within a couple of months'), today)).toBe(
      'within_3_months',
    ));
});

describe('parseTimeline, a day written as an ordinal word', () => {
  const today = parseIsoDate('2026-07-06')!;
  it('reads "by the third of August" as immediate', () =>
    expect(parseTimeline(turns('A: When?', 'need to be in by the third of August'), today)).toBe('immediate'));
  it('reads "the twenty-second of October" as within 6 months', () =>
    expect(parseTimeline(turns('A: When?', 'lease is up on the twenty-second of October'), today)).toBe('within_6_months'));
  it('reads "from the thirty first of August" as within 3 months', () =>
    expect(parseTimeline(turns('A: When?', 'moving from the thirty first of August'), today)).toBe('within_3_months'));
});

describe('parseTimeline, a day of the month after a month named earlier in the message', () => {
  const today = parseIsoDate('2026-07-10')!;
  it('reads "twins due mid October so by the 20th" as 20 October', () =>
    expect(parseTimeline(turns('A: When?', 'twins due mid October so by the 20th at the latest'), today)).toBe('within_6_months'));
  it('still reads "by the 25th" alone as this month', () =>
    expect(parseTimeline(turns('A: When?', 'by the 25th'), today)).toBe('immediate'));
});
