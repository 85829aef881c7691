import { MAX_CANDIDATES_PER_MESSAGE } from './constants';
import { maskNonMoney } from './mask-non-money';
import { replaceNumberWords, replaceSpokenHundreds, replaceSpokenHundredsAfterAmount } from './number-words';
import { CONTEXT_CHARS, findClauseBoundaries, findNearClause, isAffirmative } from './text';
import { perTurnWith } from './turn-memo';
import type { Budget, Intent, Turn } from './types';

type Rate = 'week' | 'month' | 'year' | null;
type Bound = 'max' | 'min' | 'range' | 'stretch';

interface Amount {
  start: number;
  end: number;
  value: number;
  multiplier: number;
  hasPound: boolean;
}

interface Statement {
  bound: Bound;
  min: number | null;
  max: number | null;
  period: Budget['period'];
}

// The currency may follow the number as a word or sign ("400 pounds a week", "1800 quid", "950 £"):
// it is part of the amount, so the rate after it ("a week") is still read.
// Thousands may be grouped with commas ("1,800"), or as in much of Europe with dots or single
// spaces ("1.800", "130 000"): a dot or space before exactly three digits, no more digits and no
// unit after ("1.250m" is a decimal), groups thousands. A lone digit before a space groups only
// after "£" or before two groups: "up 2 200" is "up to 200", "£1 450" and "1 250 000" are grouped.
const NO_MORE = String.raw`(?![\d.,]|\s*(?:k|m|grand|thousand|million|mill|mil|bn)\b)`;
const AMOUNT = new RegExp(
  String.raw`(£\s*)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+${NO_MORE}|(?:\d{2,3}|(?<=£ ?)\d|\d(?= \d{3} \d{3}))(?: \d{3})+${NO_MORE}|\d+(?:\.\d+)?)` +
    String.raw`(?:\s*(k|grand|thousand|million|mill|mil|bn)\b|(m)\b)?(\s*(?:pounds?|quid|gbp|sterling)\b|\s*£)?`,
  'g',
);
const DOT_GROUPED = /^\d{1,3}(?:\.\d{3})+$/;
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  grand: 1e3,
  thousand: 1e3,
  m: 1e6,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
  bn: 1e9,
};
const RATE_AFTER: [Exclude<Rate, null>, RegExp][] = [
  [
    'month',
    /^\s*(?:pcm|p\.c\.m\.?|p\/m|pm|per (?:calendar )?month|a (?:calendar )?month|\/\s?(?:month|mo|m)\b|monthly|per mo|a mo|each month|every month|a calendar month)\b/,
  ],
  ['week', /^\s*(?:pw|p\/w|per week|a week|\/\s?(?:week|wk|w)\b|weekly|per wk|a wk|each week|every week)\b/],
  // "11,400 pounds for one year": the amount for a whole year is a yearly amount.
  [
    'year',
    /^\s*(?:pa|p\/a|per annum|a year|per year|\/\s?(?:year|yr)\b|yearly|annually|a yr|for (?:a|one|1|the|the whole|a whole|a full|one full) (?:year|yr))\b/,
  ],
];
// "and" may be typed as "n" or "&" ("between 900 n 1000", "between 300 & 350k"), a dash as an en or em dash.
const RANGE_GAP = /^\s*(?:[-–—]+|to|and|n|&|till|up to)\s*$/;
const AND_GAP = /^\s*(?:and|n|&)\s*$/;

// Amounts that are someone else's number: deposit, salary, what a lender offers, a listing's
// price (also one the visitor "saw on your site at 310k"; "a DIP from Halifax for £255k" names the
// lender between), the visitor's own home, what they pay now (QUALIFY.md budget rules).
// Also a gift ("my dad's giving us 60k towards it"), what another home fetched ("the one next door
// went for £410k", "ours is up at 230"), a part of the budget ("that includes the £300 my employer
// adds") and a decision in principle "issued by Nationwide last month for £260,000".
const NOT_BUDGET_BEFORE =
  /\b(?:deposits?|salary|salaries|earn|earns|earning|earnings|income|wages?|lend|lends|lending|borrow|borrowing|loan|(?:mortgage|principle|aip|dip|mip)(?: (?:from|with|through) (?:the )?[\w&'-]+(?: [\w&'-]+)?)? (?:of|for)|approved for|accepted for|offer (?:of|for)|valued|valuation|worth|sold (?:it |ours? )?(?:for|at)|sell (?:it |ours? )?for|selling (?:it )?for|on the market|listed|asking|guide|on at|priced at|for sale (?:at|for)|advertised (?:at|for)|(?:saw|seen|spotted|viewed|noticed) (?:[\w'-]+ ){0,4}?(?:at|for)|up for|the (?:one|1|flat|house|place|property) (?:for|at)|offers (?:over|in excess)|oieo|oiro|saved|savings|equity|proceeds|stamp duty|fees?|service charge|ground rent|council tax|current rent|our rent|my rent|rent is|bonus|inheritance|gifted|gifting (?:us|me|them|her|him)|gift (?:us|me)|giving (?:us|me|them|her|him)|cashback|left me|owe|outstanding|we're paying|i'm paying|we are paying|i am paying|went for|goes for|fetched|up at|includes|(?:issued|granted|agreed|offered)(?: (?:by|from|with) [\w&'-]+)?(?: (?:last|this) (?:week|month))? for)\b/;
