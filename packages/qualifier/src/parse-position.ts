import { OTHER_PEOPLE_NOUNS } from './other-people';
import { isAffirmative, isNegative } from './text';
import { perTurn } from './turn-memo';
import type { ChainPosition, Intent, Turn } from './types';

// Chat drops the apostrophe: "which isnt on the market yet".
// "so no, not a first-time buyer", "I'm not an FTB": the article does not undo the "not".
const NOT = /(?:\bnot|n't|\b(?:isnt|isn't|arent|wasnt|hasnt|havent|hadnt|aint)|\bnot yet|\bnever)\s+(?:yet\s+|currently\s+|actually\s+)?(?:an?\s+)?$/;
// Not on the market yet: "haven't put it on the market", "goes on the market next week", "we'll be
// putting ours on the market", "we'll put it on the market once we've found something": a home still to sell.
// "it hasn't gone up for sale yet", "hasn't been on the market": not listed, so still to sell.
// "which we have not yet put on the market", "has not been put on the market": the home named
// before the verb, so the object may be missing.
const NOT_LISTED_YET =
  /(?:(?:\bnot|n't|\bnever)\s+(?:yet\s+)?(?:been\s+)?(?:put|got|placed|listed)\s+(?:(?:it|ours|them|(?:our|my|the) \w+)\s+)?|(?:\bnot|n't|\bnever)\s+(?:yet\s+)?(?:gone|been|come|went)\s+|\b(?:goes|going|go|will be|'ll be|about to go|due to go|putting (?:it|ours|them|(?:our|my|the) \w+)|(?:to|will|'ll|shall|gonna) put (?:it|ours|them|(?:our|my|the) \w+))\s+)$/;
