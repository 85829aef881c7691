import {
  COMMON_WORDS,
  LENDERS,
  MAX_CANDIDATES_PER_MESSAGE,
  NON_PLACE_WORDS,
  PLACE_CONNECTORS,
  PLACE_PREFIXES,
  PLACE_SUFFIXES,
} from './constants';
import { replaceNumberWords } from './number-words';
import { CONTEXT_CHARS, escapeRegExp, findNearClause, maskContactDetails } from './text';
import type { Intent, Turn } from './types';
import { perTurnWith } from './turn-memo';
import { isUkPlaceName } from './uk-places';

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

interface Run {
  start: number;
  end: number;
  text: string;
  key: string;
  isKnown: boolean;
  isPostcode: boolean;
  isCapitalised: boolean;
}

const TOKEN = /[A-Za-zÀ-ÖØ-öø-ÿ0-9]+(?:['&-][A-Za-zÀ-ÖØ-öø-ÿ0-9]+)*/g;
const DISTRICT = /^[a-z]{1,2}\d[a-z\d]?$/i;
const CONTRACTION = /'(?:d|ll|ve|re|m|t)$|n't$/;
const INWARD = /^\d[a-z]{2}$/i;
const HARD_GAP = /[,.;:!?()/&\n]|\s-\s|\s-$|^-\s/;

// Just before a place: it is where they live, work, come from or are selling, not where they want.
// "my friend rents in Jesmond", "she stays in Leith": someone else's home, in the third person, too.
// "a broker setting up in Truro": where a business opens is where they work ("setting up home in",
// with the home named, is not).
// "a photography business based in Bath", "covering Clifton and Redland", "five years' experience
// in Brighton": where a business or a career is. "the house next door to me in Allestree": where
// they live now.
const ELSEWHERE_BEFORE = [
  /\b(?:we|i|we're|i'm|we are|i am|we've|i've|currently|still|my \w+|our \w+|she|he|they|she's|he's|they're|mum|dad|parents|family|sister|brother|in-laws)\s+(?:currently\s+|still\s+|now\s+|both\s+|have\s+|been\s+|already\s+)*(?:live|living|lives|lived|based|stay|staying|stays|rent|renting|rents|rented|reside|resides|work|working|works|worked|commute|commutes|study|studying|studies)\b/,
  /\b(?:grew up|grown up|born|raised|from|back from|out of|priced out of|leaving|left|sold|selling|sell|job|work|works|office|(?:business|company|firm|agency|practice|shop|studio|team)(?:'s| is| are)? based|covering|experience|next door to (?:me|us)|(?:setting|set|sets) up(?= in\b)|trading|commut\w*|into|walk|walkable|walking|drive|train|bus|minutes|mins|visiting|holiday(?! (?:cottage|home|house|flat|let|lets|property|place|apartment|bungalow|lodge|chalet|retreat)s?\b)|paying|currently|at the moment|atm|uni|university|campus|hospital|school)\b/,
  /\b(?:we're|i'm|we are|i am)\s+(?:in|at)\s*$/,
  // "I'm a PE teacher in Penarth", "she's a radiographer at the Heath": who they are at work places
  // where they work (a buyer or tenant describing themselves says what they want elsewhere).
  /\b(?:i'm|im|i am|she's|he's|she is|he is)\s+an?\s+(?!(?:[\w-]+\s+){0,3}?(?:buyer|tenant|renter|investor|landlord|family|couple)\b)(?:[\w-]+\s+){1,3}(?:in|at)\s+(?:the\s+)?$/,
  // "we've been in a council flat in Fratton since 2017": where they have been is where they live.
  /\b(?:we|i)(?:'ve| have) been (?:in|at)\s+(?:an?|the|my|our)\b/,
  // "a family of four living in a flat in Dennistoun": "living" with its subject further back is
  // where they live now, unlike "to be living in", where they want to be.
  /(?<!\b(?:be|start|starting)\s)\bliving\b/,
  // "I've moved in with my boyfriend in Formby", "my own home is in Fulham": where they live now, for
  // an owner too (the property let or sold is elsewhere).
  /\bmoved in with\b|\b(?:my|our) own (?:home|house|place|flat)(?: is|'s)? (?:in|at)\s*$/,
];
// "near the uni in LE2", "near my children's school in Derby": somewhere they want to live near a place
// they study or work, so the town after it is wanted, not ruled out as where they work.
const NEAR_LANDMARK_BEFORE =
  /\b(?:near|close to|by|next to|handy for|walking distance (?:of|to|from))\s+(?:the\s+|a\s+|(?:my|our|the)\s+(?:[\w-]+'s?\s+)?)?(?:uni|university|campus|hospital|school|college)\s+(?:in|at)\s+$/;
// A seller's or landlord's property is where it is: "selling my flat in Leith" names the place, so
// only living, working and studying elsewhere (the first pattern) rule a place out for them.
// "we're moving to Australia so selling our flat", "off to Dubai with work": where the owner goes next.
const OWNER_GOING_TO_BEFORE =
  /\b(?:move|moving|relocat\w*|emigrat\w*|off|going|heading|fly|flying)\s+(?:back\s+|up\s+|down\s+|out\s+|over\s+|abroad\s+)?to\s+(?:the\s+)?$/;
// "we'll be renting up in Aberdeen": where the owner will live once it is sold or let.
const OWNER_LIVING_NEXT_BEFORE =
  /\b(?:we|i)(?:'ll| will|'re going to| are going to| am going to|'m going to)\s+be\s+(?:living|renting|based|staying|working)\b/;
// "I'm already a tenant with you, in a flat in Larkhall", "a flat you manage on Burton Road, Didsbury":
// the home a tenant of the agent's lives in now, however far back in the sentence the tenancy is said.
const AGENT_TENANCY_BEFORE =
  /\b(?:tenants? (?:with|of) (?:you|yours)|(?:i'm|im|i am|we're|we are) (?:already |currently |still )?(?:a |the )?tenants? (?:in|at|of)|(?:flat|house|property|place|home) (?:you|your (?:office|agency|team)) (?:manage|let|look after))\b[^.!?]{0,60}$/;
const OWNER_ELSEWHERE_BEFORE = [
  ELSEWHERE_BEFORE[0],
  ELSEWHERE_BEFORE[2],
  ELSEWHERE_BEFORE[ELSEWHERE_BEFORE.length - 1],
  OWNER_GOING_TO_BEFORE,
  OWNER_LIVING_NEXT_BEFORE,
];
// "my friend is selling his flat in Morningside and I want to buy it": someone else's sale that the
// visitor means to buy, so its place is wanted, not ruled out as a home being sold.
const THIRD_PARTY_SALE_BEFORE = /\b(?:selling|sells|sell)\s+(?:his|her|their)\s+(?:[\w-]+\s+){1,3}?(?:in|at|on)\s+$/;
const BUYS_IT_AFTER = /^[^.!?]*\bto buy (?:it|that|that one|his|hers|theirs|it off (?:him|her|them))\b/;
// "saw your listing for the long let cottage in Topsham": for a seller or landlord, the place of one
// of the agent's listings they mention is that listing's, not their own property's.
const AGENCY_LISTING_BEFORE =
  /\b(?:listings?|adverts?|ads?|advertisements?|boards?)\s+(?:(?:for|of|on)\s+)?(?:(?:the|a|an|that|this)\s+)?(?:[\w-]+\s+){0,4}?(?:in|at|on)\s+$/;
// "Do you have a property to sell?": the answer places the buyer's own home, not one they want.
const CHAIN_QUESTION = /\b(?:to sell|selling (?:anything|yours|your)|on the market|chain)\b/;
const WANTS = /\b(?:want|wanting|looking|after|need|prefer|ideally|hoping)\b/;
// "my landlord hasn't fixed the leak": with no intent, a tenant asking about the home they rent now,
// whose place is where they live, not a wanted one.
const CURRENT_TENANT = /\b(?:my|our) (?:landlord|landlady|tenancy)\b/;
// "Are you thinking of moving?" - "not really, just nosy!": with no intent, someone who says they
// are not moving wants to live nowhere, so the places they asked about are not wanted areas.
const MOVE_QUESTION =
  /\b(?:thinking (?:of|about)|planning (?:on|to)|looking to|are you)\s+(?:moving|buying|selling|renting|letting|move|buy|sell|rent|let)\b|\bbuy(?:ing)?(?:,| or) rent/;
// "I'm not looking for a property myself!" (a student's interview request): with no intent, a
// visitor who says so wants to live nowhere, so the places they write about are not wanted areas.
const NOT_LOOKING =
  /\bnot (?:looking|searching|in the market) for (?:a |any )?(?:property|home|house|flat|place)\b|\bnot (?:looking|planning|wanting) to (?:move|buy|rent)\b/;
const NOT_MOVING = /^\W*(?:no|nope|nah|not really|neither|not at all|not me)\b(?![^.!?]{0,20}\b(?:yet|sure|decided))/;
// A compass point or region alone ("the North East", "down south") is a vague direction, not a place.
const COMPASS_ONLY = /^(?:(?:north|south|east|west)(?:\s*(?:east|west))?|midlands|(?:east|west) midlands)$/;
// "our flat in Ely is on the market": a buyer's or tenant's own home is not where they want to live.
// "I already own two flats in Leyton which I let out": what they own already, kept or sold, is not
// where they want to buy ("I own a maisonette in Eastney" alone may be the one they sell).
// "an offer accepted on ours in Morriston": "ours" or "mine" stands for their home without naming it.
// "we've got a flat in CB1 we need to sell": a home they have, not one they want ("got a viewing on a
// flat in" names no home of theirs).
const OWN_HOME_BEFORE =
  /\b(?:(?:we've|i've|we have|i have|we|i) got (?:a|an)(?= (?:(?!(?:for|on|of|at|to|with)\b)[\w-]+ ){0,2}(?:house|flat|home|place|property|bungalow|cottage|maisonette|apartment|terrace|semi)s? (?:in|at|on)\s*$)|our|my|ours|(?:we|i) (?:already|also|still) own|(?:we|i) own (?=(?:two|three|four|five|six|several|a few|a couple of|some|\d+)\s))\s*(?!first\b)(?:\w+\s+){0,3}(?:house|flat|home|place|property|bungalow|cottage|maisonette|apartment|terrace|semi)s?\s+(?:in|at|on)\s+$|\b(?:ours|mine)\s+(?:in|at|on)\s+$/;
// "we'd sell ours first, it's a 3 bed semi in Ashford": "it" after their home describes that home.
const OWN_HOME_DESCRIBED_BEFORE =
  /\b(?:ours|mine|(?:our|my) (?:house|flat|home|place|property))\b[^.!?]{0,40}?\b(?:it's|its|it is)\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}(?:house|flat|home|place|property|bungalow|cottage|maisonette|apartment|terrace|semi|detached)\s+(?:in|at|on)\s+$/;
// "saw it on LinkedIn", "on WhatsApp", "from YouTube": a capital inside a word marks a brand; place
// names are not so written ("McDonald" and "MacLeod" are names, kept by the Mc/Mac exception).
const BRAND_CASE = /(?<!\b(?:Mc|Mac))[a-z][A-Z]/;
// Landmarks are not areas ("near the Northern Line"), and a listing's street names the listing.
const LANDMARK_END =
  /\b(?:line|station|airport|hospital|university|uni|school|college|academy|primary|stadium|retail park|shopping centre)$/;
const LISTING_STREET_BEFORE =
  /\b(?:flat|house|property|one|bed|listing|cottage|bungalow|apartment|maisonette|semi|studio|place)\s+(?:on|in|at)\s+$/;
// "outside number 12 on Ashley Road", "41 Hoe Street": a house number makes a street an address,
// not a place to live (QUALIFY.md areas are towns, districts and postcodes).
const HOUSE_NUMBER_BEFORE = /(?:\b\d{1,4}[a-z]?,?|\bnumber \d{1,4}[a-z]?(?: on| in)?|\bno\.? ?\d{1,4}[a-z]?(?: on| in)?)\s+$/;
const STREET_END =
  /\b(?:road|rd|street|st|lane|avenue|ave|grove|close|drive|way|crescent|terrace|place|gardens|mews|row|square)$/;
// "moving to York for work": the place they move to is wanted, whatever the reason.
const MOVING_TO =
  /\b(?:move|moving|relocate|relocating|relocation|transfer(?:ring)?)\s+(?:back\s+|up\s+|down\s+)?to\s+$/;
const LANDMARK_AFTER = /^\s+(?:line|station|tube|overground|stadium|hospital|university|uni|school|college|airport)\b/;
// "is this the Bangor office?", "I know you're based in Bath": where the agency is, which the
// visitor neither wants nor owns a property in.
const AGENCY_OFFICE_AFTER = /^\s+(?:office|offices|branch)\b/;
const AGENCY_BASED_BEFORE =
  /\b(?:you|you're|youre|you are|your (?:office|offices|branch|agency|team)(?: is| are)?)\s+(?:(?:based|located|situated)\s+)?(?:in|at)\s+$/;
// "we rent in Beeston and want to buy round there": where they live is also where they want to be.
// "starting a job in Inverness … and need to rent a 1 bed flat there": the home wanted "there" makes
// the place of the job a wanted one too.
const STAYING_AFTER =
  /^[^.!?]*\b(?:want|wants|wanting|would like|'d like|hoping|looking|plan|planning|need|needs)\s+to\s+(?:buy|rent|stay|live|find somewhere|find)\s+(?:(?:a|an|somewhere|something)\s+(?:[\w-]+\s+){0,4})?(?:(?:round|around|near|in|close to)\s+)?there\b|^[^.!?]*\bstay (?:local|in the area|put|nearby)\b/;
const ELSEWHERE_AFTER =
  /^\s*(?:at the moment|atm|currently|right now|where (?:we|i) (?:live|work|are)|is where (?:we|i) (?:live|work)|for work|for my job|for uni)\b/;
// "need a 3 bed flat in Leeds for uni": the home they want is where they will study or work, so
// "for uni" after it gives the reason for the place, not a place they are at now.
const WANTED_HOME_BEFORE =
  /\b(?:need|needs|want|wants|looking for|after|find)\b[^.!?]*\b(?:flat|house|place|room|home|bed|studio|somewhere|property|apartment|bungalow|cottage|maisonette)\s+(?:in|near|around|round)\s+$/;
const FOR_REASON_AFTER = /^\s*for\b/;
// "three flats in Nether Edge currently with another agent": for an owner, "currently" after the
// property's place says how the property stands, not where the owner is.
const OWNER_PROPERTY_BEFORE =
  /\b(?:flats?|houses?|homes?|propert(?:y|ies)|places?|bungalows?|cottages?|maisonettes?|apartments?|terraces?|semis?|studios?|units?|lets?|bed|beds|bedroom)\s+(?:in|at)\s+$/;
// "seeing what's around in Clifton at the moment", "a look at what's for sale in Ely at the moment":
// "at the moment" is when they look, not where they live.
const SEARCHING_NOW =
  /\b(?:what(?:'s| is) (?:around|about|available|out there|on|for sale|to rent|up for sale|on the market)|see what|seeing what|looking|browsing|searching|having a look)\b[^.!?]*\b(?:at the moment|atm|currently|right now)\b/;
// "How long are houses taking to sell in Great Baddow at the moment?" from someone selling there:
// asked about the market where their property is, "at the moment" is when, not where they live.
// Only for owners: with no intent, "the average price in BT9 at the moment?" for a student's project
// names no wanted area.
const MARKET_WORDS = /\b(?:market|prices?|priced|selling|sell|taking|going for|demand|how long|how quickly|how fast)\b/;
const ENDS_AS_QUESTION = /^[^.!?]*\?/;
const RULED_OUT_BEFORE =
  /\b(?:not|scrap|forget|drop|except|excluding|avoid|rule out|ruled out|decided against|no longer|not keen on|don't want|do not want|rather not|anywhere but|other than|apart from|instead of|rather than|cross off|remove|never|nowhere near)\s+(?:\w+\s+){0,1}$/;
const RULED_OUT_AFTER =
  /^\s*(?:is|are|'s)\s+(?:out|off|too \w+|a no|not for us|not an option|ruled out)\b|^\s*(?:is |are )?(?:no longer|not anymore|not any more)\b/;
// Words between a preposition and the place: "in the Clapham area", "somewhere like Hove".
const LEAD_FILLER =
  '(?:(?:the|a|an|somewhere|anywhere|ideally|maybe|probably|mainly|mostly|central|preferably|possibly|say|either|perhaps|really|around|near|in|of|area of|areas of|side of|part of|parts of|heart of|centre of|somewhere in|ish)\\s+)*';
const PLACE_LEAD = new RegExp(
  `\\b(?:in|around|near|round|nr|within|towards|to|at|on|rather|prefer|prefers|like|love|fancy|considering|consider|keen on|interested in|looking at|look at|such as|either|or|want|ideally|thinking|thinking of|thinking about|cover|covering)\\s+${LEAD_FILLER}$`,
);
// "Margate it is", "Leith it'll be then": the place the visitor settles on.
const PLACE_CHOSEN_AFTER = /^\s+it(?: is|'s|'ll be| will be)(?:\s+(?:then|now|for me|for us))?\s*(?:[.!,]|$)/;
// "can I speak to Karen", "put me through to Alan": the person asked for, not a place to move to.
const PERSON_ASKED_FOR_BEFORE =
  /\b(?:speak|speaking|talk|talking|chat|chatting|through|message|pass (?:it|this|that) on)\s+(?:to|with)\s+$|\bask(?:ing)? for\s+$/;
// Lower-case words are places only straight after "in"/"near" or "move to": "to hear", "like to
// keep" and "in a rush" must not become places.
const LOWER_PLACE_LEAD =
  /(?:\b(?:in|around|near|round|nr|towards)|\b(?:move|moving|relocate|relocating|retire|retiring|head|heading|go|going)\s+(?:back\s+)?to)\s+(?:(?:somewhere|ideally|maybe|probably|mainly|mostly|preferably|possibly|either|perhaps|central)\s+)*$/;
// What may follow a lower-case place in its segment: "roath pls", "chorlton or didsbury asap".
const LOWER_PLACE_FOLLOW =
  /^(?:\s*$|\s*[,.;:!?()\n/&-]|\s+(?:or|and|ideally|please|pls|plz|maybe|area|asap|preferably|mainly|mostly|possibly|probably|too|as well|would|is|for|way|direction|side|if|though|then|tbh|really|perhaps|at a push)\b)/;
const SEPARATOR_ONLY =
  /^(?:\s|,|\/|&|\+|\bor\b|\band\b|\bmaybe\b|\bpossibly\b|\bperhaps\b|\bideally\b|\beven\b|\bat a push\b|\bif cheaper\b|\bpreferably\b|\bplus\b|\balso\b|\bprobably\b|\bpls\b|\bplease\b|\bmainly\b|\bthen\b|\bor even\b|\bnow\b)*$/;
const SEGMENT_FILLER =
  /\b(?:ideally|maybe|probably|please|pls|plz|mainly|mostly|preferably|really|i think|thanks|thank you|tbh|honestly|definitely|or|and|either|too|as well|also|only|just|possibly|perhaps|somewhere|around|near|the|area|areas|side|ish|would be (?:ideal|perfect|great|good|lovely|nice|best)|is (?:ideal|perfect|best)|if possible|if poss|at a push|for me|for us|for now|for sure|now|buy|buying|rent|renting|yes|yeah|yep|hi|hello|hiya)\b/g;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    // Possessives look words up without the "'s": "budget's", "Halifax's".
    tokens.push({
      text: m[0],
      lower: m[0].toLowerCase().replace(/'s$/, ''),
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return tokens;
}

function normaliseKey(place: string): string {
  return place
    .toLowerCase()
    .replace(/[-\s]+/g, ' ')
    .replace(/\.$/, '')
    .trim();
}

/** One pattern for all the agent's area names, longest first, in any case ("cardiff bay"). */
function compileAgentAreas(agentAreas: readonly string[]): RegExp | null {
  const names = [...new Set(agentAreas.map(normaliseKey).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (names.length === 0) return null;
  const alternatives = names.map((name) => name.split(' ').map(escapeRegExp).join('[\\s-]+'));
  return new RegExp(`(?<![\\w'-])(?:${alternatives.join('|')})(?![\\w'-]|'s\\b)`, 'g');
}

function findKnownSpans(lower: string, agentPattern: RegExp | null): [number, number][] {
  if (!agentPattern) return [];
  return [...lower.matchAll(agentPattern)].map((m) => [m.index, m.index + m[0].length]);
}

function isCapitalised(token: Token): boolean {
  return /^[A-ZÀ-ÖØ-Þ]/.test(token.text);
}

function isAcronym(token: Token): boolean {
  return token.text.length > 1 && token.text === token.text.toUpperCase() && !/\d/.test(token.text);
}

// Words that narrow a place to part of it: "Derby city centre", "central Leeds", "Dundee West End".
const QUALIFIER_BEFORE = /^central\s+/i;
const QUALIFIER_AFTER = /\s+(?:(?:city|town)\s+)?cent(?:re|er)$|\s+(?:west|east|north|south)\s+end$|\s+outskirts$/i;

/**
 * The span of the place inside "central X" or "X city centre": part of a town is in that town, so
 * the qualifier goes when what is left is one of the agent's areas or a UK town; otherwise the run
 * is kept whole, since "Welwyn Garden City" or "Bow Common" are names of their own.
 */
function withoutQualifier(text: string, start: number, end: number, known: readonly [number, number][]): [number, number] {
  const raw = text.slice(start, end);
  const lead = QUALIFIER_BEFORE.exec(raw)?.[0].length ?? 0;
  const tail = QUALIFIER_AFTER.exec(raw.slice(lead))?.[0].length ?? 0;
  if (lead === 0 && tail === 0) return [start, end];
  // "Leeds City Centre" as the agent names it is that area, not Leeds.
  if (known.some(([a, b]) => a === start && b === end)) return [start, end];
  const [from, to] = [start + lead, end - tail];
  if (to <= from) return [start, end];
  const isPlace = known.some(([a, b]) => a === from && b === to) || isUkPlaceName(normaliseKey(text.slice(from, to)));
  return isPlace ? [from, to] : [start, end];
}

/** Groups tokens into candidate place names: capitalised names, known names, postcodes, bare words. */
function findRuns(text: string, tokens: Token[], known: [number, number][]): Run[] {
  const runs: Run[] = [];
  // Which agent-area span covers each character, so a token's lookup does not scan every span.
  const spanAt = new Map<number, [number, number]>();
  for (const span of known) for (let c = span[0]; c < span[1]; c++) spanAt.set(c, span);
  const inKnown = (t: Token) => {
    const span = spanAt.get(t.start);
    return span && t.end <= span[1] ? span : undefined;
  };
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i];
    const knownSpan = inKnown(first);
    // A postcode: district, optionally followed by the inward code ("W13 0AB").
    if (DISTRICT.test(first.text)) {
      const next = tokens[i + 1];
      const full = next && INWARD.test(next.text) && /^\s*$/.test(text.slice(first.end, next.start));
      const end = full ? next.end : first.end;
      if (knownSpan || /^[A-Z]/.test(first.text) || full) {
        runs.push({
          start: first.start,
          end,
          text: text.slice(first.start, end),
          key: normaliseKey(text.slice(first.start, end)),
          isKnown: Boolean(knownSpan),
          isPostcode: true,
          isCapitalised: true,
        });
        i += full ? 2 : 1;
        continue;
      }
    }
    // A common word that is also a UK town ("Sale", "Bath", "March") is a place only straight after "in".
    const isTownAfterIn =
      isUkPlaceName(first.lower) && /\b(?:in|near|around|to)\s+$/i.test(text.slice(Math.max(0, first.start - 8), first.start));
    const startsCapital =
      isCapitalised(first) &&
      !isAcronym(first) &&
      (!COMMON_WORDS.has(first.lower) || isTownAfterIn) &&
      !NON_PLACE_WORDS.has(first.lower);
    const startsPrefix =
      PLACE_PREFIXES.has(first.lower) && tokens[i + 1] && !HARD_GAP.test(text.slice(first.end, tokens[i + 1].start));
    const startsLower =
      !isCapitalised(first) &&
      /^[a-zà-ÿ]{3,}/.test(first.text) &&
      !CONTRACTION.test(first.lower) &&
      !COMMON_WORDS.has(first.lower) &&
      !NON_PLACE_WORDS.has(first.lower) &&
      !PLACE_SUFFIXES.has(first.lower);
    if (!knownSpan && !startsCapital && !startsPrefix && !startsLower) {
      i++;
      continue;
    }
    const capitalMode = knownSpan ? isCapitalised(first) : startsCapital || (startsPrefix && isCapitalised(first));
    let j = i;
    let end = first.end;
    while (j + 1 < tokens.length) {
      const next = tokens[j + 1];
      if (HARD_GAP.test(text.slice(tokens[j].end, next.start))) break;
      const nextKnown = inKnown(next);
      const span = knownSpan ?? inKnown(tokens[j]);
      if (span && nextKnown === span) {
        j++;
        end = next.end;
        continue;
      }
      // An ordinary lower-case word does not join an agent area: "scrap Brixton" is two things.
      if (nextKnown && !capitalMode && !PLACE_PREFIXES.has(tokens[j].lower)) break;
      // Nor does one follow it: "our 5 bed in clapham fetch" ends the place at the agent's name.
      if (span && !capitalMode && !isCapitalised(next) && !PLACE_SUFFIXES.has(next.lower)) break;
      if (NON_PLACE_WORDS.has(next.lower) || isAcronym(next)) break;
      // "Orpington BR6": a postcode district after a town is a second place, not part of its name.
      if (DISTRICT.test(next.text) && /^[A-Z]/.test(next.text)) break;
      const isSuffix = PLACE_SUFFIXES.has(next.lower);
      const isName = isCapitalised(next)
        ? !COMMON_WORDS.has(next.lower) || isSuffix
        : !capitalMode &&
          !COMMON_WORDS.has(next.lower) &&
          !CONTRACTION.test(next.lower) &&
          /^[a-zà-ÿ]{3,}$/.test(next.text);
      const connector =
        PLACE_CONNECTORS.has(next.lower) && tokens[j + 2] && isCapitalised(tokens[j + 2]) && capitalMode;
      if (isName || isSuffix || nextKnown || connector) {
        j++;
        end = next.end;
        if (connector) {
          j++;
          end = tokens[j].end;
        }
        continue;
      }
      break;
    }
    // A prefix alone ("new", "East") is not a place.
    if (j === i && startsPrefix && !knownSpan && !startsCapital && !startsLower) {
      i++;
      continue;
    }
    const [start, stop] = withoutQualifier(text, first.start, end, known);
    const exactSpan = spanAt.get(start);
    const isKnown = exactSpan !== undefined && exactSpan[0] === start && exactSpan[1] === stop;
    // "Leeds's" is Leeds; an agent area spelt with its own 's ("St John's") keeps it.
    const raw = isKnown ? text.slice(start, stop) : text.slice(start, stop).replace(/'s$/i, '');
    runs.push({
      start,
      end: stop,
      text: raw,
      key: normaliseKey(raw),
      isKnown,
      isPostcode: false,
      isCapitalised: capitalMode,
    });
    i = j + 1;
  }
  return runs;
}

const CONTRACTED_VERB_AFTER =
  /^\s+(?:been|got|gone|had|just|not|still|currently|now|on|up|off|empty|vacant|worth|going|due|under|sold|let|listed|available)\b/;
// Lower-case places need a stricter test: "near the seafront" is not a place list.
const LOWER_SEGMENT_FILLER =
  /\b(?:ideally|maybe|probably|please|pls|plz|mainly|mostly|preferably|or|and|either|possibly|perhaps|too|as well|also|at a push|if possible|thanks|i think|tbh|only|just|yes|yeah|hi)\b/g;

/** Index of the first run starting at or after `from` (runs are in text order). */
function firstRunFrom(runs: readonly Run[], from: number): number {
  let lo = 0;
  let hi = runs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (runs[mid].start < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function isWholeSegment(lower: string, runs: Run[], from: number, to: number, filler = SEGMENT_FILLER): boolean {
  let rest = lower.slice(from, to);
  for (let i = firstRunFrom(runs, from); i < runs.length && runs[i].start < to; i++) {
    const run = runs[i];
    if (run.end <= to)
      rest = `${rest.slice(0, run.start - from)}${' '.repeat(run.end - run.start)}${rest.slice(run.end - from)}`;
  }
  return rest.replace(filler, ' ').replace(/[^a-z0-9]+/g, '') === '';
}


/**
 * The comma- or dash-delimited segment around `index`, or null when it runs past the context window
 * (such a segment is not a short answer naming places).
 */
function segmentBounds(lower: string, index: number): [number, number] | null {
  let start = index;
  const lowest = Math.max(0, index - CONTEXT_CHARS);
  while (
    start > 0 &&
    !/[,.;:!?()\n]/.test(lower[start - 1]) &&
    !/\s-\s$/.test(lower.slice(Math.max(0, start - 3), start))
  ) {
    if (start <= lowest) return null;
    start--;
  }
  let end = index;
  const highest = Math.min(lower.length, index + CONTEXT_CHARS);
  while (end < lower.length && !/[,.;:!?()\n]/.test(lower[end]) && !/^\s-\s/.test(lower.slice(end, end + 3))) {
    if (end >= highest) return null;
    end++;
  }
  return [start, end];
}

interface TurnPlaces {
  wanted: string[];
  ruledOut: string[];
  replaces: boolean;
}

function readTurn(
  turn: Turn,
  agentPattern: RegExp | null,
  nameKeys: ReadonlySet<string>,
  isOwner: boolean,
): TurnPlaces {
  const elsewhereBefore = isOwner ? OWNER_ELSEWHERE_BEFORE : ELSEWHERE_BEFORE;
  const lower = turn.maskedLower;
  const text = lower === turn.lower ? turn.text : maskContactDetails(turn.text);
  const tokens = tokenize(text);
  const runs = findRuns(text, tokens, findKnownSpans(lower, agentPattern)).slice(0, MAX_CANDIDATES_PER_MESSAGE);
  const bounds = turn.bounds;
  const answersArea = turn.topics.has('area');
  const mayStandAlone =
    !turn.topics.has('contact') && (turn.topics.size === 0 || turn.topics.has('intent') || answersArea);
  const result: TurnPlaces = { wanted: [], ruledOut: [], replaces: /\binstead\b/.test(lower) };
  if (!isOwner && CHAIN_QUESTION.test(turn.questionLower) && !WANTS.test(lower)) return result;
  let previousAccepted: Run | null = null;
  // The last place seen and whether it was somewhere they live or work: "from London to Leeds"
  // names Leeds as wanted, while "we live in Clifton or Redland" rules out both.
  let previousRun: Run | null = null;
  let previousElsewhere = false;
  let previousRuledOut = false;

  for (const run of runs) {
    if (nameKeys.has(run.key) || NON_PLACE_WORDS.has(run.key) || LANDMARK_END.test(run.key) || COMPASS_ONLY.test(run.key))
      continue;
    if (!run.isKnown && BRAND_CASE.test(run.text)) continue;
    // "around three hundred thousand": an amount in words after "around" is a budget, not a place.
    if (!run.isKnown && !run.isCapitalised && /^\d[\d\s]*$/.test(replaceNumberWords(run.key))) continue;
    const [clauseStart, clauseEnd] = findNearClause(bounds, lower.length, run.start, run.end);
    const before = lower.slice(clauseStart, run.start);
    const sincePrevious = previousRun && previousRun.end > clauseStart ? lower.slice(previousRun.end, run.start) : null;
    const nearBefore = (sincePrevious ?? before).split(/\s+/).slice(-8).join(' ');
    const listedAfterElsewhere = previousElsewhere && sincePrevious !== null && SEPARATOR_ONLY.test(sincePrevious);
    const after = lower.slice(run.end, clauseEnd);
    const clause = lower.slice(clauseStart, clauseEnd);
    const isAddress = !run.isKnown && HOUSE_NUMBER_BEFORE.test(before);
    // "Rayners Lane", "Seven Sisters Road" as the agent names them are districts, not a listing's street.
    if (!run.isKnown && STREET_END.test(run.key) && (LISTING_STREET_BEFORE.test(before) || isAddress)) continue;
    if (LANDMARK_AFTER.test(after)) continue;
    if (AGENCY_OFFICE_AFTER.test(after) || AGENCY_BASED_BEFORE.test(nearBefore)) continue;
    if (
      LENDERS.has(run.key) &&
      (/\b(?:mortgage|aip|mip|dip|principle|bank|lend|broker|calculator|offer)\b/.test(clause) ||
        /\b(?:with|from|through|via)\s*$/.test(before) ||
        /^'s/.test(lower.slice(run.end)))
    )
      continue;
    if (isOwner && AGENCY_LISTING_BEFORE.test(nearBefore)) continue;
    const listedAfterRuledOut =
      previousRuledOut && sincePrevious !== null && /^\s*(?:,|or|and|nor|\/)+\s*$/.test(sincePrevious);
    // "Wapping's too pricey": the word keeps its "'s", which here is "is", so the ruling out reads on from it.
    const afterContraction = /'s$/.test(lower.slice(run.start, run.end)) ? `'s${after}` : after;
    if (listedAfterRuledOut || RULED_OUT_BEFORE.test(nearBefore) || RULED_OUT_AFTER.test(afterContraction)) {
      result.ruledOut.push(run.key);
      previousRun = run;
      previousRuledOut = true;
      previousElsewhere = false;
      continue;
    }
    const staysThere =
      STAYING_AFTER.test(lower.slice(run.end, run.end + CONTEXT_CHARS)) ||
      (!isOwner && THIRD_PARTY_SALE_BEFORE.test(nearBefore) && BUYS_IT_AFTER.test(lower.slice(run.end)));
    if (
      !staysThere &&
      (listedAfterElsewhere ||
      (elsewhereBefore.some((p) => p.test(nearBefore)) &&
        !NEAR_LANDMARK_BEFORE.test(nearBefore) &&
        // "we've lived in our cottage in Knaresborough for 38 years": the home an owner has lived in
        // is the one they sell or let, when they name it as theirs right before the place.
        !(isOwner && OWN_HOME_BEFORE.test(before))) ||
      (!isOwner && OWN_HOME_BEFORE.test(before)) ||
      (!isOwner && AGENT_TENANCY_BEFORE.test(lower.slice(Math.max(0, run.start - 120), run.start))) ||
      (!isOwner && OWN_HOME_DESCRIBED_BEFORE.test(lower.slice(Math.max(0, run.start - 120), run.start))) ||
      (ELSEWHERE_AFTER.test(after) &&
        !(isOwner && OWNER_PROPERTY_BEFORE.test(nearBefore)) &&
        !MOVING_TO.test(nearBefore) &&
        !SEARCHING_NOW.test(nearBefore + after) &&
        !(isOwner && MARKET_WORDS.test(nearBefore) && ENDS_AS_QUESTION.test(lower.slice(run.end, run.end + CONTEXT_CHARS))) &&
        !(FOR_REASON_AFTER.test(after) && WANTED_HOME_BEFORE.test(before.slice(-CONTEXT_CHARS)))))
    ) {
      // "work as an outdoor instructor in fort william": lower-case words that name no known area
      // or town are the job, not a place, so the place after them is still read against "work".
      if (!run.isKnown && !run.isPostcode && !run.isCapitalised && !isUkPlaceName(run.key)) continue;
      previousRun = run;
      previousElsewhere = true;
      previousRuledOut = false;
      continue;
    }
    const gap =
      previousAccepted && run.start - previousAccepted.end <= CONTEXT_CHARS
        ? lower.slice(previousAccepted.end, run.start)
        : null;
    const continuesList = gap !== null && !/[.!?;:]/.test(gap) && SEPARATOR_ONLY.test(gap);
    const segment = segmentBounds(lower, run.start);
    const wholeSegment = mayStandAlone && segment !== null && isWholeSegment(lower, runs, segment[0], segment[1]);
    let accepted: boolean;
    if (run.isKnown || run.isPostcode) accepted = true;
    else if (run.isCapitalised)
      accepted =
        !PERSON_ASKED_FOR_BEFORE.test(before) &&
        (answersArea ||
          PLACE_CHOSEN_AFTER.test(after) ||
          PLACE_LEAD.test(before) ||
          continuesList ||
          // Standing alone unasked ("Nadolig Llawen!" opening a message), a name must be a known town.
          (wholeSegment && (turn.topics.size > 0 || isUkPlaceName(run.key))));
    else {
      const joined = continuesList && gap !== null && /\b(?:or|and)\b|[/&]/.test(gap);
      // "my flat in leytonstone's been on for months": the 's is "has" or "is", not part of the name.
      const standsAlone =
        LOWER_PLACE_FOLLOW.test(lower.slice(run.end)) ||
        (/'s$/.test(lower.slice(run.start, run.end)) && CONTRACTED_VERB_AFTER.test(lower.slice(run.end)));
      // "rent please. cricklewood or dollis hill, 1 bed flat": a list standing alone in the reply to
      // "buy or rent?" says where, as it would in reply to "Where?".
      const answersWithList = turn.topics.has('intent') && (joined || /^\s*(?:or|and|\/)\s/.test(lower.slice(run.end)));
      // "buy" then "musselburgh" in a message of its own: a UK town sent alone, unasked, says where.
      const townAlone =
        mayStandAlone && isUkPlaceName(run.key) && isWholeSegment(lower, runs, 0, lower.length, LOWER_SEGMENT_FILLER);
      const alone =
        townAlone ||
        ((answersArea || answersWithList) &&
          segment !== null &&
          isWholeSegment(lower, runs, segment[0], segment[1], LOWER_SEGMENT_FILLER));
      // A UK town written in lower case after "want", "fancy" or "like" is a place too (GeoNames).
      const isNamedTown = isUkPlaceName(run.key) && PLACE_LEAD.test(before);
      // "a flat in ross-on-wye i want to let": a UK town straight after "in" needs no comma after it.
      const isTownAfterIn = isUkPlaceName(run.key) && LOWER_PLACE_LEAD.test(before);
      accepted =
        (standsAlone || isTownAfterIn) &&
        !/^\d/.test(run.text) &&
        (alone || LOWER_PLACE_LEAD.test(before) || joined || isNamedTown);
    }
    if (!accepted) continue;
    result.wanted.push(run.text.trim());
    previousAccepted = run;
    previousRun = run;
    previousElsewhere = false;
    previousRuledOut = false;
  }
  return result;
}

const placesIn = perTurnWith(
  readTurn,
  (agentPattern, nameKeys, isOwner) => `${agentPattern?.source ?? ''}\u0000${[...nameKeys].join(' ')}\u0000${isOwner}`,
);

/**
 * For buyers and tenants, the places they want, as written, in order of first mention; for sellers
 * and landlords, the place of their property. Where they live or work,
 * places ruled out or taken back, and vague phrases name no area (QUALIFY.md).
 */
export function parseAreas(
  turns: readonly Turn[],
  agentAreas: readonly string[],
  names: readonly string[] = [],
  intent: Intent | null = null,
): string[] {
  const isOwner = intent === 'sell' || intent === 'let';
  if (intent === null && turns.some((turn) => CURRENT_TENANT.test(turn.maskedLower) || NOT_LOOKING.test(turn.maskedLower)))
    return [];
  if (intent === null && turns.some((turn) => MOVE_QUESTION.test(turn.questionLower) && NOT_MOVING.test(turn.maskedLower)))
    return [];
  const nameKeys = new Set<string>();
  for (const name of names) {
    nameKeys.add(normaliseKey(name));
    for (const part of name.split(/\s+/)) nameKeys.add(normaliseKey(part));
  }
  const agentPattern = compileAgentAreas(agentAreas);
  let areas: string[] = [];
  for (const turn of turns) {
    const { wanted, ruledOut, replaces } = placesIn(turn, agentPattern, nameKeys, isOwner);
    if (replaces && wanted.length > 0) areas = [];
    const removed = new Set(ruledOut);
    areas = areas.filter((a) => !removed.has(normaliseKey(a)));
    for (const place of wanted) {
      if (!areas.some((a) => normaliseKey(a) === normaliseKey(place))) areas.push(place);
    }
  }
  return areas;
}

/**
 * True when a wanted place is one of the agent's areas (ignoring case) or a full postcode inside
 * one of the agent's postcode districts; null when no place was named. No other geography.
 */
export function matchAreas(areas: readonly string[], agentAreas: readonly string[]): boolean | null {
  if (areas.length === 0) return null;
  const agent = new Set(agentAreas.map(normaliseKey));
  return areas.some((area) => {
    const key = normaliseKey(area);
    if (agent.has(key)) return true;
    const postcode = /^([a-z]{1,2}\d[a-z\d]?) ?\d[a-z]{2}$/.exec(key);
    return postcode !== null && agent.has(postcode[1]);
  });
}
