import { OTHER_PEOPLE_NOUNS } from './other-people';
import { parseValuation } from './parse-valuation';
import { isAffirmative, isNegative } from './text';
import { perTurnWith } from './turn-memo';
import type { Intent, Turn } from './types';

// "interested in lot 14 in your next auction": a bidder, so a buyer.
// An investor adding to what they let out is buying ("a student let investment", "an addition to the
// portfolio", "a cash purchase"), QUALIFY.md: buy includes an investment.
const BUY_WORDS =
  /\b(?:buy|buying|buyin|purchase|(?:fund|finance|pay for) (?:the|our|my) (?:purchase|next (?:home|place|house))|purchasing|(?:let|rental|student|btl) investment|investment (?:flat|house|purchase)|addition to (?:my|our|the) portfolio|(?:looking|want|wanting|hoping|planning|aiming) to add (?:a|an|another|one|two|three|a couple of|a few|some|more|\d+) (?:[\w-]+ ){0,3}?(?:propert(?:y|ies)|houses?|flats?|units?|hmos?|apartments?|homes?|buy[- ]to[- ]lets?|btls?)|first[- ]time buyers?|ftb|cash buyers?|(?<!\bup )for sale(?! (?:boards?|signs?))|buy[- ]to[- ]let|btl|investment property|house[- ]hunting|(?:get|getting|step|stepping|climb|climbing) on(?:to)? the (?:property |housing )?ladder|(?:put|putting|make|making|place|placing) (?:in )?an offer (?:in )?on (?:the|that|this|number|no\.?|\d)|our first (?:home|place|house|flat)(?: together)?|(?:interested in|bid(?:ding)? (?:on|for)|enquir(?:e|ing|y) about|asking about|(?:legal )?pack (?:for|on)|view(?:ing)?) lot (?:no\.? ?)?\d+)\b/g;
// Asking whether a landlord takes benefits or pets ("do any of your landlords take universal credit?",
// "does the landlord of the cottage accept cats?", "do you accept housing benefit?"), or paying rent
// from benefits ("my housing element covers 550"): a tenant's questions, not an owner's.
const BENEFITS = String.raw`(?:housing benefits?|universal credit|uc|dss|lha|local housing allowance|housing element|benefits)`;
const TENANT_ASKS = String.raw`(?:do|does|will|would|can|could) (?:you|u|(?:(?:any|some|all|one) of )?(?:your|ur|the) (?:landlords?|landlady|landladies|owners?))(?: of (?:the |that |this )?[\w -]{1,40}?)? (?:accept|take|allow|consider|be (?:ok|okay|fine|happy) with|mind) (?:\w+ ){0,2}?(?:${BENEFITS}|pets?|dogs?|cats?|a (?:dog|cat|pet))\b|(?:my|our) housing element|(?:i'm|i am|we're|we are|i'm currently|we're currently) (?:on|claiming|receiving|getting) ${BENEFITS}`;
// "rent out" and "rent it out" are a landlord's words, not a tenant's.
// "your rentals" is the agent's: only "our rentals", "my rentals" (a whole word before) are the visitor's own.
// "one of your rentals" is a single home, one they may have left as well as one they want.
// "landlord selling up", "landlady wants the house back": the visitor is the tenant who must move.
// "Tenant enquiry: 2 bed house ...": the visitor heads their message as a tenant.
// "the house with your To Let board": the agent's sign names a property, not a wish to rent (as "for
// sale board" does not say buying).
// "before the spring rental season", "rental yield": an investor's or landlord's words, not a tenant's.
// "Ellison Lettings" on a line of its own in a sign-off, or "Hale Lettings Ltd": a firm's name, not a wish to rent.
const TENANT_WORDS =
  /\b(?:rent(?!\s+(?:(?:it|them|this|that|my \w+|our \w+|the \w+)\s+)?out\b)|rentin[g']?(?!\s+(?:(?:it|them|my \w+|our \w+)\s+)?out\b)|rental(?! valuation| investment| season| yields?| income| returns?)|(?<!\b(?:my|our|other|the|his|her|their|manage) |\bof your )rentals|to let(?! out| (?:my|our|it|them|the|this|that)\b| (?:boards?|signs?)\b)|(?<!you (?:do|handle|offer|cover) |(?:experience|work|worked|working|job|jobs|career|role|roles|background|vacancies|vacancy) in )lettings(?! (?:agent|negotiator|negotiators|manager|department|team|experience|role|job))(?![ \t]*(?:\r?\n|(?:ltd|limited|llp)\b))|flat ?share|house ?share|room to rent|company let|(?<!(?:i'm|i am|we're|we are|as) an? (?:\w+ )?)(?:landlord|landlady)(?:'s| is| has)? (?:selling|sold|selling up|evicting|serving notice|served notice|wants (?:it|the (?:flat|house|place|property)) back|moving back in)|(?<!(?:my|our|the|their) )tenants? (?:looking|searching|seeking|wanting|enquiry|inquiry)|(?:i'm|i am|we're|we are) (?:a |the )?(?:new )?tenants? (?:looking|searching|after|wanting))\b/;
