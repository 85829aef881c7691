import { OTHER_PEOPLE_NOUNS } from './other-people';
import { addDays, addMonths, compareDates, daysBetween, daysInMonth, easterSunday, monthsBetween } from './calendar';
import { MONTH_PATTERN, MONTHS, SMALL_NUMBERS } from './constants';
import { findClauseBoundaries, findNearClause, isAffirmative } from './text';
import { perTurnWith } from './turn-memo';
import type { CalendarDate, Intent, Timeline, Turn } from './types';

type Target =
  | { kind: 'date'; date: CalendarDate }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'bucket'; bucket: Timeline };

interface Candidate {
  index: number;
  end: number;
  target: Target;
  vague: boolean;
  /** A day and month written out ("1 October", "August 18"): the most precise thing said. */
  exact?: boolean;
  /** A span of months ("in the new year", "next summer"), which a month or deadline said after it narrows. */
  broad?: boolean;
}

const M = `(${MONTH_PATTERN})`;
// "yesterday" is the idiom for at once only as the answer to when (NOW_ANSWER) or in "needed it
// yesterday", "yesterday if we could"; elsewhere it dates something past ("the sign went up yesterday").
// "as soon as it can be arranged", "as soon as can be": at once, whoever does the arranging.
const ASAP =
  /\b(?:asap|a\.s\.a\.p|as soon as (?:(?:humanly |reasonably )?possible|poss|(?:we|i) (?:possibly |reasonably |realistically )?can|we're able|i'm able|(?:it|this|that) can be (?:arranged|done|sorted|organised|organized)|can be)|(?:the )?sooner the better|(?:as )?(?:quick(?:ly)?|fast) as (?:possible|poss|(?:we|i) (?:possibly )?can)|soon as(?=\s*(?:$|[.!?,]|please|pls|poss))|(?:needed|wanted|need|want)(?: (?:it|one|somewhere|a place|to move|to be in|in))? yesterday|yesterday (?:if|would be|ideally)|immediately|right away|straight away|straightaway|urgent(?:ly)?|this (?:week|wk)|next (?:week|wk)|this weekend|next weekend|tomorrow(?!'s)|today(?!'s)|tonight|end of (?:the|this) month|this month|within the month|(?:within|in|during|over) the (?:next|coming) (?:month(?! or (?:two|2|so))|few weeks|couple of weeks)|quickly|quick move|(?:need|move|moving|ready|available|start|empty|vacant)(?: to (?:go|move|sell|list|start|let|proceed))? (?:somewhere |in )?(?:right )?now|(?:ready|good) to go(?! (?:in|on|by|from|after|once|when|if|as soon|next|at|until|till)\b)|(?:in |within )?(?:the next |the coming |a )fortnight)\b/g;
const HURRY = /^(?:quickly|quick move|urgent(?:ly)?)$/;
// "now" on its own only answers "when?": elsewhere it means where they are at the moment.
// "yesterday if we could" or "like now" as the answer to when is the idiom for at once.
const NOW_ANSWER = /^\W*(?:(?:like|honestly|ideally|tbh|erm|um)[\s,]+)?(?:right )?(?:now|yesterday)\b|\bright now\b/g;
const NEXT_MONTH = /\bnext month\b/g;
// "in a couple weeks", "couple months": spoken English often drops the "of".
const NUMBER_WORD =
  '(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|couple of|a couple|couple|a few|few|\\d+(?:\\.\\d+)?)';
