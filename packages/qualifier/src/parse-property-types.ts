import { isAboutOwnProperty, isSomeoneElsesHome } from './own-property';
import { isAffirmative } from './text';
import type { Intent, PropertyType, Turn } from './types';

// Chat spellings too: "hous", "terace", "flt", "appartment".
const KINDS: [PropertyType, RegExp][] = [
  [
    'house',
    /\b(?:house|houses|hous|hse|farm ?houses?|detached|semi(?![- ]rural)|semis|semi-detached|terr?ace(?!d? (?:street|row))|terr?aced|terr?aces|end[- ]of[- ]terr?ace|end[- ]terr?ace|cottage|cottages|town ?house|town ?houses|victorian terrace)\b/g,
  ],
  [
    'flat',
    /\b(?:flat(?! (?:fee|rate|mate|out|white))|flats|flt|apa?rtments?|appartments?|maisonette|maisonettes|studio|studios|penthouse|penthouses|tenement)\b/g,
  ],
  ['bungalow', /\b(?:bungalow|bungalows)\b/g],
];
// Not a kind of property: "house hunting", "roof terrace", "care home" ("a 3 bed house share" is a
// house, shared); "flat 3, 41 Hoe Street" and "..., 07700 900123, flat 2." are addresses (a number
// straight after the kind and then a comma, a full stop, a bracket or the end of the message).
// "stamp duty on a 400k house": a price put as an example, not a home wanted. "six months in a
// serviced apartment while we look": a serviced flat is let by the night like a hotel room, where
// they stay while they move, not a kind of home wanted.
const STAMP_DUTY_BEFORE = /\bstamp duty\b[^.!?]{0,40}$/;
const NOT_A_KIND_BEFORE = /\b(?:roof|care|open|full|public|coffee|dolls?|tree|in-|serviced)\s*$|\bnext door to (?:a|an|the)\s+$/;
// "a detached bungalow", "semi-detached dormer bungalow": how a bungalow is built, not a house.
const BUILT_AS = /^(?:detached|semi|semi-detached|terraced|end[- ]terr?ace|end[- ]of[- ]terr?ace)$/;
const BUNGALOW_AFTER = /^[\s-]+(?:(?!or\b|and\b|nor\b)[a-z-]+\s+)?bungalows?\b/;
// "a first-floor flat in a converted Victorian house", "a maisonette in an old terrace": the building
// a flat is in, not a second kind.
const FLAT_IN_BEFORE = /\b(?:flat|flats|apartments?|maisonettes?|studio)\s+(?:in|within|of)\s+(?:a|an|the)\s+(?:(?!or\b|and\b|nor\b|but\b)[\w-]+\s+){0,3}$/;
// "the flat upstairs", "the house next door", "the flat above me", "the house next to ours", "I live
// next door to a house": a neighbour's home.
const NOT_A_KIND_AFTER =
  /^[\s-]*(?:hunting|hunt|sharing|mates?|viewing|prices?|move|party|plants?|number|upstairs|downstairs|next door|(?:above|below|next to) (?:me|us|mine|ours))\b|^\s+\d{1,4}[a-z]?(?:\s*,|\s+\d|\s*\)|\.(?!\d)|\s*$)/;
