import { SMALL_NUMBERS } from './constants';
import { isAboutOwnProperty, isSomeoneElsesHome } from './own-property';
import { isListingAskedAbout, isWorkplaceStudio } from './parse-property-types';
import { perTurn } from './turn-memo';
import type { Intent, Turn } from './types';

const COUNT = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)';
// "2 bed", "two-bedroom", "2-3 bed", "2 or 3 beds", "two- or three-bedroom", "4 beds minimum", "3br",
// and chat shorthand "2bd", "3 bdrm", "4bdr"; the first number is the fewest.
const RANGE = '(?:-\\s*(?:or|to)|-|to|or|/)';
const BEDROOMS = new RegExp(
  `\\b${COUNT}(?:\\s*${RANGE}\\s*${COUNT})?(?:\\s*\\+)?[\\s-]*(?:bed(?:room)?s?|bedroomed|br|b/r|bds?|bdrms?|bdr)\\b`,
  'g',
);
const AT_LEAST_BEDROOMS = new RegExp(`\\b(?:at least|minimum(?: of)?|min)\\s+${COUNT}\\s+(?:bed(?:room)?s?)\\b`, 'g');
// "2 rooms for sleeping", "three sleeping rooms": bedrooms described by their use.
const SLEEPING_ROOMS = new RegExp(`\\b${COUNT}\\s+(?:rooms?\\s+(?:for|to)\\s+sleep(?:ing)?|sleeping\\s+rooms?)\\b`, 'g');
// "to bedrooms would be ideal", "a bungalow with too bedrooms": "two" as dictation software writes
// it, read only where a number is expected (opening a sentence, or after "with", "need", "want").
const DICTATED_TWO = /\b(?:to|too)\s+bed(?:room)?s\b/g;
// "a too bed flat", "a for bed house": after "a", "to" or "too" is two and "for" is four, as
// dictation writes them, even with one bed.
const DICTATED_AFTER_A = /\ban?\s+(to|too|for)\s+bed(?:room)?s?\b/g;
// "a two up two down terrace": two bedrooms upstairs, two rooms down, said of a whole house ("four,
// two up two down" after "How many bedrooms?" says where the four are).
const UP_AND_DOWN = /\ban?\s+(one|two|three)[- ]up,?[- ](?:one|two|three)[- ]down\b/g;
const DICTATED_TWO_BEFORE = /(?:^\s*|[.!?,;:]\s*|\b(?:with|need|needs|want|wants|like|after|got|have|has)\s+)$/;
// "four ideally, three at a push", "3 would do", "two is better but one also okay", "a studio I can
// also accept": the fewest they would take, said after the wish. Saying a number is fine takes an
// "also" or "too" to mark it as the other choice ("one is fine" alone may count anything).
const PUSH = 'at a push|at a pinch|would do|would be ok|would be fine|if we must|if need be|minimum|at the least|at the very least';
const ALSO =
  '(?:also|too|as well)\\s+(?:(?:is|would be|be)\\s+)?(?:ok|okay|fine|acceptable|alright|possible)|(?:is|would be) (?:also )?(?:ok|okay|fine|acceptable|alright) (?:too|as well)|(?:also |too )?(?:i|we) (?:can|could|would|will) (?:also )?accept';