// "two months' notice", "a few weeks' time": the possessive apostrophe joins the span to its word.
const DURATION = new RegExp(
  `\\b(?:(in|within|inside|in the next|within the next|over the next|the next|next|in about|in around|within about|in roughly|in approx)\\s+)?(?:about |around |roughly |approx\\.? )?(${NUMBER_WORD})(?:\\s*(?:-|to|or)\\s*(${NUMBER_WORD}))?\\s+(days?|weeks?|wks?|fortnights?|months?|mths?|years?|yrs?)\\b(?:['’](?!\\w))?(\\s+(?:or so|or two|or 2|time|'s time|from now|max|tops|at most|at the latest|or less|ish|left|notice))?`,
  'g',
);
const NOT_SINCE = /(?:\b(?:have|has|had) not|\b(?:haven|hasn|hadn)'?t|'ve not|'s not|\bnever)\b[^.!?,;]*$/;
const AMOUNT_BEFORE = /(?:£\s?)?\d(?:[\d,.]*\d)?\s?(?:k|pounds|quid)?\s+$/;
const MONTH_OR_TWO = /\b(?:a|the next|the coming|next) month or (?:two|2)\b/g;
const HALF_YEAR = /\b(?:in|within|inside|in the next|over the next|the next|in about|in around)\s+(?:about |around )?half a year\b/g;
const WITHIN_YEAR = /\bwithin (?:the |a |the next |a |one )?year\b/g;
// "the end o July", "start o' March": Scots and dictated speech drop the f of "of".
const OF = "o(?:f|')?";
const MODIFIED_MONTH = new RegExp(
  `\\b(early|beginning ${OF}|start ${OF}|the start ${OF}|the beginning ${OF}|mid|middle ${OF}|the middle ${OF}|late|end ${OF}|the end ${OF}|towards the end ${OF}|the back end ${OF}|(?:the )?(?:first|1st|second|2nd|third|3rd|fourth|4th|last|final) (?:week|few days|fortnight|couple of weeks|half) ${OF})[\\s-]*(?:next\\s+)?${M}\\b`,
  'g',
);
// "the first of March", "the twenty-third of May": a day said in words, as it is spoken.
const ORDINAL_WORDS = (
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth ' +
  'fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'
).split(' ');
const ORDINAL_DAYS = new Map(ORDINAL_WORDS.map((word, i) => [word, i + 1]));
ORDINAL_DAYS.set('thirtieth', 30);
for (const [i, unit] of ORDINAL_WORDS.slice(0, 9).entries()) {
  for (const join of [' ', '-']) {
    ORDINAL_DAYS.set(`twenty${join}${unit}`, 21 + i);
    if (i === 0) ORDINAL_DAYS.set(`thirty${join}${unit}`, 31);
  }
}
// Longest first, so "twenty first" is read whole rather than as "first".
const ORDINAL_DAY = [...ORDINAL_DAYS.keys()].sort((x, y) => y.length - x.length).join('|');
const DAY_MONTH = new RegExp(
  `\\b(\\d{1,2}(?:st|nd|rd|th)?|(?<=\\bthe\\s+)(?:${ORDINAL_DAY}))\\s*(?:of\\s+)?${M}\\b`,
  'g',
);
const MONTH_DAY = new RegExp(`\\b${M}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\d)`, 'g');
const PLAIN_MONTH = new RegExp(`\\b${M}\\b`, 'g');
// "the spring of next year" names its year like "next spring" and "spring 2027".
const SEASON =
  /\b(?:(early|late|the start of|start of|the beginning of|beginning of|the end of|end of|mid|the middle of)\s+)?(?:the\s+)?(spring|summer|autumn|fall|winter)\b(?!\s+(?:holidays?|hols|break|term))(\s+(?:of\s+)?(?:next year|this year|20\d\d))?/g;
const YEAR_NUMBER =
  /(?<![£\d])\b(early|the start of|start of|the end of|end of|late|mid)?\s*(20\d\d)\b(?!\s*(?:k|grand|pcm|pw)\b)/g;
// "no fixed date", "no timescale" leave the move open (QUALIFY.md: null), unlike "no rush", which is later;
// so does "whenever ours sells", which waits on the sale rather than saying there is no hurry.
// "we're really early on", "just starting to look": a search only begun, like "just browsing".
const VAGUE_LATER =
  /\b(?:no (?:real |great |big |massive |huge |particular |mad )?(?:rush|hurry)|not in (?:a|any|a great|any great|a massive|a big|a huge) (?:rush|hurry)|(?:we'll|we will|i'll|i will|happy to|prepared to|can|will) wait for the right (?:one|place|house|home|property|flat)|in no (?:real |great |big |massive |huge |particular |mad )?(?:rush|hurry)|not urgent|no urgency|just (?:browsing|looking|having a (?:look|nos[e]?y|nose))|(?:just )?seeing what(?:'s| is) (?:out there|around|available|on the market)|having a nos[e]?y|(?:just )?nosing(?: around| about)?|early days|eventually|one day|some ?day|in the future|not for a while|not for ages|not any time soon|a while off|a way off|years? away|long way off|whenever(?!\s+(?:ours|mine|(?:our|my)\s+\w+|we|i|we've|i've)\s+(?:sells?|sold|is sold|has sold|can sell|goes|completes?)\b)|taking (?:our|my) time|(?:really|very|still|quite) early on|(?:just|only just) start(?:ing|ed) to look|in a few years|a couple of years|year or two|not for (?:at least |another |a good )?(?:a year|\d+ years)|at least a year away)\b/g;

// Before a date in the same clause: it is about something else ("AIP valid till April",
// "got one in feb", "getting married in the autumn", "should hear this week", "I interview next
// month" for the job that may bring them, "I'll pop into the office next week" to see the agent).
// "we've got till the 14th", "got until the end of June to get out" is a deadline given them, not
// something got; nor is "I've got to be out by 18th September", where "got to" is must.
// "we bought through you last year (completed 12 September)": a completion told in
// the past is over, unlike "to have completed by March" or "so completed by Easter".
// "back in 2019" dates the past, but "I'm posted back in April", "we're coming back in June" is a return to come.
// "could someone give me a ring after Christmas", "ring me next month", "I'll check back tomorrow": when to call them back is a
// date for the agent, not the move; "what the market's likely to do in the new year", "will prices
// drop in the spring" date a forecast. "last" dates something past only before a time ("last
// summer", "last March"): "the last booking ends in October" is the last of them.
const OTHER_EVENT =
  /\b(?:since|ago|last(?=\s+(?:week|weekend|month|year|time|night|spring|summer|autumn|fall|winter|christmas|xmas|easter|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\s*[,.]|$)|(?<!\b(?:i'm|im|we're|i am|we are|be|posted|coming|come|moving|flying|getting|get) )back in|got(?!\s+(?:until|till|til|'til|up until|up to|to)\b)|had|was|were|did|sorted|applied|bought|valid|expires?|expiry|married|wedding|birthday|born|graduated|(?<!\b(?:have|be|been|get|getting|got|it|all|being) )completed(?!\s+(?:by|before|in time))|visit|visiting|viewing|viewings|hear|hearing|heard|application|broker|lender|aip|mip|dip|principle|mortgage|valuation|value|valued|valuers?|come round|come and|pop round|appraisal|fees?|survey|call|meeting|appointment|booked|paperwork|forms|accepted|offer|interview|interviews|interviewing|interviewed|pop (?:in|into|by)|popping (?:in|into|by)|drop (?:in|into|by)|dropping (?:in|into|by)|office|branch|ring|rings|ringing|phone (?:me|us)|get back to (?:me|us|you)|check back|come back to you|contact (?:me|us)|in touch|chat|the market(?:'s| is| will| might| may| could| going)|prices (?:will|might|may|could|are going|go|drop|fall|rise)|interest rates)\b/;
// "Are you open between Christmas and New Year?": the office's hours, not a move.
const OFFICE_HOURS = /\b(?:are you|is the office|is your office|you're|you are|you be) (?:open|closed|shut)\b|\bopening (?:hours|times)\b/;
// "we arrive on 10 January", "we're back in the country from July": for a visitor coming from
// abroad, their own arrival is when they move, so it dates the move as "moving" does.
// "we'd want to have bought by end of March", "the court wants it sorted within 6 months": a goal of
// having bought, sold or got it sorted by a date is the move itself, though "bought" and "sorted"
// alone date something else ("bought in 2019", "mortgage sorted in February"); so is "to have the
// second one bought", "to have ours sold", "to have something bought", with what is bought named
// between or left unnamed.
// "I start the job on 2 Feb and would like to buy within 6 months": wanting to buy or rent by a
// date dates the move, where the other date is the job's.
const WANTS_TO_BUY_OR_RENT =
  /(?:like|want|wanting|hoping|hope|plan|planning|looking|aim|aiming|need|needing) to (?:buy|purchase|rent)/;
// "can you list it this week?", "marketing it in the spring", "just want it on asap": a seller
// asking for the listing dates the sale as "on the market" does; "the landlord wants the flat back in July" is a tenant's deadline.
const MOVE_CUE = new RegExp(
  `\\b(?:(?:want|wants|wanting|need|needs|needing) (?:it|the (?:house|flat|place|property|home)) back|(?:list|market|advertise)(?:ing)? (?:it|ours|mine|the (?:house|flat|property|place|cottage|home))|(?:get|getting|put|putting|have|want|wanting) (?:it|ours|mine|the (?:house|flat|property|place|cottage|home)) (?:up )?on\\b(?! (?:hold|ice)\\b)|to have (?:(?:the|a|an|our|my|it|ours|mine|one|something|somewhere|first|second|next|new|last|flat|house|place|home|property|one's)\\s+){0,3}(?:bought|sold|moved|completed|found)|(?:wants?|need|needs|get|getting|have|having) (?:it|it all|everything|things) (?:all )?(?:sorted|done|wrapped up|sold|tied up)|(?:we|i|we're|i'm|we'll|i'll)\\s+(?:(?:are|am|will|shall|should|be|'ll be)\\s+)?(?:arrive|arriving|land|landing|fly in|flying in|get here|getting here|back in the (?:country|uk)|back home|back in (?:england|scotland|wales|britain|the uk))|${WANTS_TO_BUY_OR_RENT.source}|move|moving|moved|relocat\\w*|be in|in by|settled|out by|out in|need somewhere|need a place|complete|completion|tenancy|lease|contract|notice|sell|sold|listed|on the market|let|tenants?|available|(?:coming|comes|come|becomes?|will be) free|free from|vacant|empty|(?:rent|let)(?:ing)? (?:\\w+ )?out)\\b`,
);
const ARRIVAL =
  /\b(?:arrive|arriving|land|landing|fly in|flying in|get here|getting here|back in the (?:country|uk)|back home|back in (?:england|scotland|wales|britain|the uk))\b/;
const DIRECT_MOVE = new RegExp(
  `\\b(?:move|moving|moved|relocat\\w*|be in|in by|settled|tenancy|lease|complete|completion|need somewhere|need a place|${WANTS_TO_BUY_OR_RENT.source})\\b`,
);
// "my lease renews in the summer and I'd probably just renew it": a renewal dates staying on,
// not a move, unless they say they will not renew.
const RENEWS = /\b(?:renews?|renewed|renewing|renewal|rolls? over)\b/;
const WONT_RENEW = /(?:\bnot|n't|\bnever|\bno intention of) (?:\w+ ){0,2}(?:renew|renewing|roll it over)\b/;
// "a care home place from 1 May, so want it on the market by then": the later clause's move
// refers back to the date.
const REFERS_BACK = /\b(?:by|before|for|until|till|in time for|from) (?:then|that (?:date|day|point|time))\b/;
// "we own a 1 bed, it'll go on the market in the new year": for a buyer or tenant, a date on their own
// home's sale is not when they move, unless the clause says they move then ("asap" always is, and a
// landlord selling up is someone else's sale).
const OWN_SALE = /\b(?:on the market|go(?:es|ing)? on|list(?:ed|ing)?|sell|selling|sold|valu\w*)\b/;
const SOMEONE_ELSES_SALE = /\b(?:landlord|landlady|landlords|owner|owners|vendor|vendors|seller|sellers)\b/;
// "honestly not sure yet", "hard to say, it depends on probate": an answer that opens by leaving
// the move open, after a hedge word or not.
const LEFT_OPEN =
  /^\W*(?:(?:honestly|tbh|to be honest|well|hmm+|erm|um|oh|ah)\W+)?(?:(?:i'm|i am|we're|we are)\s+)?(?:not sure|unsure|don't know|dunno|no idea|not decided|undecided|it depends|depends|hard to say|difficult to say|too early to (?:say|tell))\b/;
// "it depends on when ours sells, so I can't give you a date": said anywhere in the answer.
const NO_DATE_TO_GIVE =
  /\b(?:can't|cannot|can not|couldn't) (?:really |honestly |genuinely )?(?:say|tell|give (?:you )?(?:a|an|any) (?:firm |fixed |set |exact |definite )?(?:date|timescale|timeframe|time frame|answer))\b/;
const TWO_GUESSES = /\b(?:could|might|may) be\b[^.!?]{1,40}?\b(?:could|might|may) be\b/;
const NEXT_QUARTER = /\b(?:within|in|inside|over|during) (?:the )?(?:next|coming) quarter\b/g;
// "Is your house on the market yet?", "Have you sold yours?": a question about the visitor's own sale.
const OWN_SALE_ASKED =
  /\b(?:is|has|have) (?:your|yours|you)\b[^?]*\b(?:on the market|listed|sold|under offer|up for sale|put (?:it|yours) on)\b/;
const SEEKER_MOVES =
  /\b(?:move|moving|moved|relocat\w*|be in|in by|settled|out by|need somewhere|need a place|complete|completion|tenancy|lease)\b/;
// "October - no sorry, November", "March, no wait, April": an apology, "I mean" or "no wait" between two dates
// takes the first back.
const CORRECTION =
  /\b(?:sorry|i mean|no wait|actually|realistically|make that|scratch that|or rather|on second thoughts?|more like|more realistically|at the latest|probably|more likely|most likely|so (?:by|before|in|around|from))\b/;
// A month name only counts after a time word, so "may" the verb and "March" the verb stay words.
const MONTH_LEAD =
  /(?:\b(?:in|by|before|until|till|til|from|after|around|about|for|next|this|of|early|late|end of|start of|beginning of|sometime in|during|ideally|probably|maybe|approx|say|or|and|than|not|start|starts|starting|so)|,)\s*$/;
const MAY_LEAD =
  /\b(?:in|by|before|until|till|til|from|after|around|for|next|this|of|early|late|mid|end of|start of|beginning of|sometime in|during)\s*$/;
// "posting starts march so by then": "march" after "starts" is the month, as after "in"; so is
// "march" after a comma ("in the spring, march ideally"), where the verb hardly ever stands.
const MARCH_LEAD = new RegExp(`(?:${MAY_LEAD.source})|(?:\\b(?:starts?|starting|so|or)|,)\\s*$`);
const MONTH_TAIL = /^\s*(?:time|ish|-ish|next year|this year|20\d\d)\b/;
// "07700 900 226, ask for Jan": whom to ask for is a name, as after "name is".
const SIGN_OFF_BEFORE =
  /(?:\d|\bthanks|\bthank you|\bcheers|\bregards|\bname is|\bname's|\bthis is|\bask for|\basking for|\bspeak to|\bspeak with|\btalk to|\bcall me)\s*[,.-]?\s*$/;

function unitCount(word: string): number {
  const key = word
    .trim()
    .replace(/^an?\s+(?=\w)/, '')
    .replace(/\s+of$/, '');
  return SMALL_NUMBERS[key] ?? SMALL_NUMBERS[word.trim()] ?? Number(key);
}

/** The next time a month comes round: this month counts as now unless "next" is said. */
function yearForMonth(ref: CalendarDate, month: number, isNext: boolean): number {
  if (month < ref.month || (isNext && month === ref.month)) return ref.year + 1;
  return ref.year;
}

function nextOccurrence(ref: CalendarDate, month: number, day: number): CalendarDate {
  const thisYear = { year: ref.year, month, day: Math.min(day, daysInMonth(ref.year, month)) };
  if (compareDates(thisYear, ref) >= 0) return thisYear;
  return { year: ref.year + 1, month, day: Math.min(day, daysInMonth(ref.year + 1, month)) };
}

function monthDay(year: number, month: number, modifier: string): CalendarDate {
  const m = modifier.replace(/^the /, '');
  let day = 15;
  // "the first week of January" is over by the 7th; "the last week of March" runs to the month's end.
  if (/^(?:first|1st) (?:week|few days)/.test(m)) day = 7;
  else if (/^(?:(?:first|1st) (?:fortnight|couple of weeks|half)|(?:second|2nd) week)/.test(m)) day = 14;
  else if (/^(?:third|3rd) week/.test(m)) day = 21;
  else if (/^(?:fourth|4th|last|final) |^(?:second|2nd) half/.test(m)) day = daysInMonth(year, month);
  else if (/^(?:start|beginning)/.test(m)) day = 1;
  else if (m === 'early') day = 7;
  else if (/^late|towards/.test(m)) day = 24;
  else if (/end/.test(m)) day = daysInMonth(year, month);
  return { year, month, day };
}

const SEASON_MONTHS: Record<string, [number, number, number]> = {
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  autumn: [9, 10, 11],
  fall: [9, 10, 11],
  winter: [12, 1, 2],
};

// Cheap tests that skip whole families of patterns when a message cannot contain them.
const HINT = {
  asap: /asap|a\.s\.a\.p|soon|immediat|away|urgent|week|wk|fortnight|tomorrow|today|tonight|yesterday|month|quick|fast|now|to go/,
  duration: /day|week|wk|fortnight|month|mth|year|yr/,
  month: /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/,
  season: /spring|summer|autumn|fall|winter/,
  holiday: /christmas|xmas|crimbo|easter|hallowe|bonfire|fawkes|holiday|hols|break|school|term|tax year|academic|uni/,
  year: /year|yr|20\d\d/,
  quarter: /\bq[1-4]\b/,
  day: /\d(?:st|nd|rd|th)\b|\d\/\d/,
  vague:
    /rush|hurry|urgen|browsing|look|nos|seeing|early days|early on|eventually|one day|some ?day|future|while|ages|soon|off|away|whenever|time|fixed|taking|years?|wait/,
};

type Add = (index: number, end: number, target: Target, vague?: boolean, exact?: boolean, broad?: boolean) => void;

function isNextBefore(lower: string, index: number): boolean {
  return /\bnext\s*$/.test(lower.slice(Math.max(0, index - 6), index));
}

function isNextYearAfter(lower: string, end: number): boolean {
  return /^\s*next year\b/.test(lower.slice(end, end + 12));
}

function explicitYearAfter(lower: string, end: number): number | null {
  const m = /^\s*,?\s*(20\d\d)\b/.exec(lower.slice(end, end + 8));
  return m ? Number(m[1]) : null;
}

function findCandidates(lower: string, ref: CalendarDate, answersTiming: boolean): Candidate[] {
  const found: Candidate[] = [];
  if (!/[a-z0-9]/.test(lower)) return found;
  const add: Add = (index, end, target, vague = false, exact = false, broad = false) =>
    found.push({ index, end, target, vague, exact, broad });

  const immediates = HINT.asap.test(lower)
    ? [...lower.matchAll(ASAP), ...(answersTiming ? lower.matchAll(NOW_ANSWER) : [])]
    : [];
  for (const m of immediates) {
    // "as soon as we can after that" points at another date; "not right now" declines.
    if (/^\s*(?:after|once|when)\b/.test(lower.slice(m.index + m[0].length))) continue;
    // "whether to rent first or buy straight away": set against doing something first, it is the
    // order of the steps, not when they move.
    if (/\b(?:first|initially)\s*,?\s+or\s+(?:\w+\s+){0,3}$/.test(lower.slice(Math.max(0, m.index - 50), m.index))) continue;
    if (/^\s*,?\s+or\s+(?:\w+\s+){1,3}(?:first|initially)\b/.test(lower.slice(m.index + m[0].length, m.index + m[0].length + 50)))
      continue;
    // "depends how quickly we can get the mortgage sorted": a question or a condition, not a hurry.
    if (/\bhow\s+$/.test(lower.slice(Math.max(0, m.index - 5), m.index))) continue;
    // "not right now" declines; "nothing urgent" says there is no hurry.
    if (/(?:\bnot|\bnothing|\bno|n't)\s+(?:(?:that|too|very|really|super|massively)\s+)?$/.test(lower.slice(Math.max(0, m.index - 16), m.index)))
      continue;
    // "quickly" or "urgently" says hurry, not when: a date said beside it wins ("quickly, by August").
    add(m.index, m.index + m[0].length, { kind: 'bucket', bucket: 'immediate' }, HURRY.test(m[0]));
  }
  if (HINT.duration.test(lower)) findDurations(lower, ref, answersTiming, add);
  if (HINT.month.test(lower)) findMonths(lower, ref, answersTiming, add);
  if (HINT.season.test(lower)) findSeasons(lower, ref, add);
  if (HINT.holiday.test(lower)) findHolidays(lower, ref, add);
  if (HINT.year.test(lower)) findYears(lower, ref, add);
  if (HINT.quarter.test(lower)) findQuarters(lower, ref, add);
  // "complete within the next quarter": three months from now, a window as "the next 3 months" is.
  if (lower.includes('quarter')) {
    for (const m of lower.matchAll(NEXT_QUARTER))
      add(m.index, m.index + m[0].length, { kind: 'bucket', bucket: 'within_3_months' }, false);
  }
  if (HINT.day.test(lower)) findDaysOfMonth(lower, ref, add, answersTiming);
  if (HINT.vague.test(lower)) {
    for (const m of lower.matchAll(VAGUE_LATER))
      add(m.index, m.index + m[0].length, { kind: 'bucket', bucket: 'later' }, true);
  }
  return found;
}

function findDurations(lower: string, ref: CalendarDate, answersTiming: boolean, add: Add): void {
  for (const m of lower.matchAll(NEXT_MONTH)) {
    if (/\b(?:the|coming)\s*$/.test(lower.slice(Math.max(0, m.index - 8), m.index))) continue;
    const next = addMonths(ref, 1);
    // "start of next month", "early next month": its first days, not the month's end.
    if (/\b(?:start of|beginning of|early|first week of|1st week of|first of|1st of)\s*$/.test(lower.slice(Math.max(0, m.index - 16), m.index))) {
      add(m.index, m.index + m[0].length, { kind: 'date', date: { year: next.year, month: next.month, day: 7 } });
      continue;
    }
    add(m.index, m.index + m[0].length, { kind: 'month', year: next.year, month: next.month });
  }
  for (const m of lower.matchAll(DURATION)) {
    const [, prefix, countWord, upperWord, unitWord, suffix] = m;
    // "long term plan, maybe 18 months" in answer to when: a hedged span is still the span.
    const atStart =
      answersTiming &&
      (m.index < 12 ||
        // ("maybe one day" is someday, not tomorrow)
        (!/^(?:a|an|one)$/.test(countWord) &&
          /\b(?:maybe|probably|prob|perhaps|possibly|realistically|ideally|hopefully)\s+$/.test(lower.slice(Math.max(0, m.index - 14), m.index))));
    if (!prefix && !suffix && !atStart) continue;
    // "I've not put the rent up in 3 years", "haven't moved in ten years": after a perfect-tense
    // "not", "in" a span means for that long, gone by.
    if (prefix === 'in' && NOT_SINCE.test(lower.slice(Math.max(0, m.index - 50), m.index))) continue;
    // "£900 a month max", "400 a week": a rent or price per period, not when they move.
    if (!prefix && AMOUNT_BEFORE.test(lower.slice(Math.max(0, m.index - 16), m.index))) continue;
    if (prefix === 'next' && /^(?:a|an|one)$/.test(countWord)) continue; // "next year" is a date, below
    let count = unitCount(upperWord ?? countWord);
    if (suffix && /or (?:two|2)/.test(suffix)) count = Math.max(count, 2);
    if (!Number.isFinite(count) || count <= 0) continue;
    const unit = unitWord.replace(/s$/, '');
    let date: CalendarDate;
    if (unit === 'day') date = addDays(ref, Math.ceil(count));
    else if (unit === 'week' || unit === 'wk') date = addDays(ref, Math.ceil(count * 7));
    else if (unit === 'fortnight') date = addDays(ref, Math.ceil(count * 14));
    else if (unit === 'month' || unit === 'mth') {
      // "within the next month" is treated as now: a month is the same horizon as 28 days.
      if (count <= 1) {
        add(m.index, m.index + m[0].length, { kind: 'bucket', bucket: 'immediate' });
        continue;
      }
      date = addMonths(ref, Math.ceil(count));
    } else date = addMonths(ref, Math.ceil(count * 12));
    // "in the next few months, by August ideally": a few is a rough span, which a month or deadline
    // said after it narrows, as it does "in the new year".
    const broad = upperWord === undefined && /few/.test(countWord);
    add(m.index, m.index + m[0].length, { kind: 'date', date }, false, false, broad);
  }
  // "in the next month or two": the longer of the two.
  for (const m of lower.matchAll(MONTH_OR_TWO))
    add(m.index, m.index + m[0].length, { kind: 'date', date: addMonths(ref, 2) });
  for (const m of lower.matchAll(HALF_YEAR))
    add(m.index, m.index + m[0].length, { kind: 'date', date: addMonths(ref, 6) });
  for (const m of lower.matchAll(WITHIN_YEAR))
    add(m.index, m.index + m[0].length, { kind: 'date', date: addMonths(ref, 12) });
}

function findMonths(lower: string, ref: CalendarDate, answersTiming: boolean, add: Add): void {
  const monthSpans: [number, number][] = [];
  const claimMonth = (start: number, end: number) => monthSpans.push([start, end]);
  const isClaimed = (index: number) => monthSpans.some(([s, e]) => index >= s && index < e);

  for (const m of lower.matchAll(MODIFIED_MONTH)) {
    const month = MONTHS[m[2]];
    const monthIndex = m.index + m[0].length - m[2].length;
    const next = /\bnext\s/.test(m[0]) || isNextYearAfter(lower, m.index + m[0].length);
    const year = explicitYearAfter(lower, m.index + m[0].length) ?? yearForMonth(ref, month, next);
    if (m[2] === 'may' && !/\b(?:mid|early|late|end o|start o|beginning o|middle o|week|days|fortnight|half)/.test(m[1])) continue;
    add(m.index, m.index + m[0].length, { kind: 'date', date: monthDay(year, month, m[1]) });
    claimMonth(monthIndex, m.index + m[0].length);
  }
  for (const pattern of [DAY_MONTH, MONTH_DAY]) {
    for (const m of lower.matchAll(pattern)) {
      const dayFirst = pattern === DAY_MONTH;
      const monthWord = dayFirst ? m[2] : m[1];
      const dayWord = dayFirst ? m[1] : m[2];
      const day = ORDINAL_DAYS.get(dayWord) ?? Number.parseInt(dayWord, 10);
      const month = MONTHS[monthWord];
      const monthIndex = m.index + m[0].indexOf(monthWord, dayFirst ? m[1].length : 0);
      if (isClaimed(monthIndex) || day < 1 || day > 31) continue;
      // "from 1 July next year": the year named after the day, as "2027" would be.
      const afterDay = m.index + m[0].length;
      const explicit = explicitYearAfter(lower, afterDay) ?? (isNextYearAfter(lower, afterDay) ? ref.year + 1 : null);
      const date = explicit
        ? { year: explicit, month, day: Math.min(day, daysInMonth(explicit, month)) }
        : nextOccurrence(ref, month, day);
      add(m.index, m.index + m[0].length, { kind: 'date', date }, false, true);
      claimMonth(monthIndex, monthIndex + monthWord.length);
    }
  }
  for (const m of lower.matchAll(PLAIN_MONTH)) {
    if (isClaimed(m.index)) continue;
    const word = m[1];
    const before = lower.slice(Math.max(0, m.index - 20), m.index);
    const after = lower.slice(m.index + word.length, m.index + word.length + 12);
    const shortAnswer = answersTiming && lower.trim().split(/\s+/).length <= 4;
    // "February ideally, after the festive chaos": a month that opens the answer to when is the
    // answer, however long the rest ("may" opening a reply is the verb as often as the month).
    const opensAnswer = answersTiming && word !== 'may' && /^\W*$/.test(lower.slice(0, m.index));
    const lead = word === 'may' ? MAY_LEAD : word === 'march' ? MARCH_LEAD : MONTH_LEAD;
    if (!lead.test(before) && !MONTH_TAIL.test(after) && !shortAnswer && !opensAnswer) continue;
    if (/-$/.test(before) && !/mid-$/.test(before)) continue;
    // "before October half term": the holiday is the date, read below, not the month's start.
    if (/^\s*half[- ]term\b/.test(after)) continue;
    // "07700 900 783, Jan", "thanks, June": a name signing off the message, not a month.
    if (SIGN_OFF_BEFORE.test(before) && /^\W*$/.test(lower.slice(m.index + word.length))) continue;
    const month = MONTHS[word];
    const next = isNextBefore(lower, m.index) || isNextYearAfter(lower, m.index + word.length);
    const year = explicitYearAfter(lower, m.index + word.length) ?? yearForMonth(ref, month, next);
    // "before September" is a deadline: the last day of August; so is "before the school year starts
    // in September", where the month dates the event the move must come before.
    if (/\bbefore\s*$/.test(before) || EVENT_STARTS_BEFORE.test(lower.slice(Math.max(0, m.index - 60), m.index))) {
      add(m.index, m.index + word.length, { kind: 'date', date: addDays({ year, month, day: 1 }, -1) });
    } else {
      add(m.index, m.index + word.length, { kind: 'month', year, month });
    }
  }
}

const EVENT_STARTS_BEFORE =
  /\bbefore (?:the |our |my |his |her |their )?(?:[\w'-]+ ){0,4}(?:starts?|begins?|opens?|goes back|go back|returns?|kicks? off) in\s*$/;

function findSeasons(lower: string, ref: CalendarDate, add: Add): void {
  for (const m of lower.matchAll(SEASON)) {
    const [, modifier = '', season, yearWords = ''] = m;
    const [first, middle, last] = SEASON_MONTHS[season];
    const before = lower.slice(Math.max(0, m.index - 12), m.index);
    const isNext = /\bnext\s*$/.test(before) || /next year/.test(yearWords);
    const isThis = /\bthis\s*$/.test(before) || /this year/.test(yearWords);
    const explicit = /20\d\d/.exec(yearWords);
    // Winter belongs to the year it starts in; "next" means a season that has not started yet.
    const endYear = (year: number) => (first === 12 ? year + 1 : year);
    const startOf = (year: number): CalendarDate => ({ year, month: first, day: 1 });
    const endOf = (year: number): CalendarDate => ({
      year: endYear(year),
      month: last,
      day: daysInMonth(endYear(year), last),
    });
    let year = explicit ? Number(explicit[0]) : ref.year;
    if (!explicit) {
      const options = [ref.year - 1, ref.year, ref.year + 1];
      if (isThis) year = first === 12 && ref.month <= 2 ? ref.year - 1 : ref.year;
      // "next summer" said in May is the summer of next year ("this summer" is the one coming); a
      // winter is named by the year it starts in, so "next winter" said in February is this December's.
      else if (isNext) year = first === 12 && ref.month <= 2 ? ref.year : ref.year + 1;
      else year = options.find((y) => compareDates(endOf(y), ref) >= 0) ?? ref.year + 1;
    }
    const monthYear = (month: number) => (first === 12 && month < 12 ? year + 1 : year);
    let target: Target;
    // "by the summer" means by its start; "by the end of the summer" keeps its end.
    if (/start|beginning|early/.test(modifier) || (!modifier && /\b(?:by|before)\s+(?:the\s+)?$/.test(before))) {
      target = { kind: 'date', date: { year, month: first, day: 1 } };
    } else if (/end|late/.test(modifier)) {
      target = { kind: 'date', date: { year: monthYear(last), month: last, day: daysInMonth(monthYear(last), last) } };
    } else {
      target = { kind: 'month', year: monthYear(middle), month: middle };
    }
    add(m.index, m.index + m[0].length, target, false, false, true);
  }
}

const HOLIDAYS: [RegExp, (year: number) => CalendarDate][] = [
  [/\b(?:christmas|xmas|crimbo)\b/g, (year) => ({ year, month: 12, day: 25 })],
  [/\beaster\b/g, easterSunday],
  // Days that fall on the same date every year: "by halloween" is a deadline like "by Christmas".
  [/\bhallowe['’]?en\b/g, (year) => ({ year, month: 10, day: 31 })],
  [/\b(?:bonfire night|guy fawkes(?: night)?)\b/g, (year) => ({ year, month: 11, day: 5 })],
  // "by the end of the summer holidays", "straight after the summer holidays": English schools go
  // back at the start of September.
  [
    /\b(?:(?:the )?end of|after|once|when) (?:the )?(?:summer|school) (?:holidays?|hols|break)\b/g,
    (year) => ({ year, month: 8, day: 31 }),
  ],
  [
    /(?<!\b(?:end of|after|once|when) (?:the )?)\b(?:summer|school) (?:holidays?|hols|break)\b/g,
    (year) => ({ year, month: 7, day: 24 }),
  ],
  [
    /\b(?:go back to school|back to school|new school year|start of (?:the )?(?:school )?(?:term|year)|(?:the )?autumn term|school starts|new term|schools? go back)\b/g,
    (year) => ({ year, month: 9, day: 3 }),
  ],
  [/\b(?:oct(?:ober)? )half[- ]term\b/g, (year) => ({ year, month: 10, day: 26 })],
  [/\b(?:feb(?:ruary)? )half[- ]term\b/g, (year) => ({ year, month: 2, day: 16 })],
  [/\b(?:may |whitsun )half[- ]term\b/g, (year) => ({ year, month: 5, day: 28 })],
  [/\btax year\b/g, (year) => ({ year, month: 4, day: 5 })],
  // "in time for the summer term": English schools go back about a fortnight after Easter Sunday,
  // and for the spring term in the first week of January.
  [
    /(?<!\b(?:end of|after|once|when) (?:the )?)\bsummer term\b(?!\s+(?:ends|finishes|is over|is done|has finished|has ended))/g,
    (year) => addDays(easterSunday(year), 15),
  ],
  [
    /(?<!\b(?:end of|after|once|when) (?:the )?)\bspring term\b(?!\s+(?:ends|finishes|is over|is done|has finished|has ended))/g,
    (year) => ({ year, month: 1, day: 5 }),
  ],
  // "once the school year finishes", "after the school year", "end of term": English schools break up in late July.
  [
    /\b(?:(?:the )?end of (?:the )?(?:school year|summer term|school term|term)|(?:after|once|when) (?:the )?(?:school year|summer term)(?: (?:ends|finishes|is over|is done|has finished|has ended))?|(?:the )?school year (?:ends|finishes|is over|is done)|(?:the )?(?:kids|schools?) (?:break|breaks|have broken|finish) up|(?:the )?(?:kids )?finish(?:es)? school)\b/g,
    (year) => ({ year, month: 7, day: 22 }),
  ],
  // The start of the academic year ("for the next academic yr", shortened as often as not).
  [
    /(?<!\b(?:end of|after|once|when) (?:the )?)\b(?:academic|uni|university|school) (?:year|yr)\b(?!\s+(?:ends|finishes|is over|is done|has finished|has ended))/g,
    (year) => ({ year, month: 9, day: 15 }),
  ],
];

// "the start of term in late September": the month given says when this year's holiday falls, and
// "the academic year starts next September" which year's.
// "before the kids go back to school on 18 August": so does the date given, as in "the school year
// starts in September".
const DATED_BY_MONTH_AFTER = new RegExp(
  `^\\s+(?:(?:starts?|begins?|opens?|goes back|go back|returns?|kicks? off)\\s+)?(?:in|on|next|(?:in|on) next)\\s+(?:the\\s+)?(?:(?:early|late|mid|the middle of|the end of|the start of)\\s+|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?)?${M}\\b`,
);

// "by half term" without a month: the next of the three English half terms.
const BARE_HALF_TERM = /(?<!\b(?:oct(?:ober)?|feb(?:ruary)?|may|whitsun) )\bhalf[- ]term\b/g;
const HALF_TERMS: [number, number][] = [
  [2, 16],
  [5, 28],
  [10, 26],
];

const AFTER_BEFORE = /\b(?:after|once|post|following)\s+(?:the\s+)?$/;
// "Merry Christmas!", "have a lovely Easter", "happy new year": a greeting wishes the holiday well,
// it does not set a date.
const GREETING_BEFORE =
  /\b(?:merry|happy|have a (?:good|great|lovely|nice|wonderful|brilliant|fab|merry|happy|restful|peaceful)|enjoy (?:the|your))\s+$/;

function isGreeting(lower: string, index: number): boolean {
  return GREETING_BEFORE.test(lower.slice(Math.max(0, index - 24), index));
}

function findHolidays(lower: string, ref: CalendarDate, add: Add): void {
  for (const m of lower.matchAll(BARE_HALF_TERM)) {
    const next = HALF_TERMS.map(([month, day]) => nextOccurrence(ref, month, day)).sort(compareDates)[0];
    add(m.index, m.index + m[0].length, { kind: 'date', date: next });
  }
  for (const [pattern, date] of HOLIDAYS) {
    for (const m of lower.matchAll(pattern)) {
      if (DATED_BY_MONTH_AFTER.test(lower.slice(m.index + m[0].length)) || isGreeting(lower, m.index)) continue;
      let target = date(ref.year);
      if (compareDates(target, ref) < 0) target = date(ref.year + 1);
      // "after Christmas, end of January ideally": after a holiday is where a span starts, so a month
      // or deadline said after it is the window.
      const isStart = AFTER_BEFORE.test(lower.slice(Math.max(0, m.index - 20), m.index));
      add(m.index, m.index + m[0].length, { kind: 'date', date: target }, false, false, isStart);
    }
  }
}

// "before end of the yr", "next yr": chat shortens "year" to "yr".
const END_OF_YEAR = /\b(?:(?:the )?end of (?:the |this )?(?:year|yr)|(?:year|yr) end|(?:before|by) the new (?:year|yr)|new (?:year|yr))\b/g;
const NEXT_YEAR =
  /\b(?:(early|the start of|start of|the beginning of|beginning of|the end of|end of|late|later|mid)\s+)?next (?:year|yr)\b/g;
// "by the 15th", "before the 1st ideally", "notice ends 30th", "w/c 14th": a day of the month with
// no month named is its next occurrence. Only end of sentence or a hedge word may follow, so "on
// the 3rd floor" and "the 2nd viewing" stay what they are (a month after it is read above).
const DAY_OF_MONTH =
  /\b(?:(?:by|before|on|from|until|till|til) the|(?:by|before|until|till|til|ends?|ending|finish(?:es)?|w\/c|wc|week commencing|w\.c\.)(?: the)?) (\d{1,2})(?:st|nd|rd|th)\b(?=\s*(?:$|[.,!?;:)]|-|(?:ideally|hopefully|preferably|really|latest|at the latest|if possible|or so|ish|please|thanks|so|and|but|or)\b))/g;

function findYears(lower: string, ref: CalendarDate, add: Add): void {
  for (const m of lower.matchAll(END_OF_YEAR)) {
    if (isGreeting(lower, m.index)) continue;
    const date = /new (?:year|yr)/.test(m[0])
      ? { year: ref.year + 1, month: 1, day: 1 }
      : { year: ref.year, month: 12, day: 31 };
    // "in the new year" is a span; "by the new year" a deadline.
    const isDeadline = /\b(?:by|before)\s+(?:the\s+)?$/.test(lower.slice(Math.max(0, m.index - 10), m.index));
    const broad = /^new (?:year|yr)$/.test(m[0]) && !isDeadline;
    add(m.index, m.index + m[0].length, { kind: 'date', date }, false, false, broad);
  }
  for (const m of lower.matchAll(NEXT_YEAR)) {
    const modifier = m[1] ?? '';
    const year = ref.year + 1;
    let date: CalendarDate = { year, month: 7, day: 1 };
    if (/start|beginning/.test(modifier)) date = { year, month: 1, day: 1 };
    else if (modifier === 'early') date = { year, month: 2, day: 1 };
    else if (/end|late/.test(modifier)) date = { year, month: 12, day: 31 };
    add(m.index, m.index + m[0].length, { kind: 'date', date }, false, false, !modifier);
  }
  for (const m of lower.matchAll(YEAR_NUMBER)) {
    const year = Number(m[2]);
    if (year <= ref.year || year > ref.year + 10) continue;
    const modifier = m[1] ?? '';
    let date: CalendarDate = { year, month: 7, day: 1 };
    if (/start/.test(modifier)) date = { year, month: 1, day: 1 };
    else if (modifier === 'early') date = { year, month: 2, day: 1 };
    else if (/end|late/.test(modifier)) date = { year, month: 12, day: 31 };
    add(m.index, m.index + m[0].length, { kind: 'date', date });
  }
}

// "end of Q2", "by Q1 next year": calendar quarters (Q1 is January to March). A quarter reads as
// its last day, a deadline, unless its start is named; with no year, the next quarter of that name
// not yet over.
const QUARTER =
  /\b(?:(?:the )?(start|beginning|end) of (?:the )?|(early|late) )?q([1-4])\b(?:\s+(next year|this year|20\d\d))?(?![\d/-])/g;

function findQuarters(lower: string, ref: CalendarDate, add: Add): void {
  for (const m of lower.matchAll(QUARTER)) {
    const [, edge = '', early = '', digit, yearWords = ''] = m;
    const lastMonth = Number(digit) * 3;
    const endOf = (year: number): CalendarDate => ({ year, month: lastMonth, day: daysInMonth(year, lastMonth) });
    let year = ref.year;
    if (/20\d\d/.test(yearWords)) year = Number(yearWords);
    else if (yearWords === 'next year') year = ref.year + 1;
    else if (yearWords !== 'this year' && compareDates(endOf(ref.year), ref) < 0) year = ref.year + 1;
    const date = /start|beginning/.test(edge) || early ? { year, month: lastMonth - 2, day: 1 } : endOf(year);
    add(m.index, m.index + m[0].length, { kind: 'date', date });
  }
}

// "move in date 14/04", "by 1/9/26": a British day/month date, read only after a word that dates it
// (or as the whole answer to "when?"), so "2/3 bed" and "50/50" stay what they are.
const NUMERIC_DATE = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b(?!\s*(?:bed|b\b|br\b|bath|beds|bedroom))/g;
const NUMERIC_DATE_LEAD = /\b(?:on|by|from|before|until|till|til|date|for|around|approx|after|start|starting|in)\s*:?\s*$/;

function findDaysOfMonth(lower: string, ref: CalendarDate, add: Add, answersTiming = false): void {
  for (const m of lower.matchAll(NUMERIC_DATE)) {
    const day = Number(m[1]);
    const month = Number(m[2]);
    if (day < 1 || month < 1 || month > 12 || day > daysInMonth(ref.year, month)) continue;
    const isAnswer = answersTiming && lower.trim() === m[0];
    if (!isAnswer && !NUMERIC_DATE_LEAD.test(lower.slice(Math.max(0, m.index - 12), m.index))) continue;
    const year = m[3] ? (m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3])) : null;
    const date = year ? { year, month, day } : nextOccurrence(ref, month, day);
    add(m.index, m.index + m[0].length, { kind: 'date', date }, false, true);
  }
  let monthsNamed: { index: number; month: number }[] | undefined;
  for (const m of lower.matchAll(DAY_OF_MONTH)) {
    const day = Number(m[1]);
    if (day < 1 || day > 31) continue;
    // "baby's due mid-September so by the 12th": the day is in the month the message named before it.
    monthsNamed ??= findMonthsNamed(lower);
    const namedMonth = monthsNamed.findLast((named) => named.index < m.index)?.month ?? null;
    const thisMonth = { year: ref.year, month: ref.month, day: Math.min(day, daysInMonth(ref.year, ref.month)) };
    add(m.index, m.index + m[0].length, {
      kind: 'date',
      date:
        namedMonth !== null
          ? nextOccurrence(ref, namedMonth, day)
          : compareDates(thisMonth, ref) >= 0
            ? thisMonth
            : addMonths(thisMonth, 1),
    });
  }
}

/** The months a message names, in order; "may" and "march" count only where they are months. */
function findMonthsNamed(lower: string): { index: number; month: number }[] {
  const named: { index: number; month: number }[] = [];
  for (const m of lower.matchAll(PLAIN_MONTH)) {
    const lead = m[1] === 'may' ? MAY_LEAD : m[1] === 'march' ? MARCH_LEAD : null;
    if (lead && !lead.test(lower.slice(Math.max(0, m.index - 20), m.index))) continue;
    named.push({ index: m.index, month: MONTHS[m[1]] });
  }
  return named;
}

/** Buckets a target by QUALIFY.md: dates by their day, a month alone by that month. */
function bucketTarget(target: Target, ref: CalendarDate): Timeline {
  if (target.kind === 'bucket') return target.bucket;
  if (target.kind === 'month') {
    const months = monthsBetween(ref, target.year, target.month);
    if (months <= 0) return 'immediate';
    if (months <= 3) return 'within_3_months';
    if (months <= 6) return 'within_6_months';
    return 'later';
  }
  if (daysBetween(ref, target.date) <= 28) return 'immediate';
  if (compareDates(target.date, addMonths(ref, 3)) <= 0) return 'within_3_months';
  if (compareDates(target.date, addMonths(ref, 6)) <= 0) return 'within_6_months';
  return 'later';
}

const CONSEQUENCE = /(?<!\bor )\bso\b(?! (?:far|much|many|long|good|sorry)\b)/;
// "by September, so we're settled before the christening on 10 October": being settled, in or
// moved by an event is what the deadline is for, as "so we can" is.
const PURPOSE_BETWEEN =
  /\bso (?:that )?(?:(?:we|i|they|he|she) (?:can|could|may|might)|(?:we're|we are|i'm|i am|we'll be|i'll be) (?:all )?(?:settled|in|moved|sorted)\b)/;
const EITHER_BETWEEN = /^\s*,?\s*(?:or|or maybe|or possibly|or even)\s*$/;

function lastDayOf(target: Target): CalendarDate | null {
  if (target.kind === 'date') return target.date;
  if (target.kind === 'month') return { year: target.year, month: target.month, day: daysInMonth(target.year, target.month) };
  return null;
}

function compareTargets(a: Target, b: Target): number {
  const [first, second] = [lastDayOf(a), lastDayOf(b)];
  return first && second ? compareDates(first, second) : 0;
}

// "before the wedding in June next year" to when: the event is the deadline the move is set by, so
// its date dates the move (unless the clause names another event before it: "mortgage sorted
// before the wedding in June").
const DEADLINE_EVENT_BEFORE =
  /\b(?:before|by|ahead of|in time for)\s+(?:the |our |my |his |her |their )?(?:[\w'-]+\s+){0,3}?(?:in|on|at)\s*$/;

function isDeadlineEvent(lead: string): boolean {
  const m = DEADLINE_EVENT_BEFORE.exec(lead);
  return m !== null && !OTHER_EVENT.test(lead.slice(0, m.index));
}

// "my neighbour sold the same cottage in the summer", "my sister completes on 3 March": a date said
// of a neighbour, sibling, friend or colleague, with no "we" or "I" before it, is theirs. So is one
// said of a child or parent ("our eldest sits his exams in May", "my parents completed in June"),
// unless the move is set by it ("before our son starts school in September").
const OTHER_PERSON = new RegExp(
  String.raw`\b(?:my|our|his|her|the) (?:next door|people (?:next door|downstairs|upstairs|below|above)|${OTHER_PEOPLE_NOUNS})\b`,
);
const SET_BY_THEIRS = /\b(?:before|by|until|till|in time for|ahead of|when|once|after)\b/;
// "realistically it'll be after the wedding next summer", "we'll wait till after our wedding in June":
// a move put after the visitor's own event is dated by that event, though a wedding is otherwise
// something past or beside the move.
const MOVE_AFTER_OWN_EVENT =
  /\b(?:after|once|following) (?:the|our|my) (?:wedding|big day|honeymoon|baby (?:is born|arrives|comes)|exams|graduation|operation)(?: (?:in|on|at|next|this))?\s*$/;
const FIRST_PERSON = /\b(?:we|i|we're|i'm|we've|i've|we'll|i'll|we'd|i'd|us|me)\b/;

const SITTING_TENANTS = /\b(?:current|existing|present|old|sitting) (?:tenants?|lot|occupants?|ones|students)\b/;

function pickCandidate(lower: string, candidates: Candidate[], bounds: number[][]): Candidate | null {
  if (candidates.length === 0) return null;
  const relevant = candidates.filter((c) => {
    const sentenceStart = Math.max(lower.lastIndexOf('.', c.index), lower.lastIndexOf('!', c.index), lower.lastIndexOf('?', c.index));
    const sentenceEnd = lower.slice(c.end).search(/[.!?]/);
    const sentence = lower.slice(sentenceStart + 1, sentenceEnd < 0 ? lower.length : c.end + sentenceEnd);
    if (OFFICE_HOURS.test(sentence)) return false;
    const [start, end] = findNearClause(bounds, lower.length, c.index, c.end);
    const clause = lower.slice(start, end);
    const restOfSentence = lower.slice(c.end, sentenceEnd < 0 ? lower.length : c.end + sentenceEnd);
    const movesByIt = REFERS_BACK.test(restOfSentence) && MOVE_CUE.test(restOfSentence);
    if (RENEWS.test(lower.slice(start, c.index)) && !WONT_RENEW.test(sentence) && !movesByIt) return false;
    const lead = lower.slice(start, c.index);
    if (OTHER_PERSON.test(lead) && !FIRST_PERSON.test(lead) && !SET_BY_THEIRS.test(lead) && !movesByIt) return false;
    return !OTHER_EVENT.test(lead) || MOVE_CUE.test(clause) || movesByIt || isDeadlineEvent(lead) || MOVE_AFTER_OWN_EVENT.test(lead);
  });
  // "could you value it sometime next week, I want it on the market in January": a date straight after
  // another event dates that event, when the message dates the move too.
  // So does "current tenants leave end of Feb, want new ones in from mid-March": the sitting tenants'
  // leaving is when the let can start, and the date wanted for the new ones is when it does.
  const isRightAfterOtherEvent = (c: Candidate) => {
    const near = lower.slice(Math.max(0, c.index - 25), c.index);
    if (SITTING_TENANTS.test(lower.slice(Math.max(0, c.index - 40), c.index))) return true;
    if (MOVE_AFTER_OWN_EVENT.test(near)) return false;
    return OTHER_EVENT.test(near) && !MOVE_CUE.test(near) && !MOVE_CUE.test(lower.slice(c.end, c.end + 12));
  };
  const aboutTheMove = relevant.filter((c) => !isRightAfterOtherEvent(c));
  const datesTheMove = aboutTheMove.length > 0 ? aboutTheMove : relevant;
  // "before Easter so we can let it for the summer": a date after "so we can" is what the move is for.
  const purposeless = datesTheMove.filter(
    (c) => !datesTheMove.some((d) => d.end <= c.index && PURPOSE_BETWEEN.test(lower.slice(d.end, c.index))),
  );
  let specific = purposeless.filter((c) => !c.vague).sort((a, b) => a.index - b.index);
  // "we fly in on 20 December but we'll stay with family. ideally a tenancy starting mid-January":
  // the arrival stands in for the move only when nothing dates the move itself.
  const clauseAt = (c: Candidate) => lower.slice(...findNearClause(bounds, lower.length, c.index, c.end));
  const arrivalOnly = (c: Candidate) => ARRIVAL.test(clauseAt(c)) && !DIRECT_MOVE.test(clauseAt(c));
  // ("we land on 12 March and want to move in immediately": "immediately" counts from the arrival).
  const datesMove = (c: Candidate) => c.target.kind !== 'bucket' && DIRECT_MOVE.test(clauseAt(c)) && !arrivalOnly(c);
  if (specific.length > 1 && specific.some(arrivalOnly) && specific.some(datesMove))
    specific = specific.filter((c) => !arrivalOnly(c));
  if (specific.length === 0) return purposeless.find((c) => c.vague) ?? null;
  // "sometime in the spring, by the end of May at the latest": the deadline the visitor holds to wins.
  const latest = specific.find((c) => /^\s*,?\s*at the (?:very )?latest\b/.test(lower.slice(c.end, c.end + 25)));
  if (latest) return latest;
  // "ideally before Christmas, actually realistically next summer": the correction wins.
  for (let i = specific.length - 1; i > 0; i--) {
    if (CORRECTION.test(lower.slice(specific[i - 1].end, specific[i].index + 1))) return specific[i];
  }
  // "the sale listing comes down this week, so tenants from February": a "this week" or "tomorrow"
  // that a date follows from with "so" is the reason, and the date after it the one wanted.
  for (let i = specific.length - 1; i > 0; i--) {
    const [reason, wanted] = [specific[i - 1], specific[i]];
    if (reason.target.kind !== 'bucket' || wanted.target.kind === 'bucket') continue;
    const between = lower.slice(reason.end, wanted.index);
    if (between.length < 80 && CONSEQUENCE.test(between) && !PURPOSE_BETWEEN.test(between)) return wanted;
  }
  const moving = specific.find((c) => {
    if (c.target.kind === 'bucket') return true; // "asap" is always about moving
    const [start, end] = findNearClause(bounds, lower.length, c.index, c.end);
    return MOVE_CUE.test(lower.slice(start, end));
  });
  let chosen = moving ?? specific[0];
  // "in the new year, ideally by the end of February", "next summer, June probably": the month or
  // deadline said after a span of months is the more specific window (QUALIFY.md).
  if (chosen.broad) {
    const from = chosen.index;
    chosen = specific.find((c) => c.index > from && !c.broad && c.target.kind !== 'bucket') ?? chosen;
  }
  // "Feb or March", "spring or summer next year": a choice of two is ready by the later one.
  const alternative = specific.find((c) => c.index > chosen.end && EITHER_BETWEEN.test(lower.slice(chosen.end, c.index)));
  if (alternative && alternative.target.kind !== 'bucket' && compareTargets(alternative.target, chosen.target) > 0) chosen = alternative;
  // "once the summer's over. From 1 October", "complete in August so we'd need to be in by the end of
  // August": a day and month written out, or a deadline in the month named, is the more specific window.
  // A written-out day in a clause with no word of moving does not replace a month the move is set by
  // ("start 5 January. Ideally we'd be moved in by March": the start date is the job's).
  if (chosen.target.kind !== 'bucket' && !chosen.exact) {
    const movesThen = DIRECT_MOVE.test(clauseAt(chosen));
    const exact = specific.find((c) => c.exact && c !== chosen && (!movesThen || MOVE_CUE.test(clauseAt(c))));
    if (exact) return exact;
    const month = chosen.target.kind === 'month' ? chosen.target : null;
    const sameMonth =
      month &&
      specific.find(
        (c) => c.index > chosen.index && c.target.kind === 'date' && c.target.date.year === month.year && c.target.date.month === month.month,
      );
    if (sameMonth) return sameMonth;
  }
  return chosen;
}

const WINDOW_QUESTION = /^(?:so |and |or )?(?:within|in the next|in the coming|over the next|by|before|sometime|some time|in about|in around)\b/;
// "Would you like a chat with one of our team?" asks for a date of the call, as a valuation does.
const VALUATION_OR_CALL_ASKED =
  /\b(?:valuations?|value (?:it|your)|valuer|appraisal|chat|call (?:you|back)|ring you|give you a (?:call|ring|bell)|speak (?:to|with) (?:one of|someone|a member)|get in touch|contact you)\b/;

const BROWSING = /^(?:just (?:browsing|looking|having a)|(?:just )?seeing what|having a nos|(?:just )?nosing)/;

/** The last question of an assistant message: "Happy to value it. Are you planning to sell?" asks about selling. */
function lastQuestionOf(questionLower: string): string {
  const end = questionLower.lastIndexOf('?');
  if (end < 0) return questionLower;
  const start = Math.max(questionLower.lastIndexOf('.', end), questionLower.lastIndexOf('!', end), questionLower.lastIndexOf('?', end - 1));
  return questionLower.slice(start + 1, end + 1);
}

const candidatesIn = perTurnWith(
  (turn: Turn, source: 'message' | 'question', today: CalendarDate, answersTiming: boolean) =>
    findCandidates(source === 'message' ? turn.lower : turn.questionLower, today, answersTiming),
  (source, today, answersTiming) => `${source} ${today.year}-${today.month}-${today.day} ${answersTiming}`,
);

/**
 * When the visitor wants to move, relative to `today`. A specific window beats a vague one
 * ("no rush, but within 6 months"); a later specific statement replaces an earlier one.
 */
export function parseTimeline(turns: readonly Turn[], today: CalendarDate, intent: Intent | null = null): Timeline | null {
  const isSeeker = intent === 'buy' || intent === 'rent';
  let timeline: Timeline | null = null;
  let isVague = true;
  for (const turn of turns) {
    const answersTiming = turn.topics.has('timeline');
    let candidates = candidatesIn(turn, 'message', today, answersTiming);
    // "going on next week" to "Is your house on the market yet?": when their own home is listed, even
    // as a vague "next week", unless the clause says they move then.
    const answersOwnSale = OWN_SALE_ASKED.test(lastQuestionOf(turn.questionLower));
    if (isSeeker && !answersTiming && OWN_SALE.test(turn.lower)) {
      candidates = candidates.filter((c) => {
        const [start, end] = findNearClause(turn.bounds, turn.lower.length, c.index, c.end);
        const clause = turn.lower.slice(start, end);
        if ((c.target.kind === 'bucket' && !answersOwnSale) || !OWN_SALE.test(clause)) return true;
        return SEEKER_MOVES.test(clause) || SOMEONE_ELSES_SALE.test(clause);
      });
    }
    // "not yet, maybe in the summer" to "Would you like a market appraisal?" dates the appraisal, and
    // "maybe in a few weeks" to "Would you like a chat with the team?" the chat.
    if (!answersTiming && VALUATION_OR_CALL_ASKED.test(lastQuestionOf(turn.questionLower))) {
      // ("nah, just browsing for now" says where the search is, whatever was offered.)
      candidates = candidates.filter((c) => {
        const [start, end] = findNearClause(turn.bounds, turn.lower.length, c.index, c.end);
        return MOVE_CUE.test(turn.lower.slice(start, end)) || BROWSING.test(turn.lower.slice(c.index, c.end));
      });
    }
    let chosen = pickCandidate(turn.lower, candidates, turn.bounds);
    // "yep" to "Within the next month?" takes the window from the question, also when the question
    // is the window alone, with no word of when ("How soon?" "soon" "Within the next three months?").
    const offersWindow = WINDOW_QUESTION.test(lastQuestionOf(turn.questionLower).trim());
    if (!chosen && (answersTiming || offersWindow) && isAffirmative(turn.lower) && turn.lower.length < 30) {
      chosen = pickCandidate(
        turn.questionLower,
        candidatesIn(turn, 'question', today, false),
        findClauseBoundaries(turn.questionLower),
      );
    }
    // "dunno yet, could be next month could be January": two guesses after "not sure" leave the move
    // as open as "not sure" alone, and so does a vague word after it ("not sure, I can leave
    // whenever"), which says what they could do, not what they want.
    const leftOpen = answersTiming && (LEFT_OPEN.test(turn.lower) || NO_DATE_TO_GIVE.test(turn.lower));
    if (chosen && leftOpen && (TWO_GUESSES.test(turn.lower) || chosen.vague)) chosen = null;
    // "not sure yet, depends on my job" to "When would you want to move in?": the move left open
    // (QUALIFY.md: null), which replaces a date said before, as any later answer does.
    if (!chosen && leftOpen) {
      timeline = null;
      isVague = true;
      continue;
    }
    if (!chosen) continue;
    if (chosen.vague && timeline !== null && !isVague) continue;
    timeline = bucketTarget(chosen.target, today);
    isVague = chosen.vague;
  }
  return timeline;
}