const NEIGHBOUR_FLAT_AFTER = /^\s+(?:directly\s+|right\s+)?(?:above|below|beneath|under)\s+(?:mine|ours)\b/;
// "what we get for the flat" after "our 2 bed flat": "the" points back at the home already described.
const THE_BEFORE = /\b(?:the|that)\s+(?:[\w-]+\s+)?$/;
// A seller's or landlord's next home is not the property: "moving into my partner's flat", "the
// keys to the new house", "completed on my new house" ("we've bought a house to let" is the property,
// so "bought" is not here; "our new-build flat" is a kind of property, not the next home; "going to
// sell our semi" is the property, "to" opening the verb). "we've found a cottage in Whitby", "saving
// up for a house": a home found or saved for is the next one too.
const OWNER_NEXT_HOME_BEFORE =
  /\b(?:(?:move|moving|moved|go|going)\s+(?:in)?to(?!\s+(?:sell|let|rent|put|market|list|value)\b)|into|(?:the|my|our) new(?![- ]?builds?\b)|found(?=\s+an?\s)|sav(?:e|es|ing)\s+(?:up\s+)?for)\s+(?:(?:a|an|the|my|our|his|her|their)\s+)?(?:[\w'-]+\s+){0,2}$/;
// "mum sold up and moved to a flat", "we moved into a maisonette in 2019": for a buyer or tenant, a
// home someone has already moved into is where they live now, not a kind wanted.
const MOVED_INTO_BEFORE = /\bmoved\s+(?:in)?to\s+(?:(?:a|an|the|her|his|their|my|our)\s+)?(?:[\w'-]+\s+){0,2}$/;
// "How long are houses taking to sell in Great Baddow?": an owner asking about the kind in general,
// in the plural, asks about the market, not about their property ("my two flats" stays theirs).
const PLURAL_KIND = /s$/;
const OWNED_PLURAL_BEFORE = /\b(?:my|our|the|these|those|both|all|\d+|two|three|four|five|six|several|a few|a couple of)\s+(?:[\w-]+\s+){0,2}$/;
const QUESTION_REST = /^[^.!]*\?/;
// "a 1 bed flat, not a studio", "a house but not a semi": ruling out one sort of a kind leaves the kind
// wanted; only its general word ("not a flat", "no houses") rules the whole kind out.
const GENERAL_WORD = /^(?:house|houses|hous|hse|flat|flats|flt|apa?rtments?|appartments?|bungalows?)$/;
// "value my mum's house ... it's a 3 bed dormer bungalow": an owner who calls their one property a
// house and then names it a bungalow used "house" as the general word for a home (a bungalow is a
// house on one floor), so only the bungalow is the property's kind. "a semi" or "a cottage" is not
// general, and a buyer's "a house or a bungalow" names two kinds wanted.
const HOUSE_AS_HOME = /^(?:house|hous|hse)$/;
// "I'm selling my flat ... moving in with my partner, it's his house": an owner who names a property
// as theirs ("my", "our") and another only as someone else's ("his", "her", "their") is selling or
// letting theirs; one who names it only as someone else's ("his house is a bungalow") acts for them.
const VISITORS_BEFORE = /\b(?:my|our)\s+(?:[\w-]+\s+){0,2}$/;
const SOMEONE_ELSES_BEFORE = /\b(?:his|her|their)\s+(?:[\w-]+\s+){0,2}$/;
// "we've had enough of flats", "sick of terraces": a kind they are tired of is ruled out too.
const RULED_OUT_BEFORE = /\b(?:not|no|never|don't want|do not want|rather not|anything but|except|apart from|(?:had|have) enough of|sick of|tired of|fed up (?:of|with)|done with)\s+(?:(?:a|an|any|another|more)\s+)?(?:\w+\s+)?$/;

// "works in a recording studio", "a job at Pinewood Studios", "starting at the Leavesden studios": a
// studio that is a workplace, named by its trade or by a name before it, is no kind of home. A name
// alone is not enough ("a Clapham studio" is a flat there): the word must be written as part of the
// name ("Pinewood Studios") or be plural after "the" and the name ("the Leavesden studios").
const TRADE_BEFORE =
  /\b(?:film|films|tv|television|recording|music|sound|radio|dance|yoga|pilates|art|arts|artist's|photography|photo|tattoo|design|animation|pottery|fitness|production|broadcast|broadcasting)\s+$/;
const NAME_BEFORE = /(^|[.!?]\s*|\b([Tt]he)\s+|\s)([A-Z][\w'-]*)\s+$/;

/** True when the studio at [index, end) of the turn is a workplace, not a studio flat. */
export function isWorkplaceStudio(turn: Turn, index: number, end: number): boolean {
  if (TRADE_BEFORE.test(turn.maskedLower.slice(Math.max(0, index - 24), index))) return true;
  const from = Math.max(0, index - 40);
  const name = NAME_BEFORE.exec(turn.text.slice(from, index));
  if (!name) return false;
  // A capital that only opens a sentence names nothing.
  if (/[.!?]/.test(name[1]) || (name[1] === '' && name.index === 0 && from === 0)) return false;
  const written = turn.text.slice(index, end);
  return /^Studio/.test(written) || (name[2] !== undefined && /^studios\b/i.test(written));
}

// "flat 3, Marlborough House", "Ward House on Mill Lane": "House" written with a capital after a
// capitalised word names a building, not a kind ("a Victorian House" is a description).
const BUILDING_NAME_BEFORE = /(?:^|[^.!?\s]\s*)\b(?!(?:Victorian|Edwardian|Georgian|Tudor|Regency|Period|Detached|Terraced|Town|Country|Family|Farm|Big|Small|Large|Little)\b)[A-Z][a-z'-]+\s+$/;

/** True when "House" at [index, end) of the turn, written with a capital, is part of a building's name. */
function isBuildingName(turn: Turn, index: number, end: number): boolean {
  if (turn.text.slice(index, end) !== 'House') return false;
  const from = Math.max(0, index - 30);
  const m = BUILDING_NAME_BEFORE.exec(turn.text.slice(from, index));
  // A capitalised word that opens the message or a sentence may be an ordinary word ("Semi House").
  return m !== null && !(m.index === 0 && from === 0 && /^[A-Z]/.test(m[0]));
}

// "is the 2 bed flat in your window still on?", "enquiring about the retirement apartment, £185,000",
// "the house for sale next door to me, ref BTH-4702": a listing the visitor asks about ("the", "that"
// or "this" before the kind, a cue of a listing near it) is the agent's property, not the kind wanted.
const LISTING_BEFORE = /\b(?:the|that|this)\s+(?:[\w-]+\s+){0,3}$/;
const LISTING_CUE =
  /\b(?:(?:saw|seen|spotted|noticed) (?:the|that|this)|(?:enquiring|inquiring|asking|calling) about (?:the|that|this)|asking (?:£|\d)|at £|ref\b|for sale|to let|(?:in|on) your window|you've got|you have|you've|you're (?:selling|advertising|marketing|letting)|listed|advertised|on (?:your|the) (?:website|site|books)|rightmove|zoopla|onthemarket|at offers|offers (?:over|around|in excess)|guide price|asking price|still available|still for sale|still on)\b/;

/** True when the kind at [index, end) of the turn names a listing the visitor asks about. */
export function isListingAskedAbout(turn: Turn, index: number, end: number): boolean {
  const lower = turn.maskedLower;
  return (
    LISTING_BEFORE.test(lower.slice(Math.max(0, index - 30), index)) &&
    LISTING_CUE.test(lower.slice(Math.max(0, index - 60), end + 60))
  );
}

// "So that's a house in Sherwood, up to 240k - is that right?" - "yeah": the visitor confirms the
// assistant's summary, so the kinds in it are theirs.
const CONFIRM_QUESTION = /\b(?:is that (?:right|correct)|have i got that right|did i get that right|does that sound right|is that what you(?:'re| are) after)\b/;

/**
 * The kinds of property (QUALIFY.md v2): for buyers and tenants the kinds wanted, for sellers and
 * landlords the property's, in order of first mention, without those ruled out ("not a flat").
 */
export function parsePropertyTypes(turns: readonly Turn[], intent: Intent | null): PropertyType[] {
  const isOwner = intent === 'sell' || intent === 'let';
  const kinds: PropertyType[] = [];
  const ruledOut = new Set<PropertyType>();
  const ownKinds = new Set<PropertyType>();
  const nextHomeKinds = new Set<PropertyType>();
  let houseNamedOnlyAsHome = true;
  let namesOwnProperty = false;
  const namedAsTheirs = new Set<PropertyType>();
  // Kinds of listings asked about: the kind wanted only for a buyer or tenant who names no other.
  const listingKinds: PropertyType[] = [];
  for (const turn of turns) {
    if (CONFIRM_QUESTION.test(turn.questionLower) && isAffirmative(turn.maskedLower)) {
      for (const [kind, pattern] of KINDS) {
        if (!kinds.includes(kind) && !ruledOut.has(kind) && turn.questionLower.search(pattern) >= 0) kinds.push(kind);
      }
    }
    const lower = turn.maskedLower;
    const found: { kind: PropertyType; index: number; end: number; word: string }[] = [];
    for (const [kind, pattern] of KINDS) {
      for (const m of lower.matchAll(pattern)) found.push({ kind, index: m.index, end: m.index + m[0].length, word: m[0] });
    }
    found.sort((a, b) => a.index - b.index);
    for (const { kind, index, end, word } of found) {
      const before = lower.slice(Math.max(0, index - 30), index);
      // "the flat below mine is on with you": a neighbour's flat above or below an owner's property
      // says theirs is a flat too.
      if (isOwner && kind === 'flat' && NEIGHBOUR_FLAT_AFTER.test(lower.slice(end, end + 20)) && !kinds.includes(kind)) {
        kinds.push(kind);
        continue;
      }
      if (lower.includes('stamp duty') && STAMP_DUTY_BEFORE.test(lower.slice(Math.max(0, index - 60), index))) continue;
      if (NOT_A_KIND_BEFORE.test(before) || NOT_A_KIND_AFTER.test(lower.slice(end, end + 16))) continue;
      if (word.startsWith('studio') && isWorkplaceStudio(turn, index, end)) continue;
      if (isBuildingName(turn, index, end)) continue;
      if (BUILT_AS.test(word) && BUNGALOW_AFTER.test(lower.slice(end, end + 30))) continue;
      if (kind === 'house' && FLAT_IN_BEFORE.test(lower.slice(Math.max(0, index - 60), index))) continue;
      if (RULED_OUT_BEFORE.test(before)) {
        if (GENERAL_WORD.test(word)) ruledOut.add(kind);
        continue;
      }
      if (isOwner && OWNER_NEXT_HOME_BEFORE.test(before)) {
        nextHomeKinds.add(kind);
        continue;
      }
      // "moving into a retirement flat … the flat won't be ready until spring": "the" points back at
      // the next home, not at the property, unless the property is of that kind too.
      if (isOwner && nextHomeKinds.has(kind) && !kinds.includes(kind) && THE_BEFORE.test(before)) continue;
      const isMarketQuestion =
        PLURAL_KIND.test(lower.slice(index, end)) && !OWNED_PLURAL_BEFORE.test(before) && QUESTION_REST.test(lower.slice(end, end + 120));
      if (isOwner && isMarketQuestion) continue;
      if (!isOwner && MOVED_INTO_BEFORE.test(before)) continue;
      if (!isOwner && isSomeoneElsesHome(turn, index, end)) continue;
      if (!isOwner && isAboutOwnProperty(turn, index, end)) {
        ownKinds.add(kind);
        continue;
      }
      if (!isOwner && ownKinds.has(kind) && THE_BEFORE.test(before)) continue;
      // "the flat's a bit far out for me": "the" points back at the listing asked about.
      const isListing =
        isListingAskedAbout(turn, index, end) || (listingKinds.includes(kind) && !kinds.includes(kind) && THE_BEFORE.test(before));
      if (!isOwner && isListing) {
        if (!listingKinds.includes(kind)) listingKinds.push(kind);
        continue;
      }
      ruledOut.delete(kind);
      if (kind === 'house' && !HOUSE_AS_HOME.test(word)) houseNamedOnlyAsHome = false;
      if (isOwner && VISITORS_BEFORE.test(before)) namesOwnProperty = true;
      if (isOwner && !kinds.includes(kind) && SOMEONE_ELSES_BEFORE.test(before)) namedAsTheirs.add(kind);
      else namedAsTheirs.delete(kind);
      if (!kinds.includes(kind)) kinds.push(kind);
    }
  }
  if (kinds.length === 0 && (intent === 'buy' || intent === 'rent')) kinds.push(...listingKinds);
  const houseMeantHome = isOwner && houseNamedOnlyAsHome && kinds.includes('bungalow');
  return kinds.filter(
    (k) => !ruledOut.has(k) && !(houseMeantHome && k === 'house') && !(namesOwnProperty && namedAsTheirs.has(k)),
  );
}