const RENT_WORDS = new RegExp(String.raw`\b(?:${TENANT_ASKS})\b|${TENANT_WORDS.source}`, 'g');
// "my housing element is 475": what a tenant has to pay rent with, never the rent of a home they live in now.
const IS_TENANT_ASK = new RegExp(String.raw`^(?:${TENANT_ASKS})$`);
// "put the house up for sale", "list my flat with you", "market my bungalow", "get shot of the family
// home": an owner asking the agent to sell.
const OWN_THING = String.raw`(?:it|ours|(?:our|my|the) (?:[\w'-]+ ){0,3}?(?:house|home|flat|property|place|bungalow|cottage|maisonette|apartment|semi|terrace|townhouse|studio|\d+ bed))`;
// "want it sold by Easter", "need the flat sold": an owner's wish for a sale, like "get it sold".
// "a sales valuation", "a sales and a rental valuation": a figure for selling, offered or asked for.
// "has been on with another agent for months": an owner's sale another agent has not managed.
const SELL_WORDS = new RegExp(
  String.raw`\b(?:sell|selling|vendor|sales? (?:(?:and|or|&) (?:an? )?(?:rental|lettings?) )?(?:valuation|appraisal)|valuation for (?:a )?sale|(?:been|is|it's|'s|was) (?:on (?:the market )?|under offer )with (?:another|a different|an? ?other|the other|(?:a|an|one) (?:online|local|high street|national)) agents?|put(?:ting)? (?:it|ours|(?:our|my|the) \w+(?: \w+)?) on the market|get (?:it|ours|(?:our|my|the) \w+) on the market|(?:get|getting|have|having|want|wants|wanting|need|needs|like) (?:it|ours|(?:our|my|the) (?:[\w'-]+ ){0,3}?\w+) sold\b|(?:relaunch|re-launch|relist|re-list|remarket|re-market)(?:ing)? (?:it|ours|(?:our|my|the) \w+)|back on the market|get rid of|get shot of|offload|(?:put|putting|get|getting) ${OWN_THING} up for sale|(?:list|listing|market|marketing|advertise|advertising) ${OWN_THING}(?! (?:for rent|to let|to rent))|put ${OWN_THING} on with (?:you|your)|(?:you|someone|an agent) to (?:list|market) ${OWN_THING})\b`,
  'g',
);
// "hand the management over to you", "an agent to fill the rooms", "an agent to fully manage it": an
// owner wanting a property let or managed.
const LET_WORDS =
  /\b(?:(?<!(?:our|my|the|their|your|a|his|her) )(?:landlord|landlady)(?!'s| is|(?: is| are| has|'s)? (?:selling|sold|wants?|needs?|putting|moving|evicting|serving|served|giving|gave|given|raising|increasing)\b)|(?:i'm|i am|we're|we are) an? (?:\w+ )?(?:landlord|landlady)s?|managing agents?|(?:do|can|could|will) you (?:do|handle|offer|cover|manage) (?:lettings|lets|property management|landlords)\b|(?:do|can|could|will) you manage rentals\b|(?:put|putting) (?:it|ours|(?:our|my|the) (?:[\w'-]+ ){0,3}?\w+) up for (?:rent|let)\b|(?:list|market|advertise)(?:ing)? (?:it|ours|(?:our|my|the) (?:[\w'-]+ ){0,3}?\w+) (?:for rent|to let|to rent)\b|let (?:it|them|(?:my|our|the) (?:[\w-]+ ){0,4}(?:flat|house|home|property|place|bungalow|maisonette|apartment|studio|cottage|semi|terrace|detached|townhouse))\b(?! go)|(?:do|can|could|would|will) you (?:\w+ )?(?:let|manage)\b(?! (?:me|us|him|her|them) know)|let(?:ting)? (?:it |them )?out|letting (?:it|my|our)|rent (?:(?:it|them|this|that|my \w+|our \w+|the \w+)\s+)?out|renting (?:(?:it|them|my \w+|our \w+)\s+)?out|letting(?! (?:us|me|you|them) know)|(?:looking for|seeking|searching for) (?:a |some |new |good |reliable )?tenants?\b|tenant[- ]find|find (?:me |us )?(?:a |some )?(?:new )?tenants?|needs? (?:a |new )?tenants?|new tenants|my tenants?|our tenants?|as a rental|rental valuation|full(?:y)? manage(?:d|ment)|manage (?:my|our|the) (?:rental|property|flat|house)|my rental(?! (?:contract|agreement|lease|tenancy|period|ends|runs|is up|finishes))|(?:my|our) (?:\w+ )?(?:flat|house|property|home|rental|place) (?:fully )?managed|(?:hand|handing|pass|passing|switch|switching|transfer|transferring|move|moving) (?:over )?(?:the )?management|management (?:over )?to (?:a|an|you|your)\b|(?:an? (?:\w+ )?agent|someone|you) to (?:fully |properly )?(?:manage|let|look after|fill) (?:it|them|both|all (?:of them|\w+)|(?:my|our|the|these|those) \w+)|let (?:it |them )?(?:ourselves|myself)(?! in)|managed (?:let|lets|letting|service)|(?:want|wants|need|needs|get|have|like|looking to have) (?:it|them|(?:my|our|the) [\w-]+) let\b(?! (?:me|us|you|him|her|them) )|(?:want|need|like) (?:it|them) managed|(?:get|getting|have|having) (?:it|them|(?:my|our|the) [\w-]+) tenanted|needs? (?:filling|tenanting)(?! in)|(?:fill|filling) (?:the |my |our )?(?:rooms|vacancy|vacancies|void))\b/g;

const WITH_ANOTHER_AGENT = / with [\w ]+ agents?$/;

