import { OTHER_PEOPLE_NOUNS } from './other-people';
import { findNearClause } from './text';
import type { Turn } from './types';
import { isUkPlaceName } from './uk-places';

// "our flat in Streatham", "sell ours first", "selling our London flat", "sold the Leeds house",
// "we do own a cottage", "our 4 bedroom Edwardian house", "it's a 3 bed terrace" after
// "shall we value yours?": the home a buyer or tenant has now, not the one they want.
const OWN_BEFORE =
  /\b(?:i|we) (?:already |currently |do |also |still )?own (?:a|an|the)\s+(?:[\w-]+\s+){0,2}$|\b(?:our|my|ours|mine|their|his|her)\s+(?:(?:current|own|old|existing|family|last|present|little|small|tiny|cosy|cramped|lovely|big|large|victorian|edwardian|georgian|period|detached|semi-detached|terraced|rented|rental|\d+|\w+[ -]bed(?:room)?)\s+){0,3}$|\b(?:sell|selling|sold|value|valuing|valued)\s+(?:(?:our|my|the|a|his|her|their)\s+)?(?:(?:current|own|old|family|\d+|\w+[ -]bed(?:room)?)\s+){0,3}$|\b(?:sell|selling|sold|value|valuing|valued)\s+(?:our|my|his|her|their|the)\s+(?:(?!(?:for|to|and|or|a|an|then|so|but|first)\b)[\w'-]+\s+){1,2}$/;
// "currently in a flat in Walthamstow", "I'm renting a flat in the city centre for now", "we've been
// renting a 1 bed since 2020", "four of us crammed into a 2 bed": where they live now, described in
// the present tense (or as lasting up to now) before the home they want. "a family of four living in
// a flat" says it without "we're" just before; "we'd love to be living in a cottage" is a wish.
// "just us two rattling around in a 4 bed": the same, said as how the home feels.
const LIVING_IN_BEFORE =
  /\b(?:(?:(?:i'm|im|i am|we're|were|we are)\s+(?:currently\s+|still\s+|now\s+|already\s+)?|(?:i've|ive|i have|we've|weve|we have)\s+(?:always\s+|just\s+)?been\s+|currently\s+)(?:renting|living in|in|staying in|sharing)|(?:squeezed|crammed|squashed|packed)\s+(?:in|into)|rattl(?:e|es|ing)\s+around\s+in|(?<!\b(?:be|start|starting|love|like|enjoy|prefer|try|fancy|imagine|dream of|dreaming of|idea of|for)\s+)living in)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}$/;
const OWN_CLAUSE = /\b(?:ours|our (?:\w+ )?(?:house|flat|home|place|property)|my (?:\w+ )?(?:house|flat|home|place|property))\s+(?:is|has|was|isn't|went)\b/;
const OWN_QUESTION =
  /\b(?:your (?:current |own |existing )?(?:home|house|flat|property|place)|yours|to sell|selling|on the market|chain|(?:do|did) you (?:currently |already |still )?own|(?:have|had) you (?:ever )?(?:owned|sold)|homeowner)\b/;
// "the flat I rent through you", "the house we live in now": the home they have, described after it.
const OWN_AFTER = /^\s+(?:(?:that|which)\s+)?(?:i|we)(?:'m| am|'re| are)?\s+(?:currently\s+|now\s+|still\s+)?(?:rent|renting|live in|living in|own|share)\b/;
// "we've got a 2 bed flat in Leith", "I have a small terrace": what a buyer or tenant has is their
// home now. Only describing words may stand between "a" and the kind, so "we've got a viewing on a
// flat" or "we have a dog and need a flat" are not read; "a 3 bed in mind" (HAVE_IN_MIND_AFTER) is a wish.
const DESCRIBING = String.raw`(?:(?:\d+|\w+[ -]bed(?:room)?|small|little|tiny|lovely|nice|big|large|modern|old|new-build|victorian|edwardian|georgian|ground[- ]floor|top[- ]floor|first[- ]floor|detached|semi-detached|terraced|shared|council|rented|rental)\s+){0,3}`;
const HAVE_BEFORE = new RegExp(
  String.raw`\b(?:i|we)(?:'ve| have)?\s+(?:already\s+|currently\s+|still\s+|also\s+)?(?:got|have)\s+(?:a|an)\s+${DESCRIBING}$`,
);
// "I rent an apartment now in Chester", "we owned a flat in Harrow years ago", "no, had a flat with
// my ex", "we have now a flat in Roath", "I've rented a room in a shared house for years", "we
// bought a terrace through you in 2019": a home the visitor rents, owns, bought or once had (or a room in it), with them as the subject of the verb (or the
// subject left out at the start of a clause, past tense only, so "and live in a house" stays a wish),
// is theirs. "we had a flat in mind" is a wish (HAVE_IN_MIND_AFTER). "we live now in a rented
// maisonette", "I already own three flats in Salford": the adverb inside, or more than one home.
const HAS_HOME_BEFORE = new RegExp(
  String.raw`(?:\b(?:i|we)(?:'ve|ve| have)?\s+(?:(?:already|currently|still|also|once|previously|both)\s+)?(?:own|owned|rent|rented|had|have now|live (?:now |currently )?in|lived in|bought|purchased|used to (?:own|rent|have|live in))|^\s*(?:(?:once|previously)\s+)?(?:owned|had|rented|lived in|bought|used to (?:own|rent|have|live in)))\s+(?:(?:now|currently)\s+)?(?:a|an|two|three|four|five|six|several|\d{1,2})\s+(?:room\s+in\s+(?:a|an)\s+)?${DESCRIBING}$`,
);
// "I'm a tenant of yours, in a flat on Mill Road": the home a tenant rents now, whose tenant they are
// perhaps said between, after a comma (so looked for past the clause).
const TENANT_IN_BEFORE = new RegExp(
  String.raw`\b(?:i'm|im|i am|we're|we are)\s+(?:(?:currently|still|already|now)\s+)?(?:an?\s+)?tenants?\s+(?:(?:with|of)\s+(?:you|yours)\s*,?\s+)?in\s+(?:a|an)\s+${DESCRIBING}$`,
);
// "I'm the one moving out of the house", "I'll stay on in the flat till June", "downsizing, now the
// kids have gone, from a 4 bed in Leek": the home they leave or stay in until the move is the one
// they have ("stay in a flat" with "a" may be a wish, so only "the" or a possessive after "stay").
const HOME_LEFT_BEFORE = new RegExp(
  String.raw`\b(?:(?:move|moves|moving|moved|get|getting)\s+out\s+of|stay(?:s|ing)?\s+(?:on\s+)?in|leav(?:e|es|ing))\s+(?:the|our|my)\s+${DESCRIBING}$|\b(?:downsiz|upsiz)(?:e|es|ed|ing)\b[^.!?]{0,50}?\bfrom\s+(?:a|an|the|our|my)\s+${DESCRIBING}$`,
);
const HAVE_IN_MIND_AFTER =
  /^[^.!?]{0,40}?\b(?:in mind|lined up|shortlisted|on (?:the|our|my) (?:list|shortlist)|to view|booked to see|we (?:like|love|fancy)|on your (?:books|website|site))\b/;
// "the house we've just bought", "the cottage I inherited": a home they already have, described after it.
const BOUGHT_AFTER =
  /^\s+(?:(?:that|which)\s+)?(?:i|we)(?:'ve| have|'d| had)?\s+(?:just\s+|recently\s+|already\s+|finally\s+)?(?:bought|purchased|inherited|completed on)\b/;
// "the house is too much for her now", "the flat in Leith is far too small": the home they have
// outgrown, its place perhaps named between.
const OUTGROWN_AFTER =
  /^\s+(?:in\s+(?:[\w'-]+\s+){1,3})?(?:is|'s|has become|feels|is getting)\s+(?:(?:far|way|much|just|a bit|getting|now)\s+)?too (?:much|big|small|large|cramped|expensive|far|many stairs)\b/;
// "the farmhouse isn't ours to sell", "the cottage is mine since dad died": whose a home is, said
// of it, makes it a home they have or live in, not one wanted.
const WHOSE_AFTER = /^\s+(?:is|isn't|is not|was|wasn't|was not)\s+(?:ours|mine|theirs|his|hers)\b/;
// "depends what the house goes for", "once the flat sells for asking": a home whose sale price a
// buyer or tenant waits on is the one they are selling, named with "the" as already known.
const SOLD_FOR_AFTER = /^\s+(?:(?:will|would|might|could)\s+)?(?:go|goes|went|sell|sells|sold|fetch|fetches|fetched|achieves?)\s+for\b/;
// "the house isn't even on the market yet", "the flat went under offer on Friday": a home whose
// place in the market a buyer or tenant reports, named with "the", is the one they are selling.
const MARKET_STATE_AFTER =
  /^\s+(?:is|isn't|is not|'s|was|has|hasn't|has not|went|goes|will go)\s+(?:(?:even|still|already|now|just|finally|been|gone|not|yet)\s+){0,3}(?:on the market|under offer|sold stc|sold subject)\b/;
const THE_HOME_BEFORE = /\bthe\s+(?:[\w-]+\s+){0,2}$/;
// "we'd need to sell ours first, it's a 3 bed semi": "it" after their home describes that home.
const OWN_DESCRIBED_BEFORE =
  /\b(?:ours|mine|(?:our|my|her|his|their) (?:house|flat|home|place|property))\b[^.!?]{0,40}?\b(?:it's|its|it is|which is|that's)\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}$/;
// "could someone come and value it? It is a 4 bed detached", "what would ours be worth? It's a semi":
// "it" straight after asking for a valuation describes the home to be valued.
const VALUED_DESCRIBED_BEFORE =
  /\b(?:value (?:it|ours|mine)|valuation|be worth|it worth)\b[^.!?]{0,30}[.?]\s*(?:it's|its|it is)\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}$/;
// "our London flat", "my Leith 2 bed": a possessive and the name of a place before the kind is the
// home they have there. The name is one or two words, a UK town or capitalised as written.
const POSSESSIVE_PLACE_BEFORE =
  /\b(?:our|my|their|his|her)\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+(?:(?:\d+|\w+)[ -]bed(?:room)?\s+)?$/;

function isPossessivePlace(turn: Turn, before: string, beforeStart: number): boolean {
  const m = POSSESSIVE_PLACE_BEFORE.exec(before);
  if (!m) return false;
  const nameStart = beforeStart + m.index + m[0].indexOf(m[1], m[0].search(/\s/));
  const written = turn.text.slice(nameStart, nameStart + m[1].length);
  return isUkPlaceName(m[1].replace(/\s+/g, ' ')) || written.split(/\s+/).every((w) => /^[A-Z][a-z']/.test(w));
}

// "my contract on the flat ends in May", "the lease on our maisonette", "a valuation on the
// Gosforth house": the tenancy or valuation of a home is about the one they have, not one wanted
// ("a tenancy on a flat" with "a" may be a wish, so only "the", a possessive or nothing is read).
const PAPERWORK_ON_BEFORE =
  /\b(?:contract|lease|tenancy|valuation|appraisal)\s+(?:on|of)\s+(?:(?:the|my|our|her|his|their)\s+)?(?:[\w'-]+\s+){0,2}$/;

const HAS_HOME_VERBS = ['own', 'rent', 'had', 'have now', 'live', 'used to', 'bought', 'purchased'];

// "make that 3 beds" corrects what they asked for, whatever the question was.
const CORRECTS_WISH_BEFORE = /\b(?:make (?:that|it)|change (?:that|it) to|scratch that,?)\s+(?:an?\s+)?$/;
// "we need to sell it" in the answer is about their home; "we need a 3 bed" is what they want.
const WANTS_IN_ANSWER = /\b(?:want|looking|after|need)\b(?!\s+to\s+sell)/;

// "2 bed bungalow is fine", "a flat would do": a kind or size said to be acceptable is a wish, even
// in answer to a question about their home.
const ACCEPTED_AFTER = /^(?:\s+[\w-]+)?\s+(?:(?:is|would be|will be|'d be)\s+(?:fine|ok|okay|perfect|ideal|enough|plenty)|would do|will do)\b/;

// "Are you buying, selling, renting or letting?" offers selling as a choice; it asks nothing about their home.
const INTENT_WORD = '(?:buy|buying|sell|selling|rent|renting|let|letting)';
const INTENT_CHOICES = new RegExp(`\\b${INTENT_WORD}(?:\\s*(?:,|or|/)\\s*${INTENT_WORD})+\\b`, 'g');

/**
 * True when a buyer's or tenant's words at [start, end) describe the property they have now rather
 * than the one they want: a possessive before it, a clause about "ours", or an answer to a question
 * about their own home.
 */
export function isAboutOwnProperty(turn: Turn, start: number, end: number): boolean {
  const lower = turn.maskedLower;
  const [clauseStart, clauseEnd] = findNearClause(turn.bounds, lower.length, start, end);
  const beforeStart = Math.max(clauseStart, start - 60);
  const before = lower.slice(beforeStart, start);
  if (CORRECTS_WISH_BEFORE.test(before)) return false;
  if (OWN_BEFORE.test(before) || LIVING_IN_BEFORE.test(before)) return true;
  // Plain substring checks first keep these two patterns off the many words that cannot match.
  if ((before.includes(' on ') || before.includes(' of ')) && PAPERWORK_ON_BEFORE.test(before)) return true;
  if (isPossessivePlace(turn, before, beforeStart)) return true;
  if ((HAVE_BEFORE.test(before) || (HAS_HOME_VERBS.some((v) => before.includes(v)) && HAS_HOME_BEFORE.test(before))) && !HAVE_IN_MIND_AFTER.test(lower.slice(end, end + 60))) return true;
  // The pattern stops at a full stop itself, so a fixed window is enough.
  if (OWN_DESCRIBED_BEFORE.test(lower.slice(Math.max(0, start - 90), start))) return true;
  if (VALUED_DESCRIBED_BEFORE.test(lower.slice(Math.max(0, start - 90), start))) return true;
  if (HOME_LEFT_BEFORE.test(lower.slice(Math.max(0, start - 90), start))) return true;
  if (lower.includes('tenant') && TENANT_IN_BEFORE.test(lower.slice(Math.max(0, start - 70), start))) return true;
  if (OUTGROWN_AFTER.test(lower.slice(end, end + 70))) return true;
  if (SOLD_FOR_AFTER.test(lower.slice(end, end + 30)) && THE_HOME_BEFORE.test(before)) return true;
  if (MARKET_STATE_AFTER.test(lower.slice(end, end + 40)) && THE_HOME_BEFORE.test(before)) return true;
  if (WHOSE_AFTER.test(lower.slice(end, end + 20))) return true;
  if (OWN_CLAUSE.test(lower.slice(clauseStart, clauseEnd))) return true;
  if (OWN_AFTER.test(lower.slice(end, end + 40)) || BOUGHT_AFTER.test(lower.slice(end, end + 40))) return true;
  return (
    OWN_QUESTION.test(turn.questionLower.replace(INTENT_CHOICES, ' ')) &&
    !turn.topics.has('bedrooms') &&
    !WANTS_IN_ANSWER.test(lower) &&
    !ACCEPTED_AFTER.test(lower.slice(end, end + 30))
  );
}

// "my friend pays 1100 for a 2 bed", "my brother bought a 3 bed in Roundhay", "our late mother's
// house", "mum and dad bought their first house in 1990", "my sister completed on her flat": a home
// that belongs to someone else the visitor mentions is not one they want. Parents are often named
// without "my" ("mum and dad"), as if by name.
const SOMEONE = String.raw`(?:mum|mom|dad|nan|gran|grandma|grandad|(?:my|our|his|her|their)\s+(?:(?:best|late|older|younger|little|big|elder|twin|old)\s+)?(?:${OTHER_PEOPLE_NOUNS}|ex|partner|wife|husband|fianc[eé]e?|boyfriend|girlfriend))`;
// After their own possessive ("bought his first flat", "completed on their retirement flat") any
// two words may describe the home; after "a" only describing words, so "my sister has a dog and we
// want a flat" is not read.
const SOMEONE_HAS_BEFORE = new RegExp(
  String.raw`\b${SOMEONE}\s+(?:(?:just|recently|already|also|still)\s+)?(?:pays|paid|bought|has|had|got|owns|owned|rents|rented|sold|lives in|lived in|moved into|completed on)\b[^.!?]{0,25}?\b(?:(?:a|an)\s+${DESCRIBING}|(?:his|her|their)\s+(?:[\w-]+\s+){0,2})$`,
);
const SOMEONE_S_BEFORE = new RegExp(String.raw`\b${SOMEONE}'s\s+${DESCRIBING}$`);

// Words one of which SOMEONE needs: a possessive, or a parent named without one.
const SOMEONE_CUES = ['my ', 'our ', 'his ', 'her ', 'their ', 'mum', 'mom', 'dad', 'nan', 'gran'];

/** True when the words at [start, end) describe the home of someone else the visitor mentions. */
export function isSomeoneElsesHome(turn: Turn, start: number, end: number): boolean {
  const lower = turn.maskedLower;
  const [clauseStart] = findNearClause(turn.bounds, lower.length, start, end);
  const before = lower.slice(Math.max(clauseStart, start - 80), start);
  if (!SOMEONE_CUES.some((w) => before.includes(w))) return false;
  if (!SOMEONE_HAS_BEFORE.test(before) && !SOMEONE_S_BEFORE.test(before)) return false;
  // "my husband has a 3 bed in mind" is a wish of the household.
  return !HAVE_IN_MIND_AFTER.test(lower.slice(end, end + 60));
}