// "with my savings I can go to about £250,000": the visitor's own reach said after the other
// number's word is the budget (the word names what gets them there); "he's asking 310k, I can only do
// 295" too.
const OWN_REACH =
  /\b(?:(?:we|i) (?:can|could|will be able to|'ll be able to|should be able to) (?:only |just )?(?:go|stretch|afford|spend|push|do|manage)|(?:takes?|brings?|gets?|puts?) (?:us|me|it|that|the budget) (?:up )?to|(?:our|my) (?:budget|max|maximum|limit) (?:is|would be|becomes|goes up to))\b/;
const NOT_BUDGET_BEFORE_ALL = new RegExp(NOT_BUDGET_BEFORE.source, 'g');

function isOwnReachAfterOtherNumber(nearBefore: string): boolean {
  let lastEnd = -1;
  for (const m of nearBefore.matchAll(NOT_BUDGET_BEFORE_ALL)) lastEnd = m.index + m[0].length;
  return lastEnd >= 0 && OWN_REACH.test(nearBefore.slice(lastEnd));
}
// "my brother paid £640k for his", "my mate pays 850 for his", "they bought their first house in 1996 for
// £41,000", "next door lets hers for £1,050": a price paid or a rent charged, now or in the past, for a
// home that is not the one the visitor is looking for.
const PRICE_PAID_BEFORE =
  /\b(?:paid(?: (?:just|only|about|around|roughly|under|over|nearly|almost))?|(?:bought|purchased)\b[^.!?£]{0,60}?\b(?:for|at)(?: (?:just|only|about|around|roughly|under|over|nearly|almost))?|(?:lets|rents) (?:it|hers|his|theirs|them)(?: out)? (?:for|at))\s*£?\s*$/;
// ("my relocation allowance pays £375 a week" is what the visitor can pay, so "pays" counts only with
// "for his" after it.)
const FOR_SOMEONE_ELSES_AFTER = /^\s*for (?:his|hers|theirs)\b/;
// "with the deposit up to 215": the total including the deposit is the budget.
const WITH_DEPOSIT = /\b(?:with|including|incl|inc|plus) (?:the |our |my )?deposits?\b/g;
// "300 to 325k, 40k of that is deposit": a share of the budget named as the deposit or savings is
// that part, not a new budget.
const SHARE_OF_BUDGET_AFTER =
  /^\s*of (?:that|it|which|this|the (?:budget|total|price)) (?:is|'s|will be|would be|being|comes from|coming from) (?:a |the |our |my )?(?:(?:cash |gifted |family )?deposit|gift(?:ed)?|savings|equity|from (?:the |our |my )?(?:sale|savings|parents|mum|dad|family))\b/;
// "is the 3 bed terrace in heavitree at 425k still available?": an amount followed by a question on
// whether the property can still be had is that listing's price.
const LISTING_STATUS_AFTER =
  /^\s*(?:still (?:available|for sale|on the market|up for sale|for rent|to let|going)|(?:been )?(?:sold|let|taken|gone) (?:yet|already)|already (?:sold|let|gone|taken))\b/;
// "£350k borrowing", "300k approved", "280k AIP": named as the loan after the amount, it is what
// the lender will lend; "30k towards the deposit" is a part of the costs, not the budget.
const NOT_BUDGET_AFTER =
  /^\s*(?:deposit|for (?:a|the|our|my) deposit|as (?:a|the|our|my) deposit|salary|income|equity|in savings|savings|saved|in the bank|from the sale|mortgage|loan|borrowing|borrowed|to borrow|lending|(?:to|toward|towards|for) (?:the |our |my |a )?(?:deposit|stamp duty|fees|solicitor)|(?:approved|agreed) (?:in principle|by|with|from)|approved|(?:aip|dip|mip)\b|stamp duty|fees?|asking|left over)\b/;
// "up to 325k mortgage offer in hand": after a budget word, "mortgage" that names the offer or the
// decision in principle starts the next point in an unpunctuated message; it does not name the amount
// as the loan ("our 300k mortgage").
const MAX_CUE_BEFORE = /\b(?:up to|upto|budget(?: is| of)?|max(?:imum)?(?: is)?|no more than|tops|limit(?: is)?)\s*(?:about|around)?\s*£?\s*$/;
const MORTGAGE_NEWS_AFTER =
  /^\s*(?:mortgage|mortgage in principle|aip|dip|mip) (?:offer|in principle|agreed|approved|sorted|in place|ready|done|through|in hand)\b/;
// "we have 350 in the bank, wouldn't go over that": savings the visitor then caps the spend at;
// "the asking price of 850 is our max": a listing's price the visitor adopts as their limit.
const CAPPED_AT_IT_AFTER =
  /^[^\d£]{0,60}?\b(?:(?:is|'s|would be|will be) (?:about |roughly |pretty much |basically )?(?:our|my) (?:absolute |top |upper )?(?:max|maximum|limit|budget|ceiling)|(?:would|wouldn't|wouldnt|won't|wont|can't|cant|couldn't|couldnt|not|never|don't|dont) (?:want to )?(?:go|spend|pay|stretch) (?:over|above|beyond|past|more than) (?:that|this|it)|(?:that's|thats|that is|which is) (?:our|my|the) (?:max|maximum|limit|budget|ceiling)|and not a penny more)\b/;
// "I earn 52k, partner 38k", "wife on 40k": an amount straight after a person is what that person earns,
// not what the household will spend ("me and my partner can do 300k" has the spending verb between).
// "I'm currently on £27,500", "£38k plus overtime": the visitor's own pay, by the idiom of being "on"
// a figure or by the extras that come on top of a wage.
const PERSON_FIGURE_BEFORE =
  /\b(?:partner|wife|husband|fianc[eé]e?|boyfriend|girlfriend|other half|hubby|spouse)(?:'s|s)?(?:\s+(?:is on|on|gets|makes|takes home|brings in))?\s*£?\s*$|\b(?:(?:i'm|im|i am|(?:we're|we are) both)(?: (?:currently|now|only|just))?|currently) on(?: (?:about|around|roughly|nearly|almost|just under|just over))?\s*£?\s*$/;
const PAY_EXTRAS_AFTER = /^\s*(?:plus|\+|and|with|before|after) (?:overtime|bonus(?:es)?|commission|tips|tax|shift allowance)\b/;
// "the 245 one was a stretch": a listing named by its price.
const LISTING_BY_PRICE_BEFORE = /\b(?:the|that|this)\s+£?$/;
const LISTING_BY_PRICE_AFTER = /^\s*(?:k\s+)?(?:one|1)\b(?!\s*(?:bed|bedroom|br)s?\b)/;
// "have the deposit ready (about 1300)": an amount opening a bracket glosses the words before the
// bracket, which the bracket cuts from its clause.
const BRACKET_OPENED_BEFORE = /\(\s*(?:about|around|roughly|approx\.?|c\.?|~|say|circa)?\s*£?\s*$/;
// "a relocation allowance of 5k": a one-off sum from an employer; with a rate ("my relocation package
// covers up to £400 per week") it is the rent the visitor can pay.
const RELOCATION_SUM_BEFORE = /\brelocation (?:allowance|package|payment|grant|money|bonus)\b/;
// "the bank reckon up to 170k", or "they reckon up to 170k" in a reply about the mortgage: what the
// lender says it will lend, not what the visitor will spend.
const LENDER_SAYS = String.raw`\s+(?:reckon|reckons|reckoned|say|says|said|think|thinks|thought|told (?:us|me)|quoted|offered|will lend|'ll lend|would lend|can lend|could lend)\b[^\d£]{0,40}$`;
const LENDER_SAYS_BEFORE = new RegExp(String.raw`\b(?:the |our |my )?(?:bank|banks|lender|lenders|broker|brokers|building society|advisor|adviser)` + LENDER_SAYS);
const THEY_SAY_BEFORE = new RegExp(String.raw`\bthey` + LENDER_SAYS);
// "I'd like to see the bungalow in Hethersett, I think it's 310k?", "saw the flat on Zoopla, £1,195
// pcm - can I book a viewing?": in a message about one listing, an amount with no word making it the
// visitor's own (no budget cue) and not answering a budget question is that listing's price.
const ABOUT_A_LISTING =
  /\b(?:(?:see|view|viewing|saw|seen|spotted|interested in|enquiring about|asking about) (?:the|that|this|your) |(?:on|from) (?:zoopla|rightmove|onthemarket|your (?:site|website|page|listings?))\b|(?:book|arrange|do|have) (?:a |the )?viewing\b)/;
// "paying €900 a month in Valencia", "2,000 dollars": money in another currency is what they pay or
// earn abroad; a budget here is in pounds.
const FOREIGN_CURRENCY_BEFORE = /(?:[€$]|\b(?:eur|usd|aud|nzd|cad|us\$|a\$))\s*$/;
const FOREIGN_CURRENCY_AFTER = /^\s*(?:[€$]|(?:euros?|eur|dollars?|usd|aud|nzd|cad|rand|dirhams?|aed)\b)/;
// "our limit is £410k, not £430k", "sorry 395 not 385": an amount after "not" straight after another
// amount is the one taken back.
const TAKEN_BACK_BEFORE = /(?:^|[^\w'])(?:not|rather than|instead of)[\s,]*£?\s*$/;
// "how much stamp duty would someone pay on a £500,000 house?": the price a tax is asked about.
const TAX_ON_PRICE_BEFORE = /\b(?:stamp duty|sdlt|lbtt|ltt)\b[^.!?£\d]{0,50}\bon (?:a|an|the)\s*£?\s*$/;
const PAYING_NOW = /\b(?:pay|paying|paid)\b/;
const NOW = /\b(?:currently|at the moment|atm|at present|right now|now)\b/;

const STRETCH_BEFORE =
  /\b(?:stretch|stretching|push|pushing|at a push|go up to|go to|going up to|extend|maybe go to|could do|(?:we|i) can do|could go|max out at|top out at|make that|meant)\b[^\d£]*$/;
const STRETCH_AFTER =
  /^\s*(?:at a push|if (?:we|i) (?:really )?(?:have|need) to|if needed|if necessary|if pushed|for the right)/;
const MIN_BEFORE =
  /\b(?:at least|from|minimum|min|starting (?:at|from)|upwards of|over|above|more than|north of|in excess of|no less than|not less than)\s*(?:about|around|roughly|approx\.?|c\.?|say)?\s*£?\s*$/;
const NOT_OVER_BEFORE =
  /\b(?:nothing|not|no|never|don't|won't|can't|cannot|wouldn't|without going)\b[^\d£]*\b(?:over|above|more than)\s*£?\s*$/;
const MIN_AFTER =
  /^\s*(?:\+|plus(?!\s+(?:bills|fees|deposit|council|utilities|service))|or more|or above|or over|and up(?:wards)?|upwards|minimum|min\b|at least|and over|and above)/;
const IDEAL_BEFORE = /\b(?:ideally|preferably|ideal|would rather|we'd rather|i'd rather|hoping)\b[^\d£]*$/;
// "the firm will pay up to £2,500 but I'd rather keep it to £2,200": a cap the visitor sets themselves
// under a higher figure is their budget, however softly put.
const OWN_CAP_BEFORE = /\b(?:keep|keeping) (?:it|things|the rent|the budget|the price|us) (?:to|under|below|at|around)(?: about| around)?\s*£?\s*$/;
// Words that make a bare number ("up to 550") a budget even without a budget question.
const BUDGET_CUE =
  /\b(?:budget|up to|upto|max|maximum|between|afford|spend|price|around|about|roughly|approx|under|below|no more than|tops|limit|range|looking at|go to|go up to|stretch|push|at least|from|plus|ish|say|could do|(?:we|i) can (?:only |just )?do|could go|keep it|nothing over|ceiling|meant|make that|sub|or so|thereabouts|or less|a penny more|absolute max|(?:go|going|spend|pay) (?:above|over|beyond))\b|\dish\b/;

// A share of the rent ("£130 per person per week", "£250 each", "£110 pppw"). Sharers quote
// their own share; QUALIFY.md is silent, so we read the budget as the household's rent: the
// share times the group size when the visitor gives it ("4 of us"), else times the bedrooms
// asked for (student lets price per room), else the share alone (someone after one room).
// "each week", "each calendar month" is a rate, not a share.
const PER_PERSON = /^\s*(?:each(?!\s+(?:calendar\s+)?(?:week|wk|month|year|annum)\b)|per person|per head|a head|a person|per room|pp)\b/;
const PER_PERSON_RATE: [Exclude<Rate, null>, RegExp][] = [
  ['week', /^\s*(?:pppw|ppw|pp\/pw|pp pw|pppwk)\b/],
  ['month', /^\s*(?:pppcm|ppcm|pppm|pp\/pcm|pp pcm)\b/],
];
const GROUP_SIZE: [RegExp, number][] = [
  [/\b(\d{1,2}) of us\b/g, 0],
  [/\b(?:group|party|household) of (\d{1,2})\b/g, 0],
  [/\b(\d{1,2}) (?:sharers|friends|mates|students|people|housemates|flatmates|adults|professionals|girls|boys|lads)\b/g, 0],
  [/\bme and (\d{1,2}) (?:others|other people|friends|mates|housemates|flatmates|uni friends|colleagues)\b/g, 1],
];
const COUPLE = /\b(?:me and my|my|with my|i and my) (?:partner|boyfriend|girlfriend|bf|gf|wife|husband|fiance|fiancee|fiancé|fiancée|other half)\b|\b(?:a|we're a|we are a) couple\b/;
const BEDROOMS = /\b(\d{1,2})[\s-]*(?:bed|beds|bedroom|bedrooms|bedroomed|br)\b/g;

// "mid 400s", "low 300s", "high £500ks": an approximate figure, read like "around 450k" (max
// only, as QUALIFY.md reads "around"). QUALIFY.md names no value, so: low = the decade plus 30 %
// of its step, mid = plus 50 %, high = plus 90 % ("low 300s" 330k, "mid 400s" 450k, "high
// 500s" 590k). "low to mid 400s" takes the upper word.
const DECADE =
  /\b(?:(low|lower|mid|middle|high|upper)[\s-]*(?:to|-)[\s-]*)?(low|lower|mid|middle|high|upper)[\s-]*(£\s*)?(\d{1,3}(?:,\d{3})*|\d+)(k)?'?s\b/g;
const DECADE_SHARE: Record<string, number> = { low: 0.3, lower: 0.3, mid: 0.5, middle: 0.5, high: 0.9, upper: 0.9 };
// "around the 400 mark", "the £250k mark": the number is the figure.
const MARK = /\b(?:(?:around|about|roughly|somewhere around|near|at) )?the (£\s*)?(\d[\d,.]*)\s*(k|m)?\s+mark\b/g;

/** Rewrites approximate figures ("mid 400s", "the 400 mark") as "around <number>". */
function rewriteApproximations(text: string): string {
  return text
    .replace(DECADE, (whole, _from, word: string, pound: string | undefined, digits: string, k: string | undefined) => {
      const value = Number(digits.replace(/,/g, ''));
      const zeros = /0*$/.exec(digits.replace(/,/g, ''))?.[0].length ?? 0;
      // "mid 30s" is an age, "mid 450s" is not a way people round money.
      if (!Number.isFinite(value) || zeros === 0 || (value < 100 && !k && !pound)) return whole;
      const approx = Math.round(value + DECADE_SHARE[word] * 10 ** zeros);
      return `around ${pound ?? ''}${approx}${k ?? ''}`;
    })
    .replace(MARK, (_whole, pound: string | undefined, digits: string, unit: string | undefined) => {
      return `around ${pound ?? ''}${digits}${unit ?? ''}`;
    });
}

/** How many people share the rent: a stated group size, else bedrooms asked for, else null. */
export function findGroupSize(turns: readonly Turn[]): number | null {
  let group: number | null = null;
  let bedrooms: number | null = null;
  for (const turn of turns) {
    const text = replaceNumberWords(turn.maskedLower);
    for (const [pattern, extra] of GROUP_SIZE) {
      for (const m of text.matchAll(pattern)) {
        const n = Number(m[1]) + extra;
        if (n >= 2 && n <= 12) group = n;
      }
    }
    if (group === null && COUPLE.test(text)) group = 2;
    for (const m of text.matchAll(BEDROOMS)) {
      const n = Number(m[1]);
      if (n >= 1 && n <= 10) bedrooms = n;
    }
  }
  return group ?? bedrooms;
}

function readAmounts(text: string): Amount[] {
  const amounts: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const unit = m[3] ?? m[4];
    const digits = !unit && DOT_GROUPED.test(m[2]) ? m[2].replace(/\./g, '') : m[2];
    const value = Number(digits.replace(/[, ]/g, ''));
    if (!Number.isFinite(value)) continue;
    // "5m" is money only as millions: a small number with "m" ("5m walk") is a distance.
    if (m[4] && value >= 100) continue;
    amounts.push({
      start: m.index,
      end: m.index + m[0].length,
      value,
      multiplier: unit ? MULTIPLIERS[unit] : 1,
      hasPound: Boolean(m[1] || m[5]),
    });
  }
  return amounts;
}

function readRate(after: string): { rate: Rate; length: number } {
  for (const [rate, pattern] of RATE_AFTER) {
    const m = pattern.exec(after);
    if (m) return { rate, length: m[0].length };
  }
  return { rate: null, length: 0 };
}

/** "between 400 and 500k": the first number borrows the second's unit when that keeps a ≤ b. */
function shareUnit(a: Amount, b: Amount): [number, number] {
  let low = a.value * a.multiplier;
  let high = b.value * b.multiplier;
  // "twelve to fourteen hundred", "9-1100": the first number is in the second's hundreds.
  if (
    a.multiplier === 1 &&
    b.multiplier === 1 &&
    Number.isInteger(a.value) &&
    a.value >= 1 &&
    b.value >= 1_000 &&
    b.value < 10_000 &&
    b.value % 100 === 0 &&
    a.value * 100 <= b.value &&
    a.value * 100 * 2 > b.value
  ) {
    return [a.value * 100, high];
  }
  // "4-500k" drops the hundreds from the first number too.
  if (a.multiplier === 1 && Number.isInteger(a.value) && a.value < 10 && Number.isInteger(b.value) && b.value >= 100) {
    low = a.value * 10 ** (String(b.value).length - 1) * b.multiplier;
    return [low, high];
  }
  if (a.multiplier === 1 && b.multiplier > 1) {
    if (a.value * b.multiplier <= high) low = a.value * b.multiplier;
    else if (a.value * 1e3 <= high) low = a.value * 1e3;
  } else if (b.multiplier === 1 && a.multiplier > 1 && b.value * a.multiplier >= low) {
    high = b.value * a.multiplier;
  }
  return [low, high];
}

/** Converts to whole pounds for the intent; null when the number cannot be this visitor's budget. */
function toBudgetValue(
  raw: number,
  isBare: boolean,
  rate: Rate,
  intent: Intent | null,
): { value: number; period: Budget['period'] } | null {
  const kind = intent ?? (rate ? 'rent' : raw >= 20_000 ? 'buy' : isBare ? null : 'rent');
  if (kind === 'buy') {
    if (rate) return null; // a weekly, monthly or yearly figure is rent, a payment or a salary
    // "max 1.2", "1.35 tops": a buyer's bare decimal under 10 is millions.
    if (isBare && !Number.isInteger(raw) && raw >= 0.5 && raw < 10) return { value: Math.round(raw * 1e6), period: 'total' };
    // Buyers drop the thousands: "400 to 450", "up to 550" (QUALIFY.md).
    if (raw >= 50 && raw < 1_000) return { value: raw * 1_000, period: 'total' };
    if (raw < 20_000) return null;
    return { value: Math.round(raw), period: 'total' };
  }
  if (kind === 'rent') {
    let monthly = raw;
    if (rate === 'week') monthly = (raw * 52) / 12;
    else if (rate === 'year') monthly = raw / 12;
    if (monthly < 100 || monthly > 20_000) return null;
    return { value: Math.round(monthly), period: 'month' };
  }
  return null;
}

/** The rate and per-person words after an amount: "pcm", "per person per week", "each a week", "pppw". */
function readUnit(fullText: string, from: number): { rate: Rate; perPerson: boolean; end: number } {
  const text = fullText.slice(0, from + CONTEXT_CHARS);
  let cursor = from;
  let perPerson = false;
  for (const [combined, pattern] of PER_PERSON_RATE) {
    const m = pattern.exec(text.slice(cursor));
    if (m) return { rate: combined, perPerson: true, end: cursor + m[0].length };
  }
  const ppFirst = PER_PERSON.exec(text.slice(cursor));
  if (ppFirst) {
    perPerson = true;
    cursor += ppFirst[0].length;
  }
  const { rate, length } = readRate(text.slice(cursor));
  cursor += length;
  if (!perPerson) {
    const ppAfter = PER_PERSON.exec(text.slice(cursor));
    if (ppAfter) {
      perPerson = true;
      cursor += ppAfter[0].length;
    }
  }
  return { rate, perPerson, end: cursor };
}

function classifyBound(before: string, after: string): Bound {
  if (STRETCH_BEFORE.test(before) || STRETCH_AFTER.test(after)) return 'stretch';
  if (MIN_AFTER.test(after)) return 'min';
  if (MIN_BEFORE.test(before) && !NOT_OVER_BEFORE.test(before)) return 'min';
  return 'max';
}

function lastWords(text: string, count: number): string {
  const words = text.trimEnd().split(/\s+/);
  return words.slice(-count).join(' ');
}

function readStatements(
  rawLower: string,
  answersBudget: boolean,
  intent: Intent | null,
  groupSize: number | null = null,
  confirmsLoan = false,
  answersMortgage = false,
): Statement[] {
  const spoken = replaceSpokenHundreds(rawLower, !answersBudget);
  const text = maskNonMoney(rewriteApproximations(replaceSpokenHundredsAfterAmount(replaceNumberWords(spoken))));
  const bounds = findClauseBoundaries(text);
  const amounts = readAmounts(text).slice(0, MAX_CANDIDATES_PER_MESSAGE);
  const statements: Statement[] = [];
  const aboutListing = ABOUT_A_LISTING.test(text);
  let lastRate: Rate = null;
  let lastRateEnd = -1;
  let lastRateValue = 0;
  for (let i = 0; i < amounts.length; i++) {
    const first = amounts[i];
    let last = first;
    let low = first.value * first.multiplier;
    let high: number | null = null;
    const next = amounts[i + 1];
    if (next && RANGE_GAP.test(text.slice(first.end, next.start))) {
      const gap = text.slice(first.end, next.start);
      const lead = text.slice(Math.max(0, first.start - 12), first.start);
      const isRange = AND_GAP.test(gap)
        ? /\bbetween\s*$/.test(lead)
        : /\bup to\b/.test(gap)
          ? /\bfrom\s*$/.test(lead)
          : true;
      const [a, b] = shareUnit(first, next);
      if (isRange && a <= b) {
        low = a;
        high = b;
        last = next;
        i++;
      }
    }
    const unit = readUnit(text, last.end);
    const end = unit.end;
    // "£425 a week, maybe £450 at a push": a similar amount in the same sentence keeps the rate.
    const ratio = (first.value * first.multiplier) / lastRateValue;
    const carriesRate =
      !unit.rate &&
      lastRate !== null &&
      ratio > 0.5 &&
      ratio < 2 &&
      first.start - lastRateEnd < CONTEXT_CHARS &&
      !/[.!?]/.test(text.slice(lastRateEnd, first.start));
    const rate = unit.rate ?? (carriesRate ? lastRate : null);
    if (unit.rate) {
      lastRate = unit.rate;
      lastRateEnd = end;
      lastRateValue = last.value * last.multiplier;
    }
    if (FOREIGN_CURRENCY_BEFORE.test(text.slice(Math.max(0, first.start - 4), first.start))) continue;
    if (FOREIGN_CURRENCY_AFTER.test(text.slice(last.end, last.end + 10))) continue;
    if (statements.length > 0 && TAKEN_BACK_BEFORE.test(text.slice(Math.max(0, first.start - 16), first.start))) continue;
    const [clauseStart, clauseEnd] = findNearClause(bounds, text.length, first.start, end);
    const before = text.slice(clauseStart, first.start);
    const after = text.slice(end, clauseEnd);
    const nearBefore = lastWords(before.replace(WITH_DEPOSIT, ' '), 6);
    const nearAfter = after.split(/\s+/).slice(0, 5).join(' ');
    const isCapped = CAPPED_AT_IT_AFTER.test(text.slice(end, end + CONTEXT_CHARS));
    const isOtherBefore = NOT_BUDGET_BEFORE.test(nearBefore) && !isOwnReachAfterOtherNumber(nearBefore);
    const bracket = BRACKET_OPENED_BEFORE.exec(text.slice(Math.max(0, first.start - 24), first.start));
    const glossed = bracket
      ? lastWords(text.slice(Math.max(0, first.start - CONTEXT_CHARS), first.start - bracket[0].length), 6)
      : '';
    const isOtherGlossed = bracket !== null && NOT_BUDGET_BEFORE.test(glossed);
    const isNextPoint = MAX_CUE_BEFORE.test(before) && MORTGAGE_NEWS_AFTER.test(nearAfter);
    if ((isOtherBefore || isOtherGlossed || (NOT_BUDGET_AFTER.test(nearAfter) && !isNextPoint)) && !isCapped) continue;
    if (PERSON_FIGURE_BEFORE.test(before) || PAY_EXTRAS_AFTER.test(after)) continue;
    if ((PRICE_PAID_BEFORE.test(before) || FOR_SOMEONE_ELSES_AFTER.test(after)) && !isCapped) continue;
    if (!rate && RELOCATION_SUM_BEFORE.test(nearBefore)) continue;
    if (LENDER_SAYS_BEFORE.test(before) || (answersMortgage && THEY_SAY_BEFORE.test(before))) continue;
    if (SHARE_OF_BUDGET_AFTER.test(text.slice(end, end + 60))) continue;
    if (LISTING_STATUS_AFTER.test(after) || TAX_ON_PRICE_BEFORE.test(before)) continue;
    if (LISTING_BY_PRICE_BEFORE.test(before) && LISTING_BY_PRICE_AFTER.test(after)) continue;
    const clause = text.slice(clauseStart, clauseEnd);
    if (confirmsLoan && !BUDGET_CUE.test(clause)) continue;
    if (PAYING_NOW.test(clause) && NOW.test(clause)) continue;
    const isBare = !first.hasPound && !last.hasPound && first.multiplier === 1 && last.multiplier === 1;
    // A bare range of hundreds ("600-650") reads as money; a lone bare number needs a cue.
    const isBareRange = high !== null && low >= 100;
    if (isBare && !rate && !answersBudget && !isBareRange && !BUDGET_CUE.test(clause)) continue;
    if (aboutListing && !answersBudget && !BUDGET_CUE.test(clause)) continue;
    // A buyer's "£200k each" prices each property they buy; with a rate it is a share of a rent.
    const sharesRent = unit.perPerson && !(intent === 'buy' && !rate);
    if (sharesRent) {
      if (intent === 'buy') continue;
      const people = groupSize ?? 1;
      low *= people;
      if (high !== null) high *= people;
    }
    const lowValue = toBudgetValue(low, isBare, rate, sharesRent ? 'rent' : intent);
    if (!lowValue) continue;
    if (high !== null) {
      const highValue = toBudgetValue(high, isBare, rate, sharesRent ? 'rent' : intent);
      if (!highValue) continue;
      statements.push({ bound: 'range', min: lowValue.value, max: highValue.value, period: lowValue.period });
      continue;
    }
    const bound = classifyBound(before, after);
    // "up to 450k, ideally 420k": a preference under a stated ceiling is not a new ceiling.
    if (bound === 'max' && IDEAL_BEFORE.test(before) && !OWN_CAP_BEFORE.test(before) && statements.some((s) => s.max !== null))
      continue;
    statements.push({
      bound,
      min: bound === 'min' ? lowValue.value : null,
      max: bound === 'min' ? null : lowValue.value,
      period: lowValue.period,
    });
  }
  return statements;
}

const statementsIn = perTurnWith(
  (
    turn: Turn,
    source: 'message' | 'question',
    answersBudget: boolean,
    intent: Intent | null,
    groupSize: number | null,
    confirmsLoan: boolean,
    answersMortgage: boolean,
  ) =>
    readStatements(source === 'message' ? turn.lower : turn.questionLower, answersBudget, intent, groupSize, confirmsLoan, answersMortgage),
  (...args) => args.join(' '),
);

function applyStatements(previous: Budget | null, statements: Statement[]): Budget | null {
  if (statements.length === 0) return previous;
  // Only "could stretch to 500k" keeps what was said before; any other amount restates the budget.
  const onlyStretch = statements.every((s) => s.bound === 'stretch');
  let budget: Budget | null = onlyStretch ? previous : null;
  for (const s of statements) {
    if (s.bound === 'range') budget = { min: s.min, max: s.max, period: s.period };
    else if (s.bound === 'min') budget = { min: s.min, max: budget?.max ?? null, period: s.period };
    else budget = { min: budget?.min ?? null, max: s.max, period: s.period };
    if (budget.min !== null && budget.max !== null && budget.min > budget.max) budget.min = null;
  }
  return budget;
}

// "Typically around £150-180k. What's your maximum?": a question for the visitor's maximum with no
// other word after it asks for the budget ("What's your maximum number of bedrooms?" does not).
const LIMIT_QUESTION = /\bwhat(?:'s| is| would be| will be)? (?:your|the) (?:absolute |upper |top )?(?:max|maximum|limit|ceiling|top end)\s*\?/;

// "up to £2,400 pcm" then "sorry, 2,600. just checked with her": an amount straight after a word of
// correction, once a budget is known, restates that budget, in its terms.
const CORRECTED_AMOUNT = /^\W*(?:sorry|oops|correction|typo|my mistake|my bad|i mean|i meant|actually)\b[\s,.:!-]*(?:£\s*)?\d/;

/**
 * The visitor's budget in whole pounds: a purchase total for buyers, a monthly rent for renters.
 * A later statement replaces an earlier one; "stretch to" replaces only the maximum.
 */
export function parseBudget(turns: readonly Turn[], intent: Intent | null): Budget | null {
  // "the rent's fine at ninety five pounds per person per week": a landlord's rent or a seller's
  // price is what the property earns or fetches; only buyers and tenants have a budget (QUALIFY.md).
  if (intent === 'sell' || intent === 'let') return null;
  let budget: Budget | null = null;
  const groupSize = intent === 'buy' ? null : findGroupSize(turns);
  for (const turn of turns) {
    const answersBudget =
      turn.topics.has('budget') || LIMIT_QUESTION.test(turn.questionLower) || (budget !== null && CORRECTED_AMOUNT.test(turn.lower));
    // "yes, that's the 210k" to "Have you got a mortgage in principle?": what the lender agreed to
    // lend, not the budget (QUALIFY.md), unless the visitor says it is what they will spend.
    const confirmsLoan = turn.topics.has('mortgage') && !answersBudget && isAffirmative(turn.lower);
    const answersMortgage = turn.topics.has('mortgage') && !answersBudget;
    let statements = statementsIn(turn, 'message', answersBudget, intent, groupSize, confirmsLoan, answersMortgage);
    // "yes" to "So up to 450k?" takes the amount from the question.
    if (statements.length === 0 && answersBudget && isAffirmative(turn.lower) && turn.lower.length < 30) {
      statements = statementsIn(turn, 'question', true, intent, null, false, false);
    }
    budget = applyStatements(budget, statements);
  }
  return budget;
}