const ALSO_WORDS = ['also', 'too', 'as well', 'accept'];
const ALSO_ACCEPTED = `(?:${PUSH}|${ALSO})\\b`;
const AT_A_PUSH = new RegExp(`\\b${COUNT}(?:\\s*(?:bed(?:room)?s?))?\\s+(?:${PUSH})\\b`, 'g');
const AT_A_PUSH_OR_ALSO = new RegExp(`\\b${COUNT}(?:\\s*(?:bed(?:room)?s?))?\\s+${ALSO_ACCEPTED}`, 'g');
const STUDIO_ACCEPTED = new RegExp(`^\\s+${ALSO_ACCEPTED}`);
// "4 bedrooms ideally but we'd take 3", "I'd be happy with 2 if it's big": a number they would settle for.
const WOULD_TAKE = new RegExp(
  `\\b(?:(?:we|i)(?:'d| would| could| can| will| might)?|happy to|willing to) (?:also |happily |still |even )?(?:take|settle for|accept|consider|live with|manage with|make do with|be happy with)\\s+(?:an?\\s+)?${COUNT}\\b(?!\\s*(?:k|grand|baths?|bathrooms?|receptions?|reception rooms?|kids|children|cars|weeks?|months?|years?|days?|people|of us|viewings?|offers?)\\b)`,
  'g',
);
// "4 beds ideally, though a big three with a loft could work": a smaller number offered after the
// wish, with words between it and the "could work", is the fewest they would take.
const FALLBACK = new RegExp(
  `\\b(?:though|but|although|or)\\s+(?:a|an)\\s+(?:[a-z-]+\\s+)?${COUNT}\\b(?!\\s*(?:k|grand|baths?|bathrooms?|receptions?|reception rooms?|kids|children|cars|weeks?|months?|years?|days?|people|of us)\\b)(?=[^.!?]{0,40}\\b(?:could work|would work|might work|could do|would do|would be ok|would be fine|is fine|at a push)\\b)`,
  'g',
);
// "4 bed detached, or at least 3 with room to extend": a smaller number offered after "or at least"
// (or "or even", "or maybe") is the fewest they would take; "or at least 2 bathrooms" is not rooms,
// and "or at least one with a garden" is a pronoun, so "one" is not read here.
const OR_AT_LEAST = new RegExp(
  `\\b(?:or|but|though)\\s+(?:at least|at the least|even|maybe|possibly|perhaps)\\s+(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\\b(?!\\s*(?:k|grand|baths?|bathrooms?|receptions?|reception rooms?|kids|children|cars|weeks?|months?|years?|days?|people|of us)\\b)`,
  'g',
);
// "4 bed, or 3 with a study", "five bedrooms or four plus an office", "or 3 with room to extend",
// "3 bed. or 2 if it has a big garden": a smaller number offered as the other choice, with something
// to make up for it or a condition, is the fewest they would take ("or one with a garden" is a
// pronoun, so "one" is not read here).
const OR_WITH = new RegExp(
  `\\bor\\s+(?:an?\\s+)?(?:big\\s+|bigger\\s+|large\\s+|larger\\s+)?(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\\s+(?:(?:with|plus|and)\\s+(?:an?|the|room for an?|space for an?|(?:room|space|scope|potential) to)\\s+|if\\s+(?:it|there|they|the)\\b)`,
  'g',
);
const OTHER_NUMBER = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|half|a few|a couple)\b/;
// "the studio is upstairs" describes a room; "a studio is fine" accepts a studio flat.
const STUDIO =
  /\bstudios?(?! (?:flat )?(?:is|was)\b(?! (?:fine|ok|okay|good|alright|great|perfect)\b))(?:\s+(?:flat|apartment))?\b/g;
// A bare answer to "How many bedrooms?": "2", "three", "2 or 3", "at least 3", "just the one", "only 2".
const BARE_ANSWER = new RegExp(`^\\s*(?:at least\\s+|min(?:imum)?\\s+|(?:just|only)\\s+(?:the\\s+)?)?${COUNT}(?:\\s*${RANGE}\\s*${COUNT})?\\b(?!\\s*(?:k|grand|baths?|bathrooms?|receptions?|reception rooms?|kids|children|cars|weeks?|months?|years?|days?|people|of us)\\b)`);

const CORRECTION = /\b(?:actually|make (?:that|it)|scratch that|change (?:that|it) to|on second thoughts?|sorry)\b[^.!?]*$/;
// The same words alone: a message without them needs no look between each pair of numbers.
const CORRECTION_WORD = /\b(?:actually|make (?:that|it)|scratch that|change (?:that|it) to|on second thoughts?|sorry)\b/;

// "1 bed or studio", "1 bed flat, or a studio would do", "2 bed or maybe a 1 bed": choices joined by
// "or", a kind between; a hedge after "or" still offers the choice. "one bedroom is enough, or a
// studio": the first choice said to be enough, then the other.
const EITHER =
  /^\s*(?:(?:flat|house|apartment|maisonette|bungalow|cottage|terrace|semi|place|one)\s*)?(?:(?:is|would be|will be|'d be|'s)\s+(?:enough|fine|ok|okay|plenty)\s*)?,?\s*(?:or|to|-|\/)\s*(?:(?:even|maybe|perhaps|possibly)\s+)?(?:an?\s+)?$/;

function toNumber(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (SMALL_NUMBERS[word] ?? Number.NaN);
}

interface BedroomMention {
  index: number;
  end: number;
  count: number;
  /** The fewest they would accept ("three at a push"), which beats a larger wish in the same message. */
  floor?: boolean;
}