// Words just before "buy"/"rent"/"sell" that say the visitor is not doing it.
const NEGATED_BEFORE =
  /(?:(?:\bnot|n't|\bnever|\bno longer|\bneither)\s+(?:\w+\s+){0,2}|(?:\brather than|\binstead of|\bafford to|\bbefore we|\buntil we|\bsave to|\bsaving to|\bsaving up to|\bthan|\bour|\bmy|\bthe|\bcurrent)\s+)$/;
// "nothing to sell", "no property to sell": a buyer's chain, not a wish to sell.
const NOTHING_TO_SELL_BEFORE = /(?:\bnothing|\banything|\bno (?:property|house|flat|home|place))\s+to\s+$/;
// "no onward purchase", "no purchase": "no" straight before the buying word (not "no rush to buy").
// "could someone value it for sale?": their own home valued for sale, named by a pronoun after "value".
const OWN_FOR_SALE_BEFORE =
  /(?:\b(?:my|our) (?:[\w-]+ ){0,3}?|\b(?:figure|price|valuation|appraisal|value)\s+|\bvalue (?:it|them|ours|(?:my|our|the) [\w-]+)\s+)$/;
const SOLD_BTL_BEFORE = /\b(?:sell|selling)\s+(?:(?:one|a|the|this|that|my|our|his|her|their)\s+)?(?:[\w-]+\s+)?$/;
const NO_PURCHASE_BEFORE = /\bno\s+(?:onward\s+|further\s+|other\s+|related\s+)?$/;
// "or rent short term", "rent in the meantime": a stop-gap while a purchase or sale goes through.
const STOPGAP_RENT =
  /\brent(?:ing)? (?:(?:somewhere|something|a (?:place|flat|house)) )?(?:short[- ]term|in the meantime|meanwhile|temporarily|for a (?:bit|while|few (?:weeks|months))|until (?:we|i) (?:find|buy|get))\b/;
// "we're currently renting", "we rent in Archway": where they live now, not what they want.
// "we'll be renting up there at first": a seller's or landlord's own next home, not the agent's business.
const RENTING_MEANWHILE = new RegExp(
  String.raw`\b(?:'ll|will|shall|going to|gonna) be renting\b|\b(?:'ll|will|shall|going to|gonna) rent (?:(?:up|over|down|out) )?there\b|\brent(?:ing)? (?:somewhere|a place)\b|${STOPGAP_RENT.source}`,
);
const CURRENT_RENT_BEFORE =
  /(?:\b(?:we|i|we're|i'm|we are|i am|and are|currently|still|been|already|also|were|was|pay|paying)\s+(?:currently\s+|still\s+|now\s+)?|\b(?:we're|i'm|we are|i am|living|live) in (?:a |our |my )?)$/;
// "a month rent", "our rent", "paying rent": rent as a payment, not as what they want to do.
// "same rent as before", "a higher rent", "the achievable rent": the amount a landlord charges.
const RENT_NOUN_BEFORE =
  /\b(?:a|per|of|on|in|the|our|my|your|current|monthly|month|week|weekly|pcm|pw|paying|pay|paid|dead|what|market|asking|fair|it|would it|will it|same|previous|old|higher|lower|more|less|usual|existing|achievable|likely|expected|potential|realistic|estimated|possible|going|achieved|typical|average)\s+$/;
// "what would my terrace rent for?": what their own property would fetch, a landlord's question.
const OWN_PROPERTY_BEFORE = /\b(?:my|our) (?:[\w-]+ ){1,6}$/;
const RENTS_FOR_AFTER = /^\s*for\b/;
// "something that'll rent well", "it would rent easily", "what mine would rent for": the property as
// what rents, an investor's or
// owner's word, not a tenant's search.
const PROPERTY_RENTS_BEFORE = /\b(?:it|that|which|these|those|this|one|mine|ours)(?:'ll|'d| will| would| should| could| might| can)\s+(?:\w+\s+)?$/;
const PROPERTY_RENTS_AFTER = /^\s*(?:well|easily|quickly|fast|readily|out (?:well|easily|quickly))\b/;
// "rent's up end of March": the rent they pay now.
const RENT_NOUN_AFTER = /^(?:'s\b|\s*(?:is|was|which|money|increase|rise|went|goes|payments?|could|would|should|level)\b)/;
// "rent at first", "rent at the start": a plan for after the move, not a tenancy they have now.
const CURRENT_RENT_AFTER =
  /^\s*(?:at(?! (?:first|the (?:start|beginning)|least)\b)|is|(?:contract|agreement|lease|tenancy) (?:ends|runs out|is up|finishes|expires)|in \w+(?: \w+)? (?:at the moment|atm|now|currently)|at the moment|atm|right now|currently)\b/;
const TENANCY_ENDS_AFTER = /^\s*(?:(?:contract|agreement|lease|tenancy)\s+)?(?:ends|ended|runs out|is up|finishes|expires)\b/;
const CORRECTION =
  /\b(?:actually|instead|changed (?:our|my) minds?|decided to|now thinking|sorry|i meant|i mean|meant to say|neither|not buying|not renting|rather than)\b/;
// "we'd have to sell ours first": a buyer's chain, not a wish to sell.
const SELL_FIRST_AFTER = /^(?:\s+\w+){0,6}\s+first\b|^\s+(?:it|ours|(?:our|my) [\w-]+(?: [\w-]+)?)\s+to (?:fund|buy|finance|pay for)\b/;
// "I've got a flat ... to let": an owner offering a property, not a tenant looking for one.
// "I've just bought a 4 bed house ... to let to students": bought to let out, the owner lets it.
const OWNER_BEFORE =
  /\b(?:i've got|i have|i own|we've got|we have|we own|i've|we've|(?:i|we)(?:'ve| have)? (?:just |recently |now )?(?:bought|purchased|inherited))\s+(?:a|an|my|our|one|two|\d)\b[^.!?]*$/;
const LANDLORD_LETS_BEFORE = /\b(?:landlord|landlady|landlords|landladies|owner|owners)\s+(?:[\w-]+\s+){0,2}$/;
const VALUED_FOR_BEFORE = /\b(?:valuation|appraisal|valued|value (?:it|them|ours|(?:my|our) [\w-]+))\s+for\s+(?:the\s+)?$/;
// "to let to students", "to let to a family": who the owner lets it to.
const LET_TO_AFTER = /^\s+to (?:an? (?:[\w-]+ )?(?:firm|company|business|employer)|students|tenants|a tenant|a family|families|professionals|young professionals|sharers|contractors|nurses|a couple|couples)\b/;
// "sell it rather than carry on letting": the intent the visitor turns away from.
const TURNED_AWAY_BEFORE = /\b(?:rather than|instead of)\s+(?:(?:carry|carrying|keep|keeping|go|going)\s+(?:on\s+)?)?$/;
// "was going to rent out my flat but … just want to sell it": a plan given up, when the message goes
// on to another.
const GIVEN_UP_BEFORE =
  /\b(?:(?:was|were) (?:going|gonna|planning|meaning|about) to|(?:i|we) (?:had )?(?:planned|meant|intended) to|(?:thought about|considered|been thinking of|been thinking about))\s+$/;
// "I'd rather not let it", "selling, not letting": "not" straight before a let. (A looser negation
// would catch "don't want the hassle, can you let it for me".)
const NOT_JUST_BEFORE = /\b(?:not|never|no longer)\s+$/;
// "already have 4 let out", "I've got a few rentals": what an owner has let now, which says who they are
// and asks nothing of the agent.
const OWNED_LETS_BEFORE =
  /\b(?:have|has|got|own|owns|run|already (?:have|own|got))\s+(?:already\s+)?(?:a few|a couple(?: of)?|a number of|several|some|many|lots of|\d+|two|three|four|five|six|seven|eight|nine|ten|a dozen|(?:[\w-]+\s+)?(?:flats?|houses?|hmos?|properties|units))\s+(?:(?:already|currently|all)\s+)?$/;
const SOME_OF_BEFORE = /\b(?:one|two|three|some|several|a couple|a few|both|all|\d+) of\s+$/;
// "I'm a landlord", "my tenants": a landlord may want to sell one of their lets.
const LANDLORD_ONLY = /^(?:(?:(?:i'm|i am|we're|we are) an? (?:\w+ )?)?(?:landlord|landlady)s?|(?:my|our) tenants?)$/;
// "landlord's selling up": why a tenant must move, which is no wish to rent for someone who says
// they are buying.
const LANDLORD_ENDS_TENANCY = /^(?:landlord|landlady)/;
// "will buy once we know the area", "we'll buy later on": a purchase put off until after the move, so
// a visitor renting now is still a tenant.
const BUY_LATER_BEFORE = /\b(?:will|'ll|shall|plan to|planning to|going to|gonna|hope to|hoping to|then)\s+(?:probably\s+|eventually\s+|maybe\s+)?$/;
const BUY_LATER_AFTER =
  /^(?:\s+[\w-]+){0,2}?\s+(?:once|when|after) (?:we|i)(?:'ve|'re|'ll| have| are| know| get| find| settle| see)?\b|^(?:\s+[\w-]+){0,2}?\s+(?:later(?: on)?|eventually|down the line|in the long run|longer term|in a (?:year|couple of years) or (?:so|two))\b/;
// "buying up there through a local agent", "buying with another agent": not this agent's business.
const BUYING_ELSEWHERE_AFTER =
  /^(?:\s+[\w-]+){0,3}?\s+(?:through|via|with|using) (?:a|an|another|other|the other|a different|our|their) (?:[\w-]+ ){0,2}agents?\b/;
// "our landlord's selling up": someone else sells.
// "my mum's selling her flat": a relative's sale, which the visitor may ask about on their behalf.
const OTHER_PEOPLE = String.raw`(?:he|she|they|he's|she's|they're|they are|${OTHER_PEOPLE_NOUNS}(?:'s|')?)`;
const SOMEONE_ELSE_BEFORE = new RegExp(
  String.raw`\b(?:landlord|landlord's|landlady|owner|owners|vendor|vendors|seller|sellers|next door|it's|it is|${OTHER_PEOPLE})\s+(?:is\s+|are\s+)?$`,
);
// "a retirement flat my son is buying for me", "the tenants say they're buying their own place": a
// purchase someone else makes. It is the visitor's errand ("my mum is buying a bungalow, can you
// help?") unless the visitor says they are not buying or wants something else in the same message.
const SOMEONE_ELSE_BUYS_BEFORE = new RegExp(String.raw`\b${OTHER_PEOPLE}\s+(?:is\s+|are\s+)?$`);
const VISITOR_NOT_BUYING = /\b(?:i'm|i am|we're|we are|im)(?: \w+)? not (?:buying|purchasing)\b/;
// "I'm selling, not buying": the visitor rejects the other intent outright.
const REJECTS = /\bnot (?:buying|renting|looking to buy|looking to rent|a buyer)\b|\bneither\b|\bi meant\b|\bsorry\b/;

// "Do you have a property to sell?" asks about a buyer's chain, so "yes" is not a wish to sell.
const CHAIN_QUESTION =
  /\b(?:anything|something|property|home|house|flat|place|somewhere) to sell\b|\bsell (?:first|yours|your (?:own|current))\b|\bselling (?:anything|yours|your)\b|\bneed to sell\b/;
// A question about a buyer's chain or position: the answer describes their home now ("renting,
// nothing to sell"), not a change of what they want.
const POSITION_QUESTION = new RegExp(`${CHAIN_QUESTION.source}|\\bchain\\b|\\bposition\\b|first[- ]time buyer`);
// "Do you own anywhere at the moment?", "Current home?", "Is he selling a property?" put to someone
// already buying: "renting, never owned" is where they live now.
const CURRENT_HOME_QUESTION =
  /\b(?:do|does) (?:you|he|she|they) (?:currently |already )?own\b|\bown (?:anywhere|anything|a (?:home|property|house|flat))\b|\bcurrent (?:home|property|house|flat|place|situation)\b|\b(?:currently|now) living\b|\bwhere do (?:you|they) live\b|\bselling (?:a|any) (?:property|home|house|flat|place)\b/;
// "Are you selling?", "And are you selling as well?" put to someone already buying: a question about
// their chain, so "renting so no chain" describes where they live now.
const SELLING_QUESTION = /\b(?:are|will) you (?:also |be |be also )?selling\b(?![^?]*\bor\b)|\bselling (?:as well|too|also)\b/;
// Asking the agent to let or manage a property: a landlord's request, not a buyer's plan to let one out.
const LET_SERVICE = /\b(?:agent|you|your|someone|manag\w*|for (?:me|us)|tenant[- ]find|landlord)\b/;

// "not sure yet whether we'll rent first or buy": a word of order ("first", "straight away") between
// the two choices still leaves both open. "whether to sell, rent it out, or … Nothing decided" too;
// "weighing up renting vs buying" sets the two side by side and picks neither.
const UNDECIDED =
  /\b(?:buy|rent|sell|let)(?:ing)?(?: (?:first|straight away|straightaway|now|initially|short[- ]term))? (?:or|vs\.?|versus) (?:(?:i|we) (?:might|may|could|will|'ll) )?(?:just )?(?:buy|rent|sell|let)(?:ing)?\b|\b(?:haven't|have not|not yet|not|nothing(?:'s| is)?(?: been)?) decided\b|\bundecided\b|\bcan't decide\b|\b(?:not sure|unsure|don't know|undecided) (?:yet )?(?:whether|if) (?:(?:we|i)(?:'ll| will| should| want to| would)? |to )(?:buy|rent|sell|let)(?:ing)?\b[^.!?]{0,30}\bor\b/;

interface Mention {
  intent: Intent;
  index: number;
  current: boolean;
  /** "rather than carry on letting": the intent the visitor turns away from. */
  turnedAway?: boolean;
  /** "was going to rent it out, but": a plan given up if the message names another intent. */
  givenUp?: boolean;
  /** "our landlord's selling up": the reason a tenant moves, not what they want next. */
  tenancyEnding?: boolean;
  /** "I'm a landlord", "my tenants": who the visitor is or what the property is now, not a request. */
  describesOwner?: boolean;
  /** "will buy once we know the area": a purchase for later, not what is wanted of the agent now. */
  later?: boolean;
  /** "my son is buying": someone else's purchase. */
  someoneElses?: boolean;
}

const PATTERNS: [Intent, RegExp][] = [
  ['buy', BUY_WORDS],
  ['rent', RENT_WORDS],
  ['sell', SELL_WORDS],
  ['let', LET_WORDS],
];

function findMentions(lower: string): Mention[] {
  const mentions: Mention[] = [];
  for (const [intent, pattern] of PATTERNS) {
    for (const m of lower.matchAll(pattern)) {
      const before = lower.slice(Math.max(0, m.index - 40), m.index);
      if (/\bour buyers?\b/.test(lower.slice(Math.max(0, m.index - 4), m.index + m[0].length))) continue;
      // "our landlord is selling up": the "our" is whose landlord, not "our rent".
      const isLandlordSelling = intent === 'rent' && LANDLORD_ENDS_TENANCY.test(m[0]);
      if (intent !== 'let' && !isLandlordSelling && NEGATED_BEFORE.test(before)) continue;
      const after = lower.slice(m.index + m[0].length, m.index + m[0].length + 40);
      if (intent === 'rent' && m[0] === 'rent' && (RENT_NOUN_BEFORE.test(before) || RENT_NOUN_AFTER.test(after)))
        continue;
      if (intent === 'rent' && m[0] === 'rent' && OWN_PROPERTY_BEFORE.test(before) && RENTS_FOR_AFTER.test(after)) continue;
      if (intent === 'rent' && m[0] === 'rent' && (PROPERTY_RENTS_BEFORE.test(before) || PROPERTY_RENTS_AFTER.test(after)))
        continue;
      if (intent === 'sell' && (SELL_FIRST_AFTER.test(after) || SOMEONE_ELSE_BEFORE.test(before))) continue;
      if (intent === 'sell' && NOTHING_TO_SELL_BEFORE.test(before)) continue;
      // "moving in with my partner so there's nothing to buy", "no onward purchase": a seller saying no
      // purchase follows, not a buyer.
      if (intent === 'buy' && (NOTHING_TO_SELL_BEFORE.test(before) || NO_PURCHASE_BEFORE.test(before))) continue;
      // "We're after a 3 bed house … ours is on the market with another agent": the home a buyer
      // must sell, not a wish for this agent to sell it.
      if (intent === 'sell' && WITH_ANOTHER_AGENT.test(m[0]) && SEEKING_HOME.test(lower)) continue;
      // "is the house next door to us for sale?": curiosity about a neighbour's home, which says nothing
      // of wanting to buy it unless the visitor says so in other words.
      if (intent === 'buy' && m[0] === 'for sale' && NEIGHBOURS_PROPERTY.test(lower.slice(Math.max(0, m.index - 60), m.index).split(/[.!?]/).pop()!))
        continue;
      // "can you value my flat for sale?", "need a current figure for sale": their own home, or a figure
      // for it, offered for sale, which is selling; "a buy to let" named as what they sell ("selling one
      // BTL", "selling my buy to let") is the property, not a purchase.
      if (intent === 'buy' && m[0] === 'for sale' && OWN_FOR_SALE_BEFORE.test(before)) {
        mentions.push({ intent: 'sell', index: m.index, current: false });
        continue;
      }
      const namesBtl = /^(?:btl|buy[- ]to[- ]let)$/.test(m[0]) || (m[0] === 'buy' && /^[- ]to[- ]let\b/.test(after));
      if (intent === 'buy' && namesBtl && SOLD_BTL_BEFORE.test(before)) continue;
      // "we'll be buying up there through a Scottish agent": a purchase another agent handles.
      if (intent === 'buy' && BUYING_ELSEWHERE_AFTER.test(after)) continue;
      if (TURNED_AWAY_BEFORE.test(before)) {
        mentions.push({ intent, index: m.index, current: false, turnedAway: true });
        continue;
      }
      // "I've got a 4 bed house in Larkhall to let": the owner lets it.
      // "a landlord looking to let", "owners wanting to let": the landlord is the one who lets.
      // "I have a 4 bed house in Bieldside, company let to an oil firm": the owner's let, not a tenant's
      // search for one.
      if (
        intent === 'rent' &&
        (m[0] === 'to let' || m[0] === 'company let') &&
        (OWNER_BEFORE.test(lower.slice(Math.max(0, m.index - 80), m.index)) ||
          LET_TO_AFTER.test(after) ||
          LANDLORD_LETS_BEFORE.test(before))
      ) {
        mentions.push({ intent: 'let', index: m.index, current: false });
        continue;
      }
      // "a market appraisal for rent on my house", "valued for rent": what their own property would let
      // for, an owner's question.
      if (intent === 'rent' && m[0] === 'rent' && VALUED_FOR_BEFORE.test(before)) {
        mentions.push({ intent: 'let', index: m.index, current: false });
        continue;
      }
      // "I've got a few rentals already": the lets an owner has now, not a home to rent.
      if (intent === 'rent' && m[0] === 'rentals' && OWNED_LETS_BEFORE.test(before)) {
        mentions.push({ intent: 'let', index: m.index, current: false, describesOwner: true });
        continue;
      }
      // The "to let" of "a buy to let" is the investment, not a tenant's search.
      if (intent === 'rent' && m[0] === 'to let' && /\bbuy[- ]$/.test(before)) continue;
      // "selling, not letting": a let turned down in so many words.
      if (intent === 'let' && NOT_JUST_BEFORE.test(before)) continue;
      // "browsing rentals in Canterbury at the moment": "rental(s)" names homes to rent, never the verb of
      // "we rent in Archway at the moment", so a "now" after it says when they look, not where they live.
      // "his rental ends in 3 weeks": a tenancy they have now, whichever word names it.
      const current =
        intent === 'rent' &&
        !IS_TENANT_ASK.test(m[0]) &&
        (CURRENT_RENT_BEFORE.test(before) ||
          (CURRENT_RENT_AFTER.test(after) && !/^rentals?$/.test(m[0])) ||
          (m[0] === 'rental' && TENANCY_ENDS_AFTER.test(after)));
      const givenUp = GIVEN_UP_BEFORE.test(before) && /\bbut\b/.test(lower.slice(m.index + m[0].length));
      // "selling one of my rental properties": which of their lets it is, not a let wanted.
      const describesOwner =
        intent === 'let' &&
        (LANDLORD_ONLY.test(m[0]) || OWNED_LETS_BEFORE.test(before) || (/^(?:my|our) rental$/.test(m[0]) && SOME_OF_BEFORE.test(before)));
      const later = intent === 'buy' && BUY_LATER_BEFORE.test(before) && BUY_LATER_AFTER.test(after);
      const someoneElses = intent === 'buy' && SOMEONE_ELSE_BUYS_BEFORE.test(before);
      mentions.push({ intent, index: m.index, current, givenUp, tenancyEnding: isLandlordSelling, describesOwner, later, someoneElses });
    }
  }
  return mentions.sort((a, b) => a.index - b.index);
}

// Two intents named and neither chosen: nothing said, and no weaker evidence decides it either.
const UNDECIDED_TURN = 'undecided';

// "I'd rather not say just yet" to "Are you buying or selling?": the question left unanswered on purpose.
const DECLINES_TO_SAY = /\b(?:rather not|prefer not to|not going to|won't|would rather not) (?:say|tell|share)\b/;

// "Are you a student looking to rent, or a landlord?": the other choice is a person, which names no
// intent, but a "yes" or "ok" still picks neither.
const OR_WHO = /\bor (?:are you )?(?:an? )?(?:landlord|landlady|owner|vendor|seller|investor|buyer|tenant|renter)s?\b/;

function yesToOneIntent(turn: Turn): Intent | null {
  if (!turn.topics.has('intent') || !isAffirmative(turn.lower) || CHAIN_QUESTION.test(turn.questionLower)) return null;
  if (OR_WHO.test(turn.questionLower)) return null;
  const offered = new Set(findMentions(turn.questionLower).map((m) => m.intent));
  return offered.size === 1 ? [...offered][0] : null;
}

function readPick(turn: Turn, isBuying: boolean, isRenting: boolean): Intent | typeof UNDECIDED_TURN | null {
  if (turn.topics.has('intent') && DECLINES_TO_SAY.test(turn.lower)) return UNDECIDED_TURN;
  // Contact details are masked: "hussain-lettings.example.com" says nothing about letting.
  // A buyer whose landlord is selling up is still buying: the sale is why they move.
  const mentions = findMentions(turn.maskedLower).filter((m) => !(isBuying && m.tenancyEnding));
  // "yes, a 3 bed semi … ours is back on the market" to "Are you looking to buy?": the yes says buying,
  // and the sale that follows is their own home's, weighed beside it as if they had said the word.
  // Only a sale is read so: other words in the reply say for themselves what the yes meant.
  const offered = yesToOneIntent(turn);
  // "yes, we've got a couple of rentals already": who they are beside the yes, read the same way.
  if (offered && mentions.length > 0 && mentions.every((m) => m.intent === 'sell' || m.describesOwner))
    mentions.unshift({ intent: offered, index: -1, current: false });
  // "our tenants have left, we'll sell rather than carry on letting": what they turn away from is
  // not wanted anywhere in the message.
  const turnedAway = new Set(mentions.filter((m) => m.turnedAway).map((m) => m.intent));
  let wanted = mentions.filter((m) => !m.current && !turnedAway.has(m.intent));
  // "was going to rent it out but … just want to sell it now": the other intent is the one wanted.
  const givenUp = new Set(wanted.filter((m) => m.givenUp).map((m) => m.intent));
  if (wanted.some((m) => !givenUp.has(m.intent))) wanted = wanted.filter((m) => !m.givenUp);
  // "looking to rent … will buy once we know the area": the tenancy is wanted now, the purchase later.
  if (isRenting || wanted.some((m) => m.intent === 'rent')) wanted = wanted.filter((m) => !m.later);
  if (wanted.some((m) => m.someoneElses) && (VISITOR_NOT_BUYING.test(turn.lower) || wanted.some((m) => m.intent !== 'buy')))
    wanted = wanted.filter((m) => !m.someoneElses);
  if (wanted.length > 0) {
    const intents = new Set(wanted.map((m) => m.intent));
    // "not sure whether to buy or rent", "might sell or might let, haven't decided" name two and
    // decide nothing.
    if (intents.size > 1 && UNDECIDED.test(turn.lower)) return UNDECIDED_TURN;
    const last = wanted[wanted.length - 1];
    // "we're buying in Mumbles; we were going to sell our flat but decided to let it out instead": the
    // change of mind is from the plan given up (the sale) to the let, and leaves the purchase standing.
    if (intents.size > 1 && givenUp.size === 0 && CORRECTION.test(turn.lower.slice(0, last.index + 1))) return last.intent;
    // "We're selling our flat and buying a house": a buyer with a home to sell.
    if (intents.has('buy') && intents.has('sell') && !REJECTS.test(turn.lower)) return 'buy';
    // "ours went on the market last week, now looking for a 3 bed semi": a sale and a home sought in
    // the same breath, with no word of renting, is a buyer with a home to sell (QUALIFY.md).
    if (intents.size === 1 && intents.has('sell') && SOUGHT_HOME.test(turn.maskedLower) && !REJECTS.test(turn.lower))
      return 'buy';
    // "we're selling ours and want to rent in town": a tenant with a home to sell (QUALIFY.md), unless
    // the renting is only where they will live ("we'll be renting up there").
    const isRentingAndSelling = intents.size === 2 && intents.has('rent') && intents.has('sell');
    if (isRentingAndSelling && !REJECTS.test(turn.lower) && !RENTING_MEANWHILE.test(turn.lower)) return 'rent';
    // "I'm a landlord and want to sell one of my rentals": who they are, and what they want done.
    if (intents.size === 2 && intents.has('sell') && wanted.every((m) => m.intent === 'sell' || m.describesOwner))
      return 'sell';
    // A landlord who buys to let and asks the agent to let it wants letting ("need an agent to let it");
    // an investor buying a flat "to let out" is buying (QUALIFY.md: buy includes an investment).
    // "I'm a portfolio landlord looking to add a couple of HMOs": saying who they are asks nothing of
    // the agent's lettings side, so the purchase is what they want.
    if (intents.has('let') && !intents.has('rent')) {
      const onlySaysLandlord = wanted.every((m) => m.intent !== 'let' || m.describesOwner);
      return intents.has('buy') && (onlySaysLandlord || !LET_SERVICE.test(turn.lower)) ? 'buy' : 'let';
    }
    return wanted[0].intent;
  }
  // "we're renting" as the whole answer to "buying or renting?" is an answer, not a situation.
  const named = mentions.filter((m) => !m.turnedAway);
  if (named.length > 0 && turn.topics.has('intent') && turn.lower.length < 40) return named[0].intent;
  return yesToOneIntent(turn) ?? pickedOption(turn);
}

const pickFromTurn = perTurnWith(readPick, (isBuying, isRenting) => `${isBuying} ${isRenting}`);

// The choices an assistant question offers, in the order it offers them ("Buy, sell, rent or let?").
const OFFERED_OPTION = /\b(?:(buy|buying|purchas(?:e|ing))|(rent|renting)|(sell|selling)|(let|letting))\b/g;
// "let" or "the second one" as the whole reply to "Buy, sell, rent or let?": the option picked. A bare
// "let" names no intent elsewhere ("let me think"), so it counts only when the question offered it.
const BARE_LET_REPLY = /^(?:to )?(?:let|letting)(?: (?:please|pls|thanks|thank you))?[.!]*$/;
const ORDINAL_REPLY =
  /^(?:(?:the|err?|um|erm)\s+)?(first|1st|former|second|2nd|latter|third|3rd|fourth|4th|last)(?:\s+(?:one|option))?(?:\s+(?:please|pls|thanks))?[.!]*$/;
const ORDINAL_INDEX: Record<string, number> = {
  first: 0, '1st': 0, former: 0, second: 1, '2nd': 1, third: 2, '3rd': 2, fourth: 3, '4th': 3,
};
function pickedOption(turn: Turn): Intent | null {
  if (!turn.topics.has('intent')) return null;
  const reply = turn.lower.trim();
  const options: Intent[] = [];
  for (const m of turn.questionLower.matchAll(OFFERED_OPTION)) {
    const intent: Intent = m[1] ? 'buy' : m[2] ? 'rent' : m[3] ? 'sell' : 'let';
    if (!options.includes(intent)) options.push(intent);
  }
  if (options.length < 2 || !/\bor\b/.test(turn.questionLower)) return null;
  if (BARE_LET_REPLY.test(reply)) return options.includes('let') ? 'let' : null;
  const ordinal = ORDINAL_REPLY.exec(reply)?.[1];
  if (!ordinal) return null;
  // "the latter" of two is the second; "the last" is whichever came last.
  if (ordinal === 'latter') return options.length === 2 ? options[1] : null;
  if (ordinal === 'last') return options[options.length - 1];
  return options[ORDINAL_INDEX[ordinal]] ?? null;
}

// "yes" or "a small one" to "Will you need a mortgage?" says a mortgage, as the word would; a
// purchase price in answer to "What's your budget?" says buying.
const MORTGAGE_ANSWER = /\b(?:bank|broker|lender|adviser|advisor|small one|need one|one)\b/;
// "no, we'll be cash from the sale" to "Will you need a mortgage?": paying for a purchase.
const CASH_ANSWER = /\b(?:cash|outright|mortgage[- ]free|no mortgage)\b/;
// "yes, it's on with another agent" to "Do you have a property to sell?": a buyer's chain.
// "we've got ours to sell but it's not on yet" to "Are you chain free?": a buyer's chain too.
const HAS_HOME_TO_SELL =
  /\b(?:on the market|on with|with (?:an|another) agent|viewings|under offer|sold stc|sale agreed|not (?:listed|on) yet|(?:got|have) (?:ours|our (?:[\w-]+ )?[\w-]+|my (?:[\w-]+ )?[\w-]+|one) to sell)\b/;
function saysYesToSelling(turn: Turn): boolean {
  return CHAIN_QUESTION.test(turn.questionLower) && isAffirmative(turn.lower);
}

// "Will you need a mortgage?" is asked of someone buying: "no, they'll have plenty from the farm" says
// the purchase is paid without one.
const NEED_MORTGAGE_QUESTION = /\b(?:need|needing|require|take out|be taking out) (?:a |any )?mortgage\b/;

function answersAsBuyer(turn: Turn, sellsUp: boolean): boolean {
  if (turn.topics.has('mortgage') && CASH_ANSWER.test(turn.maskedLower)) return true;
  if (NEED_MORTGAGE_QUESTION.test(turn.questionLower) && isNegative(turn.lower)) return true;
  // "Are you chain free?" is asked of a buyer as much as "Do you have a property to sell?".
  if (
    !sellsUp &&
    POSITION_QUESTION.test(turn.questionLower) &&
    (isAffirmative(turn.lower) || HAS_HOME_TO_SELL.test(turn.maskedLower))
  )
    return true;
  if (turn.topics.has('mortgage') && (isAffirmative(turn.lower) || MORTGAGE_ANSWER.test(turn.maskedLower)))
    return !isNegative(turn.lower);
  return turn.topics.has('budget') && PURCHASE_AMOUNT.test(turn.maskedLower);
}

// "we've got an AIP from Halifax", "we're cash buyers": the visitor's own finance for a purchase, which
// a seller who also buys has and a seller who only sells does not ("we'd like a cash buyer" is theirs).
const OWN_PURCHASE_FINANCE =
  /\b(?:we|i)(?:'ve| have)?(?: already)?(?: got| have| hold)? (?:an? |our |my )?(?:aip|mip|dip|(?:agreement|decision|mortgage) in principle|mortgage offer)\b|\b(?:we're|we are|i'm|i am|we'll be|i'll be|we'd be|i'd be) (?:\w+ )?cash buyers?\b/;
// Weak evidence, used only when nobody said what they want: a mortgage or a chain means buying, a
// weekly or monthly amount means renting, a valuation means selling (or letting, when it is for rent).
// "our 2 bed needs selling first": a buyer's chain.
// "we'll be cash", "we're cash": how a purchase is paid for.
// "we'd need to sell our semi in Acomb first": a sale that must come before a purchase, a few words on.
// "it'll be paid for outright from the estate": a purchase made without a loan.
const WEAK_BUY =
  /\b(?:cash (?:from|buyers?|purchase)|(?:'ll|will|'re|are|'m|am) (?:be )?(?:paying )?cash\b|(?:pay|paying) cash|(?:paid for|pay for it|paying for it|buy it|buying it|buy) outright|outright purchase|needs? selling first|no (?:onward )?chain|sell(?:ing)? (?:\w+ ){0,5}first|mortgage|aip|mip|dip|in principle|stamp duty|chain free|nothing to sell|conveyancer|solicitor|sold stc|first time buyers?|broker|offer accepted|under offer)\b/;
// "I'm a mortgage broker setting up in Truro": the visitor's trade, no finance of their own for a purchase.
const OWN_TRADE =
  /\b(?:i'm|i am|we're|we are|i work as|working as|as) an? (?:[\w-]+ ){0,2}?(?:mortgage (?:broker|adviser|advisor)s?|brokers?|solicitors?|conveyancers?)\b/g;
// "do you do remortgage advice? our fix ends soon": a loan on the home the visitor already owns, so its
// broker and mortgage words say nothing of a purchase.
const REMORTGAGE =
  /\bre-?mortgag\w*|\b(?:our|my) (?:current )?(?:fix|fixed rate|fixed term|mortgage deal|deal) (?:ends|is ending|is up|runs out|is running out|expires)\b|\bproduct transfer\b/;
// "my budget is £9,000 a year": an amount per year is a rent (QUALIFY.md divides it by 12).
// "£1,500 for month" is a rent too, in a learner's English; "1100 pound for month" with the currency
// written after the number.
// "a week" or "a month" alone is a length of time ("it's been there about a week"), not a rent.
const WEAK_RENT =
  /\b(?:pcm|p\/m|pw|p\/w|furnished|bills included|tenancy)\b|(?:£\s?\d[\d,.]*\s?k?|\b\d[\d,.]*\s?k?|\bhundred|\bthousand|\bgrand)(?:\s?(?:pounds?|quid|gbp))?\s?(?:a|per|each|\/|for(?: a| the| each)?)\s?(?:calendar )?(?:month|week|wk)\b|(?:£\s?\d[\d,.]*\s?k?|\b\d[\d,.]*\s?k)\s?(?:a|per|each|\/)\s?(?:year|annum|yr)\b/;
// "I'm one of your tenants", "we're tenants of yours", "I've been a tenant since 2024": a tenant
// speaking, not a landlord's tenants.
const WEAK_LET =
  /\b(?:what (?:sort of |kind of )?rent|rent (?:it|ours|(?:my|our) [\w-]+)(?: out)? for|rent (?:could|would|should|might) (?:i|we|it)|would it rent|it rents? for|fetch a month|(?<!\byour |\b(?:i'm|i am|we're|we are|i've been|ive been|we've been|i have been|we have been|been|as) (?:an? |the |your )?)tenants?(?! of yours))\b/;
const NEIGHBOURS_PROPERTY =
  /\b(?:above|below|beneath|underneath|under|next to|opposite|across from) (?:me|us|mine|ours)\b|\bnext door\b|\bneighbou?rs?(?:'s?)?\b/;
const HOME_NOUN = '(?:house|home|flat|place|property|bungalow|cottage|apartment|maisonette|semi|detached|terrace|townhouse|studio)';
// "move up from our 2 bed terrace to a 4 bed", "downsizing from the farmhouse to a bungalow": the home
// they leave and the one they go looking for.
const MOVE_FROM_TO = String.raw`\b(?:move|moving|upsize|upsizing|downsize|downsizing)(?: up| down| on)? from [^.!?]{1,60}? to (?:a|an) (?:[\w-]+ ){0,3}?(?:${HOME_NOUN}|\d ?bed)\b`;
// "keeping an eye on 3 beds in Walkley", "found the perfect 4 bed on your site": a home the visitor is
// after, by the listings they watch or one they have picked out.
const LISTING_SOUGHT = String.raw`\bkeeping an eye (?:out )?(?:on|for) (?:[\w-]+ ){0,2}?(?:\d+ ?beds?|${HOME_NOUN}s?)\b|\b(?:found|spotted|seen|saw|noticed) (?:the|a|that|this) (?:[\w-]+ ){0,3}?(?:${HOME_NOUN}|\d ?bed)\b(?=[^.!?]{0,40}\b(?:on|in) (?:your|the) (?:site|website|window|listings?|rightmove|zoopla|onthemarket))|\b(?:found|spotted) (?:the|a|our) (?:perfect|ideal|dream|right) (?:[\w-]+ ){0,3}?(?:${HOME_NOUN}|\d ?bed)\b`;
const SEEKING_HOME = new RegExp(
  String.raw`${LISTING_SOUGHT}|${MOVE_FROM_TO}|` +
  /\b(?:need|needs|looking for|find|want|wanting|after) (?:somewhere|something|a place) (?:to (?:go|live|move to|buy)|new|bigger|smaller)\b|\b(?:our|my) next (?:home|house|place|property)\b|\b(?:looking for|after|searching for|hunting for|want|need|wanting|hoping to find|find)\s+(?:a|an|somewhere|something)\s+(?:[\w/-]+\s+){0,3}(?:house|home|flat|place|property|bungalow|cottage|apartment|maisonette|semi|detached|terrace|townhouse|studio)\b/.source,
);
// Stricter than SEEKING_HOME: a home the visitor goes looking for ("now looking for a 3 bed semi",
// "move to something with more space", "our next place"), never their own ("want a valuation on my
// house", "need an agent for our flat").
const SOUGHT_HOME = new RegExp(
  String.raw`${MOVE_FROM_TO}|\b(?:(?:looking for|looking at|searching for|hunting for|hoping to find|after|want|wanting|need|find)\s+(?:a|an|somewhere|something)\s+(?:(?!(?:my|our|the|his|her|their|mum's|valuation|sale|agent|buyer|quick)\b)[\w/-]+\s+){0,3}?${HOME_NOUN}(?!\s+(?:valuation|valued|appraisal|sold|sale|to sell))|(?:something|somewhere)\s+(?:with\s+(?:a\s+)?(?:bit\s+|little\s+|lot\s+)?(?:of\s+)?(?:more|less)\s+(?:space|room)|bigger|smaller|larger)|(?:our|my) next (?:home|house|place|property))\b`,
);
const SEEKING = new RegExp(String.raw`\b(?:move|moving|relocat\w*) (?:out )?to\b|${SEEKING_HOME.source}`);
const PURCHASE_AMOUNT = /(?:£\s?|\b)(?:\d{3}\s?(?:k|thousand|grand)|\d{3},\d{3}|\d(?:\.\d+)?\s?(?:m|mil|million))\b|\bhalf a million\b/;
const OWN_SALE_ELSEWHERE =
  /\b(?:ours|it|(?:our|my) (?:[\w-]+ ){0,2}?(?:house|home|flat|place|property|bungalow|cottage|apartment|maisonette|semi|terrace|\d ?bed))(?:'s| is| goes| went| has gone| is going| will go| will be|'ll be|'ll go)? on(?: the market)? with (?:another|a different|an?other|an? (?:local|online|high street)) agent\b|\b(?:ours|it|(?:our|my) [\w-]+(?: [\w-]+)?) (?:goes|is going|will go|went|has gone|'s going|'ll go) on the market\b/;
// "Is the 2 bed flat in Broughty Ferry still available? It says £950": a visitor asking after one of the
// agent's listings wants what it is offered for, and a price in pounds under ten thousand is a rent.
const LISTING_ENQUIRY =
  /\b(?:still (?:available|on the market|up|free|going)|(?:book|booked|arrange|arranging|request|requested) (?:a |in a |the )?viewings?|(?:can|could|may) (?:we|i) (?:view|come and see|have a look (?:at|round))|is (?:it|that|this|the [\w -]{1,40}) (?:still )?(?:available|gone|taken))\b/;
const RENT_SIZED_PRICE = /£\s?(?:\d,\d{3}|\d{3,4})(?![\d,]|\.\d|\s?(?:k|m|thousand|grand|mil|million)\b)(?!\s?(?:deposit|holding|fee|admin|off|reduction|less|more|over|under|cheaper)\b)/;
// "just browsing what's on the market": the listings someone looks through, not a home of theirs for sale.
const WEAK_SELL =
  /\b(?:valuation|valued|value it|value my|value our|market appraisal|worth|(?<!\b(?:what's|whats|what is|what comes|anything|everything|what else is) )on the market|instruct)\b/;

/**
 * What the visitor wants from the agent (QUALIFY.md intent), from what they said; a later statement
 * replaces an earlier one. A buyer who also has a home to sell stays a buyer unless they say they are
 * not buying ("I'm selling, not buying").
 */
export function parseIntent(turns: readonly Turn[]): Intent | null {
  let intent: Intent | null = null;
  let hasWantedToBuy = false;
  let undecided = false;
  let soughtBefore = false;
  for (const turn of turns) {
    const picked = pickFromTurn(turn, hasWantedToBuy && intent === 'buy', intent === 'rent');
    if (picked === UNDECIDED_TURN) undecided = true;
    // "we're selling ours to move out to Hale … we've got an AIP": a seller with a purchase financed is a
    // buyer with a home to sell (QUALIFY.md), unless they say they are not buying.
    if (!picked && intent === 'sell' && OWN_PURCHASE_FINANCE.test(turn.maskedLower) && !turns.some((t) => REJECTS.test(t.lower))) {
      intent = 'buy';
      hasWantedToBuy = true;
      continue;
    }
    // "we want to move from our terrace to something bigger" and later "we'll list ours": a home sought
    // with nothing said of renting, then a sale of their own, is a buyer with a home to sell (QUALIFY.md).
    if (!picked && !intent && SOUGHT_HOME.test(turn.maskedLower)) soughtBefore = true;
    if (picked === 'sell' && !intent && soughtBefore && !turns.some((t) => REJECTS.test(t.lower))) {
      intent = 'buy';
      hasWantedToBuy = true;
      continue;
    }
    if (!picked || picked === UNDECIDED_TURN) continue;
    // A buyer's home to sell and a landlord's talk of rent do not change what they want.
    const isAside =
      (picked === 'sell' && hasWantedToBuy) ||
      (picked === 'rent' && intent === 'let') ||
      // "buying a holiday let … so we can let it for the summer": what a buyer will do with it, not a
      // request to the agent.
      (picked === 'let' && intent === 'buy' && !LET_SERVICE.test(turn.lower)) ||
      (picked === 'rent' && intent === 'sell' && RENTING_MEANWHILE.test(turn.lower)) ||
      // "we'll need somewhere by then or rent short term": where a buyer lives until the purchase.
      (picked === 'rent' && intent === 'buy' && STOPGAP_RENT.test(turn.lower) && !CORRECTION.test(turn.lower)) ||
      // An answer to "Chain?" describes their home now, whatever was said before it.
      (picked !== 'buy' && POSITION_QUESTION.test(turn.questionLower)) ||
      (picked === 'rent' && intent === 'buy' && CURRENT_HOME_QUESTION.test(turn.questionLower) && !CORRECTION.test(turn.lower)) ||
      (picked !== 'buy' && intent === 'buy' && SELLING_QUESTION.test(turn.questionLower) && !CORRECTION.test(turn.lower));
    if (isAside && !REJECTS.test(turn.lower)) continue;
    if (picked === 'buy') hasWantedToBuy = true;
    intent = picked;
  }
  if (intent || undecided) return intent;
  const all = turns.map((t) => t.lower).join('\n');
  // "the flat above me is let through you and the tenants are so loud": a neighbour's tenants, not the
  // visitor's.
  const ownTalk = turns.filter((t) => !NEIGHBOURS_PROPERTY.test(t.lower)).map((t) => t.lower).join('\n');
  if (WEAK_LET.test(ownTalk)) return 'let';
  // "Will you be selling your home here?" - "yes, that's the plan", then yes to a valuation, and no
  // home sought: an owner selling up (moving abroad, downsizing into care), not a buyer's chain.
  const valued = parseValuation(turns);
  const sellsUp = valued && !SEEKING_HOME.test(all) && turns.some(saysYesToSelling);
  // "yes" to "Do you have a mortgage in principle?" says a mortgage, as the word would.
  const remortgages = REMORTGAGE.test(all);
  if (!remortgages && (WEAK_BUY.test(all.replace(OWN_TRADE, ' ')) || turns.some((turn) => answersAsBuyer(turn, sellsUp))))
    return 'buy';
  if (WEAK_RENT.test(all) || (LISTING_ENQUIRY.test(all) && RENT_SIZED_PRICE.test(all))) return 'rent';
  // "ours goes on the market next week with another agent … keeping an eye on 3 beds": a home of their
  // own on sale elsewhere and one sought is a buyer with a home to sell (QUALIFY.md); renting showed above.
  if (OWN_SALE_ELSEWHERE.test(all) && SEEKING_HOME.test(all)) return 'buy';
  // "move up from our terrace to a 4 bed … could someone value ours first?": a home of their own to value
  // and another sought, with no word of renting, is a buyer with a home to sell, as in one message.
  if ((WEAK_SELL.test(all) || valued) && !sellsUp && SOUGHT_HOME.test(all)) return 'buy';
  // Someone "looking for a family house" wants one, whatever they say about their own.
  if ((WEAK_SELL.test(all) || valued) && (sellsUp || !SEEKING.test(all))) return 'sell';
  // Someone looking for a home who names a purchase price ("max 520k") is buying it.
  if (PURCHASE_AMOUNT.test(all)) return 'buy';
  return null;
}

/**
 * Whether the visitor corrected themselves towards `intent` ("sorry, I'm selling, not buying") and
 * said nothing else since: walking back from the latest message, one that takes something back and
 * says `intent` comes before any message that says another intent.
 */
export function endsWithCorrectionTo(turns: readonly Turn[], intent: Intent): boolean {
  for (let i = turns.length - 1; i >= 0; i--) {
    const said = parseIntent([turns[i]]);
    if (!said) continue;
    if (said !== intent) return false;
    if (REJECTS.test(turns[i].lower) || CORRECTION.test(turns[i].lower)) return true;
  }
  return false;
}
