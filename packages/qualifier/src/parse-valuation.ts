import { findNearClause, isAffirmative, isNegative } from './text';
import { perTurn } from './turn-memo';
import type { Turn } from './types';

// Chat spellings of the words the questions turn on: "wat cud i get for it", "how much wud it go for".
const WHAT = String.raw`(?:what|wat|wot)`;
const WOULD = String.raw`(?:would|wud|wd|could|cud|cd|will|might|should)`;
// "How much you think is worth?": the auxiliary may be dropped.
// Someone else asked to name a figure for their property ("could you give me an idea of rent?" for
// theirs as well as of price): "what do you think it's worth", "what
// would you say ours would go for", "could someone come round and price it", "put a price on it".
const ASKS_OPINION = new RegExp(
  String.raw`(?:${WHAT}|how much) (?:do |would |d'|did )?(?:you|u) (?:think|reckon|say|estimate|guess)\b[^.!?,]{0,40}?\b(?:worth(?! (?:the|a|it|seeing|viewing|going|paying|looking)\b)|go for|sell for|rent for|let for|fetch|get for (?:it|them|ours|(?:my|our|the|this) ))|\b(?:price|price up) (?:it|ours|(?:my|our|the) [\w-]+(?: [\w-]+)?)(?: up)?(?! (?:range|is|was))\b|put a (?:price|figure|value) on (?:it|ours|(?:my|our|the) [\w-]+)|(?:give|get) (?:me |us )?(?:a|an|some) (?:rough |ballpark |realistic )?(?:figure|estimate|ballpark|idea of (?:price|value|the price|the value|(?:the )?(?:rent|rental (?:value|figure|income))))(?= for (?:it|ours|(?:my|our|the|this) )| on (?:it|ours|(?:my|our) )|\s*[?.!]|\s*$)|(?:give|get) (?:me |us )?(?:a|an) (?:rough |ballpark |realistic )?(?:price|estimate) (?:for|on) (?:it|ours|my|our)\b|\b(?:ballpark|estimate) (?:figure |price )?(?:for|on|of) (?:it|ours|my|our)\b|apprais(?:e|ing) (?:it|ours|my|our|the (?:house|flat|property|bungalow|cottage))\b|(?:${WHAT}|price|how much)\b[^.!?]{0,30}\b(?:market|list|put)(?:ing)? (?:it|ours|(?:my|our|the) [\w-]+) (?:on (?:the market )?)?(?:at|for)\b|(?:(?:tenants?|buyers?|people|someone) ${WOULD}|(?:${WHAT}|how much) ${WOULD} (?:tenants?|buyers?|people|someone)) pay for (?:it|ours|(?:my|our) )|${WHAT}(?:'s| is| would be) the (?:likely|expected|achievable|realistic) (?:rent|price|value|selling price|sale price)\b(?=[^.!?]{0,30}\b(?:it|ours|mine|my|our)\b)`,
);
// What the visitor could charge or get: "what should we be charging per room", "wat cud i get for
// it", "how much could it rent for", "can you tell me the price I can get?" ("the price we could get
// it for" is a buyer's haggle, "the rent we should expect to pay" a tenant's).
const ASKS_FIGURE = new RegExp(
  String.raw`the (?:best )?(?:price|rent|figure|amount) (?:i|we) (?:can|could|would|might|will|should|'d) (?:realistically )?(?:get|achieve|fetch|expect|ask)\b(?! (?:it|them|one|a|the|to pay|to spend)\b)|${WHAT} (?:${WOULD}|can) (?:i|we) (?:realistically |reasonably |roughly |actually )?(?:be )?(?:get(?:ting)?|ask(?:ing)?|charg(?:e|ing)|expect(?:ing)?)(?=(?: now| these days| nowadays)?(?: for (?:it|them|ours|rent|(?:my|our|the|this) )| per\b| a (?:month|week)\b| in (?:rent|rental income)\b|\s*[?.!]|\s*$))|(?:${WHAT}|how much) (?:${WOULD} (?:it|they)|(?:it|they|ours|(?:my|our|the) (?:[\w-]+ )?(?:house|flat|home|place|property|bungalow|cottage|maisonette|apartment|semi|terrace|studio)) ${WOULD}) (?:go|sell|rent|let|fetch|get|achieve)\b|${WHAT} (?:kind of |sort of )?price ${WOULD} (?:i|we|it) (?:expect|get|achieve|ask|fetch)\b|how much (?:(?:rent )?(?:per|a|each) (?:calendar )?(?:month|week|room|person) )?(?:can|could|would|should|might|wud|cud) (?:i|we) (?:realistically |reasonably |roughly )?(?:be )?(?:charg(?:e|ing)|ask(?:ing)?|get(?:ting)?|let (?:it|them|ours|(?:my|our|the|each|every|a) [\w-]+)(?: out)? for|rent (?:it|them|ours|(?:my|our|the|each|every|a) [\w-]+)(?: out)? for)\b`,
);
// Asking to have a property valued for sale or rent: "valuation", "market appraisal", "come and value
// it", "get my 2 bed terrace in Leith valued" (the property described, place and all, "in Leith, EH6," set off by commas too),
// "can it be valued?" (asked in the passive, for a parent's house as well as their own), "what's my flat worth", "could you value mine?", "I need to know how much it is worth" (asked in a statement's word order), "what rent could I get" (or "we'd achieve", the short form, "id get" typed without the apostrophe, "I should be asking" in the progressive), "what would it go for", "an idea of the rent it
// might achieve", "the achievable rent", "check what the rent should be" (the owner sets it, so
// asking what it should be asks for a figure), "your opinion on price", "we should like our house valued".
const ASKS_VALUATION =
  /\b(?:valuations?|valuers?|value it|(?:could|can|would|will|to|and|someone|you|u) value that\b(?! (?:advice|help|service|a lot|highly|greatly))|value (?:my|our|the|ours|mine|this)\b|(?:rent|price|figure) (?:it|ours|(?:my|our|the|this) [\w-]+) (?:might|could|would|will|should|may|can) (?:achieve|get|fetch|command|go for|make|bring in)|achievable (?:rents?|prices?)|(?:advise|advice) (?:on|about) (?:the |a |an )?(?:likely|achievable|realistic|expected) (?:rents?|prices?|rental (?:value|income))|(?:would|could|will|might) it (?:get|fetch|achieve) (?:more than|over|at least|as much as|close to)|(?:your |an? |some )?opinion on (?:the )?(?:price|value|rent|what it)|(?:get|have|having|getting|(?<!(?:n't|not|never) )(?:like|want|need|love))\s+(?:it|ours|(?:my|our|the) (?:[\w-]+,? ){0,5}[\w-]+),?\s+valued|(?:can|could|would|will|should) (?:it|ours|they|(?:my|our|the|this|his|her|their) (?:[\w-]+ ){0,3}[\w-]+) be valued|market appraisal|appraisal|(?:what|wat|wot)(?:'s|s| is| it's) (?:my|our|it|the|a|an|this)? ?(?:[\w-]+ ){0,6}worth|what (?:it|ours|they)(?:'s| is|'d| would| might| could| will| may)(?: (?:roughly|currently|actually|realistically|now))?(?: be)? worth|how much (?:it|ours|they|(?:my|our|the) [\w-]+(?: [\w-]+)?)(?:'s| is| are|'d be| would be| could be| might be| will be)(?: (?:roughly|currently|actually|realistically|now))? worth|what (?:my|our|the|this) (?:[\w-]+ ){0,6}(?:is|would be|might be|could be) worth|how much (?:is|would|could) (?:my|our|it|the) (?:[\w-]+ ){0,6}(?:be )?worth|worth these days|how much (?:could|would|can|might) (?:i|we) (?:get|ask|sell)|what (?:would|could|will|might) it (?:go|sell|rent|fetch|command|achieve|bring in)|(?:what|how much) (?:is|'s) (?:it|ours|(?:my|our|the) [\w-]+) likely to (?:go for|sell for|fetch|achieve|get|rent for|let for)|what(?:'s|s| is) the most (?:i|we) (?:could|can|would|might|should) (?:charge|ask|get)|(?:what|wat|wot) (?:sort of |kind of )?rents? (?:(?:per|a|each) (?:room|person|month|week) )?(?:could|would|can|should|might|cud|wud|do you think)|(?:what|wat|wot) (?:sort of |kind of )?(?:monthly |weekly )?rents? (?:(?:per|a|each) (?:room|person|month|week) )?(?:(?:i|we|it|they)'d|id|wed|(?:i|we|it|they|you) (?:could|would|can|should|might|will|cud|wud)(?: be)?) (?:get(?:ting)?|fetch(?:ing)?|achiev(?:e|ing)|expect(?:ing)?|charg(?:e|ing)|ask(?:ing)?|bring(?:ing)? in|mak(?:e|ing)|command(?:ing)?)|how much rent|would it (?:rent|fetch)|could it fetch|what (?:could|would) (?:i|we) (?:get|ask|charge|(?:sell|let|rent) (?:it|ours|(?:my|our|the) [\w-]+)(?: out)? for)|what (?:i|we)(?:'d| would| could| might) (?:get|ask|charge|fetch|achieve)|(?:what|how much) (?:would|could|will|might) (?:my|our|the) (?:[\w-]+ ){1,6}(?:fetch|go for|sell for|rent for|let for)|going rent|going rate|market rent|rental value|the value of (?:my|our|the|this)|(?:my|our) (?:[\w-]+ ){0,6}(?:would|could|might|will) (?:go for|sell for|fetch|rent for|let for)|what rent to (?:ask|charge|expect|set)|(?:what|wat|wot) (?:the |its |the new )?(?:rent|asking price) (?:should|ought to) be\b|what (?:would|will|could|might) (?:my|our|the|this|it) (?:[\w-]+ ){0,6}be worth|(?:would|could|might|will) (?:i|we) get [^.!?]{0,30}\bfor (?:it|my|our|the)\b|idea of (?:its|the) value|(?:an |some )?idea of (?:the )?(?:price|value) (?:for|of) (?:it|ours|(?:my|our) [\w-]+)|what (?:it|ours|they)(?:'d| would| could| might| will) (?:go for|sell for|fetch|achieve|rent for|let for)|(?:what|which) (?:price|figure|value) (?:would|could|will|might|do) (?:you|u) (?:put|place) on (?:it|ours|(?:my|our|the|this) [\w-]+)|value (?:it|them) for|second opinion on the price|price it)\b/g;
// "we'll get a local agent up there to value it": another firm values it, which asks nothing of this one.
// "no need to value it", "dont need a valuation" (typed without the apostrophe), "already valued", "too early to get anyone round to value it", "she doesn't
// want anyone round to value it yet".
const DECLINED_BEFORE =
  /\b(?:no need|(?:don't|dont|doesn't|doesnt|do not|does not|won't|wont|will not) want (?:anyone|anybody|someone|somebody|an agent|any agents?|agents|a valuer|you)|not needed|(?<!(?:once|when|until|till|if|so|so that) )(?:i|we) (?:already )?know|don't need|dont need|do not need|doesn't need|doesnt need|not need|no point|not yet|not now|not at the moment|too early|no thanks|already (?:been |had |got )?|had it|had them|another agent|another firm|(?:a |an )?(?:local|different|other) (?:estate )?(?:agents?|firm|valuers?)|someone else|(?:an?|the|another|local|their|our|my) (?:[\w-]+ )?(?:agent|agents|valuer|surveyor)(?: \w+)?(?: is| are|'s| was| were) (?:coming|going|booked|due))\b[^.!?]*$/;
const DECLINED_AFTER =
  /^[^.!?]*\b(?:not needed|isn't needed|already done|done already|last month|last year)\b|^\s*(?:\w+\s+){0,2}already\b/;
const SHORT_ANSWER_START = /^\s*(?:no|nope|not yet|not really|yes|yeah|yep)\s*[,.!-]+/;
// "Would you like to know what rent it could get?", "an idea of the rent it could achieve": the
// assistant offers a figure for the property, so a yes asks for one.
const VALUATION_QUESTION =
  /\b(?:valuations?|valuers?|value (?:it|your|yours|the)|market appraisal|appraisal|rent level|what (?:it|your \w+) (?:is worth|would rent|could rent)|(?:look at|check|review|assess) (?:the |your )?rents?|(?:rent|price) (?:it|yours|your \w+|the \w+) (?:could|would|might|should|will|can) (?:get|achieve|fetch|command|go for|let for|sell for)|(?:idea|figure|estimate|sense) of (?:the |its |what )?(?:rent|price|value|it(?:'s| is| would be| could be) worth))\b/;
// "We should like that very much" to "Would you like us to come and value it?": the offer taken.
const ACCEPTS =
  /^\s*(?:(?:i|we)(?:'d| would| should)(?: very much)? (?:like|love|appreciate|welcome) (?:that|one)\b|go on(?: then)?|please|that would be (?:great|lovely|useful|helpful|good|brilliant)|that'd be (?:great|lovely|useful|helpful)|sounds (?:good|great)|sure|why not|yes|yeah|definitely|absolutely|ok|okay|great|lovely|perfect)\b/;
// "would be good to know if I could get more" to "Would a rental valuation be useful?": wanting to
// know the figure offered is a yes, wherever in the reply it is said.
const WANTS_TO_KNOW =
  /\b(?:(?:would|'d|will) be (?:good|great|useful|helpful|handy|nice|interesting|brilliant) to (?:know|find out|hear|see)|(?:i'd|id|we'd|i would|we would) (?:like|love) to (?:know|find out))\b/;
// "might as well have one now" to "Would you like a valuation now or nearer the time?": taking the
// offered valuation ("we'll have one nearer the time" puts it off).
const TAKES_ONE =
  /\b(?:might as well|may as well|let's|lets|happy to|(?:we|i)(?:'ll| will| can))\s+(?:have|do|get|book|go (?:for|with)|take|arrange)\s+(?:one|it|that)\b(?![^.!?]{0,20}\b(?:later|nearer the time|closer to the time|another time|in the new year)\b)/;
// "if you do it then yes please": a yes on a condition is still a yes.
const ACCEPTS_IF = /(?:^|[.!?,]\s*)if\b[^.!?]{0,60}?\b(?:then )?(?:yes|yeah|yep|please)\b/;
// "we had it valued elsewhere but I'd like your opinion on it": a second figure, asked for.
const WANTS_YOUR_FIGURE = /\b(?:i'?d|id|we'?d|i would|we would) (?:like|love|want|welcome|value) (?:your|ur) (?:opinion|view|take|figure)\b/;
// "What rent are you after?" - "what would you suggest": the visitor asks the agent to name the figure.
// "What rent would you like to achieve?" - "no idea, that's what we need you for": the figure is
// handed back to the agent.
const FIGURE_QUESTION =
  /\b(?:rent|price|asking price)\b[^?]{0,30}\b(?:after|looking for|hoping for|hoping to get|want|wanting|expecting|in mind|thinking of|aiming for|(?:like|hoping|hope|want) to (?:achieve|get|charge|ask))\b/;
const ASKS_SUGGESTION =
  /\b(?:what|wat|wot) (?:would|do|wud|d|will|should) (?:you|u) (?:suggest|recommend|advise|reckon|think)\b|\b(?:what's|whats|what is) (?:your|ur) (?:suggestion|advice|recommendation)\b|\b(?:that's|thats|that is) what (?:we|i) (?:need|want|have|came to|'re asking|are asking) (?:you|u)\b|\b(?:that's|thats|that is) (?:your|ur) (?:job|department|area)\b|\byou tell (?:me|us)\b|\b(?:you're|youre|you are) the experts?\b/;
// "Not a formal valuation, we'd just like to know how you'd market it": the kind of thing turned down.
// "no valuation needed", "not looking for a valuation yet", "not after any appraisal": turned down
// by a "no" just before it or a "not" on the wanting verb; "not ready for a valuation yet" puts it off.
// "had one from another agent, we want a second opinion so yes please": a yes after "so" takes it up.
const BUT_WANTS = /\b(?:so|then) (?:yes|yeah|yep)\b|\bbut\b(?=[^,;]*\b(?:i'?d|id|we'?d|i would|we would|i|we) (?:like|love|want|welcome)\b(?![^,;]*\bbut\b))/;
// "we don't want a valuation yet", "I do not need any appraisal": the wanting verb negated by its auxiliary.
const NOT_THIS_BEFORE =
  /(?:\bnot(?: (?:looking for|after|wanting|needing|asking for|interested in|bothered about|ready for))? (?:a|an|any)(?: [\w-]+)?|(?:\b(?:do|does|did) not|n't|\b(?:dont|doesnt|didnt)) (?:want|need|require)(?: (?:a|an|any))?(?: [\w-]+)?|\bno)\s+$/;
// "Can I take your details to book the valuation?": a no there withholds the details, not the valuation.
const CONTACT_QUESTION = /\b(?:your (?:details|name|number|email|phone|contact)|(?:name|number|email|phone number|contact details)\b(?! of))/;
// "I have a good idea of the rent, thanks" to "Would you like a rental valuation?": the visitor
// already has the figure offered, which turns the offer down (and its "I have" is no yes).
const KNOWS_FIGURE =
  /\b(?:i|we)(?:'ve| have|'ve got| have got| already have)? (?:already )?(?:got )?(?:a |an )?(?:good |fair |rough |decent |clear |pretty good )?idea (?:of |about )?(?:the |its |what )?(?:rent|rents|price|value|(?:it|ours)(?:'s| is|'d| would| will| could) (?:worth|get|fetch|go for|rent for))\b|\b(?:i|we) (?:already )?know (?:the (?:rent|price|value)|what (?:it|ours)(?:'s| is|'d| would| will| could) (?:worth|get|fetch|go for|rent for))\b/;
// "go on then, how much would you say?" to "Would you like a rental valuation?": asking the figure
// offered takes the offer up, whatever they say they know already.
const ASKS_YOUR_FIGURE = /\b(?:how much|what) (?:would|do|d'|will) (?:you|u) (?:say|reckon|think|put it at)(?=\s*[?.!]|\s*$)/;
const DEFERS = /^\s*(?:maybe|perhaps|possibly)\s+(?:later|another time|in a (?:bit|while)|down the line)\b|\bnot (?:right )?now\b|\bnot yet\b|\blater on\b/;

// "waiting on the lender's valuation", "the bank's valuation is on Friday": the mortgage lender values
// the home being bought for itself, which asks nothing of the agent.
const LENDERS_VALUATION =
  /\b(?:lenders?|banks?|building society|mortgage|surveyors?)(?:'s|')?\s+(?:valuations?|valuers?)$/;

/** The last sentence of an assistant message that asks something ("When would you want to let it?"). */
function lastQuestionOf(questionLower: string): string {
  const end = questionLower.lastIndexOf('?');
  if (end < 0) return questionLower;
  const start =
    Math.max(questionLower.lastIndexOf('.', end), questionLower.lastIndexOf('!', end), questionLower.lastIndexOf('?', end - 1)) +
    1;
  return questionLower.slice(start, end + 1);
}

// The visitor's own property, by possessive or pronoun: "my 2 bed", "our place", "ours", "it".
// "something like ours", "a place like mine": a property of its kind stands for theirs.
const OWN = String.raw`(?:(?:my|our) (?:[\w-]+ ){0,4}?[\w-]+|(?:something|somewhere|one|a (?:[\w-]+ )?(?:house|flat|home|place|property|cottage|bungalow)) like (?:ours|mine|(?:my|our) [\w-]+)|ours|mine|it|they)`;
// What the property would bring, asked in any order: "what sort of money would my house fetch",
// "what my 2 bed could achieve in rent", "how much could ours go for", "what would my flat rent out
// for", "what its worth", "what are houses like mine going for", "a price on my house".
const ASKS_BRINGS = new RegExp(
  String.raw`(?:${WHAT}|how much)(?: (?:sort|kind) of)?(?: money| rent| price)? (?:${WOULD} ${OWN}|${OWN}(?: ${WOULD}|'d))(?: realistically| roughly| actually| currently| now)? (?:fetch|go for|sell for|rent(?: out)? for|let(?: out)? for|achieve|command|bring in|be worth)\b|${WHAT} (?:its|it's|it is|ours is|they're|theyre|they are) worth\b|\b(?:houses|flats|homes|places|properties|bungalows|cottages|ones|semis|terraces)(?: [\w-]+){0,3}? (?:like|similar to) (?:mine|ours|my|our)\b[^.!?]{0,30}?\b(?:going for|go for|worth|selling for|sell(?:ing)? for|fetch(?:ing)?|renting for|letting for|rent(?: out)? for|let(?: out)? for|achieving)\b|\b(?:a|an|some) (?:rough |ballpark |realistic |rental |sale |selling |rent )?(?:price|figure|estimate) (?:on|for) (?:it|ours|mine|(?:my|our) (?!budget|deposit|mortgage|salary)[\w-]+)\b|\b(?:a|an|some) (?:rough |ballpark |realistic )?(?:rental|rent|sale|selling) (?:price|figure|estimate|value) (?:on|for) (?:the|this) [\w-]+|\b(?:give|get) (?:me|us) (?:a|an|some) (?:rough |ballpark |realistic |rental |sale )?(?:price|figure)(?=\s*[?.!]|\s*$)`,
);

const ASKS = new RegExp(
  `${ASKS_VALUATION.source}|\\b(?:${ASKS_OPINION.source})|\\b(?:${ASKS_FIGURE.source})|(?:${ASKS_BRINGS.source})`,
  'g',
);

/** What one visitor message says about a valuation: asked, declined, or nothing. */
const readTurn = perTurn((turn: Turn): boolean | null => {
  const lower = turn.maskedLower;
  let said: boolean | null = null;
  for (const m of lower.matchAll(ASKS)) {
    if (LENDERS_VALUATION.test(lower.slice(Math.max(0, m.index - 22), m.index + m[0].length))) continue;
    const [clauseStart] = findNearClause(turn.bounds, lower.length, m.index, m.index + m[0].length);
    const sentenceStart = Math.max(lower.lastIndexOf('.', m.index), lower.lastIndexOf('!', m.index), lower.lastIndexOf('?', m.index)) + 1;
    // "not yet, we were hoping you could value it?" after "Is it on the market?": the "not yet"
    // answers the question, it does not decline the valuation.
    const answered = VALUATION_QUESTION.test(turn.questionLower) ? '' : (SHORT_ANSWER_START.exec(lower)?.[0] ?? '');
    const sentence = lower.slice(Math.max(Math.min(clauseStart, sentenceStart), answered.length), m.index);
    // "we've had it valued by another agent but I'd like a second opinion on the value": what comes
    // after a "but" with a wanting verb is asked for, whatever was turned down before it.
    const but = sentence.search(BUT_WANTS);
    const before = but < 0 ? sentence : sentence.slice(but);
    const after = lower.slice(m.index + m[0].length, m.index + m[0].length + 60);
    const turnedDown = NOT_THIS_BEFORE.test(lower.slice(Math.max(0, m.index - 40), m.index));
    said = !(turnedDown || DECLINED_BEFORE.test(before) || DECLINED_AFTER.test(after));
  }
  if (said !== null) return said;
  if (FIGURE_QUESTION.test(turn.questionLower) && ASKS_SUGGESTION.test(lower)) return true;
  if (!VALUATION_QUESTION.test(turn.questionLower)) return null;
  if (ASKS_YOUR_FIGURE.test(lower) || WANTS_YOUR_FIGURE.test(lower) || ACCEPTS_IF.test(lower) || WANTS_TO_KNOW.test(lower) || TAKES_ONE.test(lower)) return true;
  if (KNOWS_FIGURE.test(lower)) return VALUATION_QUESTION.test(lastQuestionOf(turn.questionLower)) ? false : null;
  // "We can do a rental valuation. When would you want to let it?" - "no rush" answers the timing,
  // not the offer: a no declines the valuation only when the question last asked is about it.
  if (DEFERS.test(lower) || isNegative(lower)) {
    const asked = lastQuestionOf(turn.questionLower);
    return VALUATION_QUESTION.test(asked) && !CONTACT_QUESTION.test(asked) ? false : null;
  }
  if (isAffirmative(lower) || ACCEPTS.test(lower)) return true;
  return null;
});

/**
 * True when the visitor asks to have a property valued for sale or rent, in their own words or by
 * saying yes to the offer of one, whatever their intent (QUALIFY.md v2); a later "no need" withdraws it.
 */
export function parseValuation(turns: readonly Turn[]): boolean {
  let valuation = false;
  for (const turn of turns) valuation = readTurn(turn) ?? valuation;
  return valuation;
}