const findMentions = perTurn((turn: Turn): BedroomMention[] => {
  const lower = turn.maskedLower;
  const mentions: BedroomMention[] = [];
  // Substring checks first keep the rarer patterns off messages that cannot hold them.
  const patterns = lower.includes('sleep') ? [BEDROOMS, AT_LEAST_BEDROOMS, SLEEPING_ROOMS] : [BEDROOMS, AT_LEAST_BEDROOMS];
  for (const pattern of patterns) {
    for (const m of lower.matchAll(pattern)) {
      const counts = [m[1], m[2]].filter(Boolean).map(toNumber);
      const count = Math.min(...counts);
      if (Number.isFinite(count) && count <= 12) mentions.push({ index: m.index, end: m.index + m[0].length, count });
    }
  }
  for (const m of lower.matchAll(DICTATED_TWO)) {
    if (DICTATED_TWO_BEFORE.test(lower.slice(Math.max(0, m.index - 12), m.index)))
      mentions.push({ index: m.index, end: m.index + m[0].length, count: 2 });
  }
  for (const m of lower.matchAll(DICTATED_AFTER_A)) mentions.push({ index: m.index, end: m.index + m[0].length, count: m[1] === 'for' ? 4 : 2 });
  if (lower.includes('up')) for (const m of lower.matchAll(UP_AND_DOWN)) mentions.push({ index: m.index, end: m.index + m[0].length, count: toNumber(m[1]) });
  for (const m of lower.matchAll(STUDIO)) {
    const end = m.index + m[0].length;
    if (!isWorkplaceStudio(turn, m.index, end))
      mentions.push({ index: m.index, end, count: 0, floor: STUDIO_ACCEPTED.test(lower.slice(end, end + 40)) });
  }
  if (mentions.length > 0) {
    const rooms = [...mentions];
    for (const pattern of [FALLBACK, OR_AT_LEAST, OR_WITH, WOULD_TAKE]) for (const m of lower.matchAll(pattern)) {
      const count = toNumber(m[1]);
      // "in 6 months or 2 if it takes longer": the other choice is of the last number said, so it
      // is a number of bedrooms only when no other number stands between it and the bedrooms.
      const last = rooms.filter((x) => x.end <= m.index).pop();
      if (last && OTHER_NUMBER.test(lower.slice(last.end, m.index))) continue;
      if (Number.isFinite(count)) mentions.push({ index: m.index, end: m.index + m[0].length, count, floor: true });
    }
  }
  const atAPush = ALSO_WORDS.some((w) => lower.includes(w)) ? AT_A_PUSH_OR_ALSO : AT_A_PUSH;
  for (const m of lower.matchAll(atAPush)) {
    const count = toNumber(m[1]);
    const covered = mentions.find((x) => x.index <= m.index && x.end > m.index);
    if (covered) covered.floor = true;
    else if (Number.isFinite(count) && count <= 12)
      mentions.push({ index: m.index, end: m.index + m[0].length, count, floor: true });
  }
  // "Two is better but one also okay": the bare answer is read beside a fewest offered after it.
  if (mentions.every((m) => m.floor) && turn.topics.has('bedrooms')) {
    const m = BARE_ANSWER.exec(lower);
    if (m) {
      const count = Math.min(...[m[1], m[2]].filter(Boolean).map(toNumber));
      if (Number.isFinite(count) && count <= 12) mentions.push({ index: m.index, end: m.index + m[0].length, count });
    }
  }
  return mentions.sort((a, b) => a.index - b.index);
});

/**
 * Bedrooms (QUALIFY.md v2): for buyers and tenants the fewest wanted, read from the first place
 * they say it, a later answer to "how many bedrooms?" replacing it; for sellers and landlords the
 * property's, the latest statement winning. A studio is 0; bathrooms, children and cars are not bedrooms.
 */
export function parseBedrooms(turns: readonly Turn[], intent: Intent | null): number | null {
  const isOwner = intent === 'sell' || intent === 'let';
  let bedrooms: number | null = null;
  let fromListing = false;
  for (const turn of turns) {
    const mentions = findMentions(turn).filter(
      (m) => isOwner || !(isAboutOwnProperty(turn, m.index, m.end) || isSomeoneElsesHome(turn, m.index, m.end)),
    );
    if (mentions.length === 0) continue;
    // "1 bed or studio", "studio or a 1 bed": the fewest of the choices joined by "or".
    let fewest = mentions[0];
    for (const next of mentions.slice(1)) {
      if (!EITHER.test(turn.maskedLower.slice(fewest.end, next.index))) break;
      if (next.count < fewest.count) fewest = { ...next, index: fewest.index };
      else fewest = { ...fewest, end: next.end };
    }
    // "my 2 bed cottage - sorry, 3 bed": a correction in the same message replaces the first number.
    if (CORRECTION_WORD.test(turn.maskedLower)) for (const next of mentions) {
      if (next.index > fewest.end && CORRECTION.test(turn.maskedLower.slice(fewest.end, next.index))) fewest = next;
    }
    // "4 bed ideally, 3 at a push": for what they want, the fewest they would take (QUALIFY.md).
    const floor = isOwner ? undefined : mentions.find((m) => m.floor && m.count < fewest.count);
    if (floor) fewest = floor;
    // "actually make that 3 beds": a correction replaces the number given before.
    const corrected = CORRECTION.test(turn.maskedLower.slice(0, fewest.index));
    // "is the 2 bed on Elm Road still available?", "the 2 bed flat ref NRW-5544 at £165,000": one
    // listing they ask about, not the fewest they would take, so a later statement of what they want
    // replaces it.
    const isListing = !isOwner && isListingAskedAbout(turn, fewest.index, fewest.end);
    if (bedrooms === null || isOwner || turn.topics.has('bedrooms') || corrected || (fromListing && !isListing)) {
      bedrooms = fewest.count;
      fromListing = isListing;
    }
  }
  // A listing asked about by a visitor neither buying nor renting says nothing of what they want.
  return fromListing && intent === null ? null : bedrooms;
}