const MENTIONS: [ChainPosition, RegExp][] = [
  [
    'first_time_buyer',
    // "this'll be our first", "my first!": the home left unsaid. "get on the ladder": the first rung.
    // "she wants to buy her first house", "ma first flat": the buyer's first home, whoever types it.
    // "it will be the first house we own": the same home, said the other way round.
    /\b(?:(?:first|1st)[- ]time buyers?|ftbs?|(?:our|my) (?:very )?(?:first|1st)(?=\s*(?:$|[.!,;)]))|(?<!\bback )(?:get|getting|step|stepping|climb|climbing|jump|jumping) on(?:to)? the (?:property |housing )?ladder|(?:first|1st) rung|(?:our|my|ma|her|his|their) (?:very )?(?:first|1st) (?:home|place|house|flat|property|purchase)|(?:first|1st) (?:home|place|house|flat|property) (?:we|i|they|she|he)(?:'ll| will| would| 'd|'d)? (?:own|buy)\b(?! (?:it|one|a|another)\b)|(?:first|1st) (?:home|place|house|flat|property|purchase) for (?:us|me)|(?:first|1st)[- ]time(?=\s*(?:$|[.!,;]))|(?:first|1st)[- ]time (?:buying|purchasing|purchase|homebuyers?|home buyers?|owners?)|(?:first|1st) home|(?<!\bin the )(?:first|1st) place(?=\s*(?:$|[.!,;]))|never owned|buying for the (?:first|1st) time|(?:first|1st) (?:property|purchase)|never (?:bought|purchased)(?: (?:a (?:home|house|flat|property)|before|our own|my own))?)\b/g,
  ],
  [
    'under_offer',
    // "ours is SSTC": sold subject to contract, the same as "sold STC"; "we've sold our farm near
    // Malmesbury, subject to contract" with the proviso after a comma.
    /\b(?:sold (?:(?:ours|it|(?:our|my) (?:\w+ ){0,2}\w+),? )?(?:stc|subject to contract)|s?stc|under offer|(?:had|have|got|accepted|taken)\s+(?:an\s+)?offers? (?:accepted|on)|(?:had|have|got)\s+an offer accepted|offer accepted|accepted an offer|(?:got|have|found) (?:a )?buyers? for|(?:got|have|found) a buyer|memorandum of sale|(?<!\bno )(?:our|my) buyers?(?:'s?)?(?! (?:has |have |had )?(?:pulled|fell|fallen|backed|withdrew|withdrawn|dropped|gone))|sale(?:'s| is| has been)? agreed|went under offer|exchanged (?:on (?:ours|(?:our|my) \w+)|contracts))\b/g,
  ],
  [
    'on_market',
    // "house on market atm": chat drops the article.
    // "on with Hartleys" names the agent; "get on with it", "press on with things" is haste, not a listing.
    /\b(?:on (?:the )?market(?! (?:street|square|place|road|lane|hall|town|day|stall|research)\b)|up for sale|(?:been |is |it's )?listed (?:with|since|for)|for sale with|(?<!\b(?:get|gets|getting|got|carry|carrying|crack|cracking|press|pressing|push|pushing|move|moving|keen to|want to|wants to) )on with (?!(?:it|things|that|this|them|everything|the)\b)[a-z]+|(?:live |listed |up )?on (?:rightmove|zoopla|onthemarket|purplebricks))\b/g,
  ],
  [
    'to_sell',
    // "it's not listed anywhere yet", "hasn't been advertised": a home to sell, not yet on the market.
    // "we've got ours to sell": the home named by "ours", as "a house to sell".
    // "we need you to make valuation of it first", "a valuation of our flat first": their own home to
    // be valued before they buy, so still to sell; a lender's valuation is of the home they buy.
    // "thinking of selling up in Cromer and buying inland": selling the home they live in, still to come.
    /\b(?:(?:need|have|has|got|'d have|would have|will need|must|'ll need|'ll have)\s+to\s+sell|selling up\b|(?:not|n't|never) (?:yet )?(?:been )?(?:listed|advertised|marketed)(?= anywhere| yet| with anyone|\s*[,.!;]|\s*$)|(?:'d like|would like|want|wanting|plan|planning|hoping)\s+to\s+sell (?:our|my) |sell (?:ours|our \w+(?: \w+)?|my \w+) first|sell\w* first|(?:get|have) ours valued|valuation on ours|(?<!\b(?:lender|lenders|bank|banks|surveyor|mortgage)\b(?:'s)?(?: [\w-]+){0,4} )valuation (?:of|on|for) (?:it|ours|(?:our|my) [\w-]+(?: [\w-]+)?) first|value ours|property to sell|house to sell|flat to sell|home to sell|(?:got|have|has) (?:ours|mine|one) to sell|(?:will|'ll|going to|gonna) sell (?:it|ours|(?:our|my) \w+)|selling (?:ours|(?:our|my) (?:[\w-]+ ){0,2}\w+) to (?:buy|fund|finance|pay for))\b/g,
  ],
  [
    'nothing_to_sell',
    // "looking to add to my rental portfolio": an investor keeping what they own; "keeping everything
    // I've already got", "our house in Chester will be kept for our son": what they own stays theirs.
    // "we were going to sell our flat but we've decided to keep it": a plan to sell given up, as the
    // later words say, so the home stays theirs.
    // "we sold in May and we're in a rental now", "I sold up north last year, renting now": sold, then
    // renting, whatever comes between, so nothing is left to sell.
    // "I own a studio which I'm going to rent out": kept and let, so not sold for this purchase.
    // "the sale of our house completed last month", "our London flat completed in May", "we sold the
    // Leeds house in June", "after selling the family home, that completed in August": sold and
    // gone, so nothing left to sell.
    // "we sold it in March, the money's in the bank": the home asked about sold in the past tense, so
    // nothing left to sell ("we sold our business" names something else).
    // "Cash buyer, selling nothing": nothing to sell, word order turned round.
    // "they're sellin nothin", "keepin them all": the same with the final g dropped.
    // "keeping existing units", "keep the current properties": an investor keeping what they own.
    // "retaining all my existing properties", "I've got my own house and I'm keeping that", "has no
    // properties to sell": the same in formal or plain words.
    // "the family home in Exeter was sold": sold, said the other way round.
    // "I'm letting my London flat rather than selling it": kept instead of sold, so nothing to sell.
    /\b(?:chain[- ]free|no onward chain|(?:rather than|instead of) sell(?:ing)? (?:it|ours|mine|them|(?:my|our) [\w-]+)\b|(?:nothing|nowt|naught) to sell|sell(?:ing|in'?) (?:nothing|nothin'?|nowt)|no chain|not selling anything|no propert(?:y|ies) to sell|(?:don't|do not) have (?:anything|a property|a house|a home) to sell|sold (?:ours|(?:our|my) (?:\w+ ){0,2}(?:house|flat|home|place|cottage|bungalow|apartment|maisonette|semi|terrace))(?!,? (?:stc|subject))|completed (?:on )?(?:the |our |my )?sale|(?:selling|sold|sale of) (?:the|our|my) (?:[\w-]+ ){0,2}(?:house|flat|home|place|property|cottage|bungalow|apartment|maisonette|semi|terrace),? (?:which|that) (?:has |had )?(?:completed|gone through|went through)|(?<!(?:once|when|until|till|after|if|before|as soon as) )(?:our|my|the) sale(?: of (?:our|my|the) (?:[\w-]+ ){0,2}(?:house|flat|home|place|property|cottage|bungalow|apartment|maisonette|semi|terrace))? (?:has |had |was )?(?:completed|gone through|went through)|(?<!(?:once|when|until|till|after|if|before|as soon as) )(?:our|my) (?:[\w-]+ ){0,2}(?:house|flat|home|place|property|cottage|bungalow|apartment|maisonette|semi|terrace)(?: sale)? (?:has |had )?completed|(?<!(?:once|when|until|till|after|if|before|as soon as) )(?:we|i|we've|i've|we have|i have) (?:already |just |recently )?sold the (?:[\w-]+ ){0,2}(?:house|flat|home|place|property|cottage|bungalow|apartment|maisonette|semi|terrace)(?!,? (?:stc|subject))|(?<!(?:once|when|until|till|after|if|before|as soon as) )(?:having|we've|we have|i've|i have)(?: already)? sold(?!,? (?:stc|subject))(?: (?:it|ours|our \w+))?(?: already)?(?: (?:last|this|in|a)\b|(?=\s*[,.!;])|\s*$)|(?<!(?:once|when|until|till|after|if|before|as soon as) )(?:we|i|we've|i've|we have|i have) (?:already |just )?sold up\b|(?<!(?:once|when|until|till|after|if|before|as soon as) )(?:we|i) (?:already |just )?sold it(?: (?:last|this|in)\b|(?=\s*[.!;])|\s*$)|(?<!(?:once|when|until|till|after|if|before|as soon as) )(?:we|i) (?:already |just |recently )?sold\b(?!,? (?:stc|subject))[^.!?;]{0,40}?\b(?:(?:we're|we are|i'm|i am|are|am)(?: now| currently)? (?:renting(?! (?:out|it|ours|mine|(?:it|ours|them|(?:my|our) [\w-]+) out)\b)|in (?:a )?(?:rental|rented)\b)|now (?:renting|in (?:a )?(?:rental|rented))\b)|completion (?:was|went through) (?:last|yesterday|on)|(?:keep(?:ing)?|retain(?:ing)?) (?:my|our|all my|all our|(?:(?:my|our|the|all(?: (?:my|our|the))?) )?(?:existing|current)) (?:\w+ ){0,2}(?:home|houses?|flats?|properties|property|place|rentals?|lets|units|portfolio|buy[- ]to[- ]lets?)|keep(?:ing|in'?) (?:them|it|both|the others|the rest|(?:that|those)(?! in mind))(?: all)?|(?:(?:decided|deciding|decide|chosen|choosing|opted|opting|planning|plan|going|prefer|preferring) to|'d rather|would rather) keep (?:it|ours|mine|them|both|(?:my|our|the) (?:[\w-]+ ){0,2}(?:home|house|flat|place|property|cottage|bungalow|apartment|maisonette|semi|terrace))(?! (?:until|till|while|for now|for the moment))|keeping (?:everything|all of (?:it|them)|all (?:i|we)(?:'ve| have) got|what (?:i|we) (?:already )?(?:own|have|'ve got|have got))|(?:house|flat|home|place|property|properties|cottage|bungalow|apartment|maisonette|semi|terrace|one)(?: (?:in|at) (?:[\w-]+ ){0,2}?[\w-]+)? (?:will be|'ll be|is being|are being|is going to be|is staying|stays) (?:kept|staying in the family)|(?:(?:which|that) )?(?:i'm|im|i am|we're|we are|i'll|we'll|i will|we will) (?:going to |gonna |planning to |be )?(?:rent|let)(?:ting|ing)? (?:it )?out|(?:i'll|we'll|i will|we will|i'm going to|we're going to|i am going to|we are going to) (?:rent|let) (?:it|ours|mine|(?:my|our) [\w-]+(?: [\w-]+)?) out|(?:which|that) (?:i'm|im|i am|we're|we are|i'll be|we'll be) (?:keeping|staying in|living in|stopping in)|(?<!(?:once|when|until|till|after|if|before|as soon as) )(?:our|my|the family) (?:[\w-]+ ){0,2}?(?:house|flat|home|place|property|cottage|bungalow|apartment|maisonette|semi|terrace)(?: in [\w-]+(?: [\w-]+)?)? (?:was|has been|got) sold\b(?!,? (?:stc|subject))|straight purchase|(?:add|adding|addition) to (?:my|our|the) (?:[\w-]+ ){0,2}portfolio|(?:grow|growing|expand|expanding|build|building) (?:my|our) (?:[\w-]+ ){0,2}portfolio)\b/g,
  ],
];
// "Do you have a property to sell?", "Is yours on the market?": a yes or no answers the chain.
// "Is he selling a home?", "Selling any property?": the same question with an article.
const CHAIN_QUESTION = /\b(?:to sell|selling (?:anything|yours|your|an?|any)\b|sell (?:first|yours)|on the market|chain)\b/;
const MARKET_QUESTION = /\bon the market\b/;
// "going on next month" to "Is it on the market?": not yet.
const GOING_ON_SOON = /\b(?:going on|goes on|go on|going live|goes live|will be|'ll be|about to|soon|shortly|next (?:week|month))\b/;
// "we rent at the moment" in answer to "Anything to sell?": no home of theirs to sell, the same as "no".
const RENTING_ANSWER =
  /^\W*(?:(?:no|nope|nah)\W+)?(?:(?:we|i)(?:'re|'m| are| am)?\s+)?(?:currently\s+|still\s+)?(?:rent|renting)\b(?!\s+(?:it|ours|mine|(?:my|our) \w+)\s+out)/;
// "already sold, we're renting" in answer to "Anything to sell first?": it has gone, so nothing to sell.
const SOLD_ANSWER =
  /^\W*(?:(?:no|nope|nah)\W+)?(?:(?:we|i)(?:'ve| have)?\s+)?(?:already|just)\s+sold\b(?!\s+(?:stc|subject|it stc))/;
// "Any offers yet?" - "we accepted one this morning": the "one" is an offer on their home.
const OFFER_QUESTION = /\boffers?\b/;
const ACCEPTED_ONE = /\b(?:accepted|taken|agreed to|gone with|said yes to) (?:one|it|that one|the (?:[\w-]+ )?one)\b/;
// "Are you a first-time buyer?": yes makes one; no says only that they have owned before.
// "Is this your first home?" asks the same.
// "Have you owned before?" leaves the home unsaid.
const FIRST_TIME_QUESTION =
  /\bfirst[- ]time buyers?\b|\bftb\b|\bbought before\b|\bowned (?:(?:a|your own) (?:home|property|house|flat|place) )?before\b|\bowned (?:a|your own) (?:home|property)\b|\b(?:your|a) (?:first|1st) (?:home|place|house|flat|property|purchase)\b/;
// "Have you owned a home before?" asks the other way round: yes says they have owned one.
const OWNED_BEFORE_QUESTION = /\b(?:owned|bought|had)\b[^?]*\bbefore\b|\bowned (?:a|your own) (?:home|property)\b/;
// "Are you keeping your existing properties?": an investor keeping what they own has nothing to sell.
const KEEPING_QUESTION = /\bkeep(?:ing)? (?:your|the|them|it)\b/;
// "no, first place" to "Anything to sell?": their first home, so a first-time buyer, not just nothing to sell.
const FIRST_HOME_ANSWER = /\b(?:first|1st) (?:place|house|flat|home|property|purchase|buy)\b/;

// "investor … already own 6 up here": a landlord adding to what they let keeps what they own
// (QUALIFY.md: a buy-to-let investor keeping what they own has nothing to sell).
const ALREADY_OWNS_SEVERAL =
  /\balready (?:own|have|got) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|a couple|a handful)\b(?! (?:bed|beds|bedrooms?|kids|children|cars)\b)/;
const INVESTOR = /\b(?:investor|investment|portfolio|rent (?:them |it )?out|let (?:them |it )?out|buy[- ]to[- ]let|btl|landlord)\b/;

// "my sister is a first time buyer too", "the seller is chain free": someone else's position.
// "our buyers are first-time buyers": the people buying the visitor's home.
const SOMEONE_ELSE =
  new RegExp(
    String.raw`\b(?:buyers?|sellers?|vendors?|owners?|${OTHER_PEOPLE_NOUNS}|he|she|they)(?:'s)? (?:is|are|was|were|'re|also|too)\b(?: (?:also|too|apparently|a|an|totally|completely))*\s*$`,
  );

// "I own a studio … she's never owned": one of the buyers has owned a home, so they are not
// first-time buyers together; the partner's history is not the visitor's.
const PARTNER_BEFORE = /\b(?:he|she|they|partner|wife|husband|boyfriend|girlfriend|fianc[eé]e?)(?:'s|'ve| has| have)\s+$/;
const VISITOR_OWNS = /\b(?:i|we) (?:already )?(?:own|owned|have owned|'ve owned)\b|\b(?:i've|i have|we've|we have) (?:got )?(?:a|my|our) (?:[\w-]+ ){0,2}(?:flat|house|home|studio|place|property|maisonette|apartment|cottage|bungalow) (?:already|of (?:my|our) own)\b/;

// "once ours is", "when the flat goes", "until it's": the start of a condition on their own home.
const CONDITION_BEFORE =
  /\b(?:once|until|till|unless|if|as soon as|when)\s+(?:ours|it|(?:our|my|the) [\w-]+(?: [\w-]+)?)\s*(?:is|'s|goes|gets|has gone|has been)?\s+$/;

// "the 3 bed semi, is it still on the market?": the visitor asks about a listing, not their own home.
// "as soon as we've got a buyer", "once I have a buyer": a buyer still to be found for their home.
const BUYER_CONDITION_BEFORE = /\b(?:once|when|until|till|unless|if|as soon as)\s+(?:we|i)(?:'ve|'ll| have| will)?\s+$/;

const LISTING_QUESTION_BEFORE = /\b(?:is|are) (?:it|this|that|they|these|those|the [\w-]+|this one|that one)\s+(?:still\s+)?$/;
const QUESTION_ENDS_SOON = /^[^.!?]{0,40}\?/;

// "it depends what we get for ours", "what our flat goes for": a price still to be had for their
// home says they have one to sell, but not whether it is on the market yet, so it is read only
// when nothing else has been said of it.
const PRICE_STILL_TO_HAVE =
  /\bwhat (?:(?:we|i)(?:'ll| will| can| could| might| would|'d)? get for (?:ours|mine|(?:our|my) [\w-]+)|(?:ours|mine|(?:our|my) [\w-]+) (?:sells|goes|will sell|will go|would sell|would go|might go) for)\b/;

const NEITHER = /^\W*(?:neither|none of (?:those|them|the above))\b/;

const readTurn = perTurn((turn: Turn): ChainPosition | null => {
  const lower = turn.maskedLower;
  const found: { position: ChainPosition; index: number }[] = [];
  for (const [position, pattern] of MENTIONS) {
    for (const m of lower.matchAll(pattern)) {
      const before = lower.slice(Math.max(0, m.index - 20), m.index);
      if (SOMEONE_ELSE.test(lower.slice(Math.max(0, m.index - 32), m.index))) continue;
      // "proceedable once ours is under offer": a condition still to be met, not where they stand now;
      // "once ours is on the market" says it is not on yet, so a home still to sell.
      if ((position === 'under_offer' || position === 'on_market') && CONDITION_BEFORE.test(lower.slice(Math.max(0, m.index - 40), m.index))) {
        if (position === 'on_market') found.push({ position: 'to_sell', index: m.index });
        continue;
      }
      if (position === 'under_offer' && BUYER_CONDITION_BEFORE.test(before)) continue;
      if (position === 'on_market' && LISTING_QUESTION_BEFORE.test(lower.slice(Math.max(0, m.index - 24), m.index)) && QUESTION_ENDS_SOON.test(lower.slice(m.index)))
        continue;
      if (position === 'first_time_buyer' && PARTNER_BEFORE.test(before) && VISITOR_OWNS.test(lower)) continue;
      if (NOT.test(before) || (position === 'on_market' && NOT_LISTED_YET.test(before))) {
        // "it isn't on the market yet" is still to sell.
        if (position === 'on_market') found.push({ position: 'to_sell', index: m.index });
        continue;
      }
      found.push({ position, index: m.index });
    }
  }
  // "we accepted an offer on it, first time buyer couple, no chain": someone who has accepted an offer
  // on their home has owned one, so the first-time buyer with no chain is the one buying theirs.
  const isUnderOffer = found.some((f) => f.position === 'under_offer');
  const answersChain = CHAIN_QUESTION.test(turn.questionLower) || FIRST_TIME_QUESTION.test(turn.questionLower);
  if (!isUnderOffer && answersChain && FIRST_HOME_ANSWER.test(lower)) return 'first_time_buyer';
  // A first-time buyer who also says "chain free" or "nothing to sell" is a first-time buyer.
  if (!isUnderOffer && found.some((f) => f.position === 'first_time_buyer')) return 'first_time_buyer';
  const theirs = isUnderOffer
    ? found.filter((f) => f.position !== 'first_time_buyer' && f.position !== 'nothing_to_sell')
    : found;
  if (theirs.length > 0) return theirs.sort((a, b) => a.index - b.index)[theirs.length - 1].position;
  if (ALREADY_OWNS_SEVERAL.test(lower) && INVESTOR.test(lower)) return 'nothing_to_sell';
  // "neither" to "Are you a first-time buyer, or do you have a property to sell?": owned before, and
  // nothing to sell now.
  if (NEITHER.test(lower) && FIRST_TIME_QUESTION.test(turn.questionLower) && CHAIN_QUESTION.test(turn.questionLower))
    return 'nothing_to_sell';
  if (FIRST_TIME_QUESTION.test(turn.questionLower) && !CHAIN_QUESTION.test(turn.questionLower)) {
    if (OWNED_BEFORE_QUESTION.test(turn.questionLower)) return isNegative(lower) ? 'first_time_buyer' : null;
    return isAffirmative(lower) ? 'first_time_buyer' : null;
  }
  if (KEEPING_QUESTION.test(turn.questionLower)) return isAffirmative(lower) ? 'nothing_to_sell' : null;
  if (OFFER_QUESTION.test(turn.questionLower)) {
    const accepted = ACCEPTED_ONE.exec(lower);
    if (accepted && !NOT.test(lower.slice(Math.max(0, accepted.index - 20), accepted.index))) return 'under_offer';
  }
  if (!CHAIN_QUESTION.test(turn.questionLower)) return null;
  if (MARKET_QUESTION.test(turn.questionLower)) {
    if (isNegative(lower) || GOING_ON_SOON.test(lower)) return 'to_sell';
    if (isAffirmative(lower)) return 'on_market';
    return null;
  }
  if (isNegative(lower) || RENTING_ANSWER.test(lower) || SOLD_ANSWER.test(lower)) return 'nothing_to_sell';
  if (isAffirmative(lower)) return 'to_sell';
  return null;
});

/**
 * The buyer's chain position (QUALIFY.md v2); null for other intents and when not said. The latest
 * statement wins ("it went under offer yesterday"), except that a first-time buyer stays one.
 */
export function parsePosition(turns: readonly Turn[], intent: Intent | null): ChainPosition | null {
  if (intent !== 'buy') return null;
  let position: ChainPosition | null = null;
  for (const turn of turns) {
    const said = readTurn(turn);
    if (said && position !== 'first_time_buyer') position = said;
    else if (position === null && PRICE_STILL_TO_HAVE.test(turn.maskedLower)) position = 'to_sell';
  }
  return position;
}
