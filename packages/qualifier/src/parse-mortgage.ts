import { isAffirmative, isNegative } from './text';
import { perTurn } from './turn-memo';
import type { Intent, MortgageStatus, Turn } from './types';

type QuestionKind = 'aip' | 'progress' | 'need' | 'cash' | 'choice' | 'offer' | 'other';

// "an in-principle yes": the hyphenated form is the same agreement.
// "the offer letter from the building society", "the offer in hand from Barclays": a lender's offer,
// which a sale's offer (from a buyer) never is.
const AIP_TERM =
  /\b(?:aip|mip|dip|(?:agreement|agreed|decision|mortgage)[- ]in[- ]princip(?:le|al)|in[- ]princip(?:le|al)|mortgage offer|mortgage with (?:an |the |a )?(?:formal )?offer|offer(?: letter)?(?: in hand| in place)? from (?:the |our |my )?(?:bank|lender|building society|halifax|nationwide|barclays|natwest|santander|hsbc|lloyds|tsb|coventry|skipton|first direct|virgin money|metro bank)|pre[- ]?approv\w*|(?:mortgage|finance|lending|borrowing) (?:is |has been |'s |been )?(?:approved|agreed)|approved for a mortgage|mortgage (?:promise|certificate)|(?:agreed|happy|willing|prepared|said yes) to lend)\b/;
// "Barclays have approved us": a lender's yes to the buyer, read only where the message speaks of
// a lender or a mortgage.
const APPROVED_BY_LENDER = /\b(?:approved|accepted|agreed) (?:us|me)\b(?! (?:as|for (?:the |a )?(?:viewing|tenancy|flat|house|property)))/;
const LENDER_TALK = /\b(?:mort?gage|bank|lender|building society|halifax|nationwide|barclays|natwest|santander|hsbc|lloyds)\b/;
const MORTGAGE_WORDS =
  /\b(?:mortgages?|mortages?|morgages?|aip|mip|dip|in[- ]princip(?:le|al)|broker|lender|adviser|advisor|finance)\b/;
const NEGATION = /\b(?:no|not|never|without|none|haven't|havent|hasn't|don't|dont|didn't|nope|nah)\b|n't\b/;
// "my broker's putting the DIP through", "brokers doin the aip": someone at work on it now, "doing" with
// the g dropped.
const PENDING =
  /\b(?:in progress|underway|under way|ongoing|being|to be|doing|doin'?|putting|puttin'?|processing|applying|applied|application|reapplying|waiting|wait|sorting|arranging|getting|get one|working on|in the process|process|booked|booking|appointment|meeting|seeing|speaking|talking|spoken|chatting|submitted|pending|should|hope|hoping|going to|gonna|soon|renew\w*|expired|lapsed|ran out|run out)\b/;
// ("my bank is doing the AIP this week": the agreement in the making, like "arranging" it.)
// "our DIP is for 230", "my AIP says they'll lend 310k": an amount on the agreement says it is held.
// "our MIP expires in June", "before the AIP runs out": an agreement still in date is held (one that
// has run out is read as pending before this).
// "mortgage offer came thru today", "the offer arrived": an offer the buyer now holds.
const POSSESSION =
  /\b(?:expires|runs out|is valid|valid (?:until|till|for)|lasts (?:until|till|for)|good (?:until|till|for))\b|\b(?:is|'s|was|came (?:back|through)) (?:for|at|up to) £?\d|\b(?:says?|said|shows?) (?:(?:they|we|i)(?:'ll|'d| will| would| can| could) )?(?:lend|borrow|get)\b|\b(?:have|has|'ve|got|hold|holding|secured|obtained|received|sorted|in place|done|valid|approved|agreed|confirmed|through|thru|came|arrived|landed|from|with|already|in hand|yes|yep|yeah)\b|✅/;
// "it'll be paid for outright from the estate": a purchase with no loan ("paid off" is a mortgage ended).
const CASH =
  /\bcash\b(?!\s*(?:back|isa|flow|machine))|\b(?:buy(?:ing)?|purchas\w+|pay(?:ing)?|paid for) (?:[\w-]+ ){0,5}?outright\b|\boutright purchase\b|(?<!\b(?:own|owned|owns|current|currently|paid)\b[^.,]*)\bmortgage[- ]free\b(?![^.,]*\b(?:current|now|at the moment)\b)/;
// "We shan't need a mortgage" is the formal "won't".
// "she wont be borrowing anything": no loan, said in the progressive (and without the apostrophe).
// The lookaheads keep a missing step ("no mortgage in principle yet", "not got a mortgage offer",
// "no mortgage adviser") from reading as a cash buyer.
const NO_MORTGAGE =
  /\b(?:no|don't|do not|won't|will not|wont|dont|doesn't|not|never|shan't|shall not|wouldn't|would not) (?:\w+ )?(?:need|needing|require|requiring|want|getting|taking|using)? ?(?:a |any )?mortgage\b(?!\s*(?:in principle|offer|advis[eo]r|broker|appointment|meeting|application|agreement|decision|approval|yet|sorted|arranged|agreed|approved|lined up|in place))|\bno mortgage\b(?!\s*(?:in principle|offer|advis[eo]r|broker|appointment|meeting|application|agreement|decision|approval|yet|sorted|arranged|agreed|approved|lined up|in place))|\bmortgage (?:isn't |is not |not |won't be )(?:needed|required|necessary)\b|\bwithout (?:a |any )?mortgage\b|\bno need for (?:a |any )?mortgage\b|\b(?:no|without|not) borrowing\b|\b(?:no|don't|do not|won't|will not|dont|wont) (?:need|require|needing|requiring) (?:any )?(?:finance|financing|a loan|lending)\b|\bno need for (?:any )?(?:finance|financing|a loan|lending)\b|\b(?:won't|wont|will not|don't|dont|do not|no need to) (?:need to |be )?borrow(?:ing)?\b/;
const NOT_NEEDED =
  /^\s*(?:(?:no|nope|nah)[\s,.!]+)?(?:(?:we|i|we'll|i'll)\s+)?(?:not needed|no need|don't need one|won't need one|will not need one|do not need one|not required|none needed|(?:won't|wont|will not|don't|dont|do not)(?=\s*[,.!;-]|\s*$))/;
// "we'll have enough from the sale plus savings" to the mortgage question: their sale pays, no loan.
const FUNDED_WITHOUT_LOAN =
  /\b(?:from|with|using|out of|funded by|funding it with|paid for by) (?:our |my |the )?(?:savings|inheritance|sale proceeds|proceeds|sale(?! (?:price|board|particulars))|equity)\b|^\s*(?:the |our |my )?(?:savings|inheritance|(?:sale )?proceeds)\b/;
const ADVISER =
  /\b(?:broker|brokers|mortgage adviser|mortgage advisor|adviser|advisor|ifa|lender|bank|building society)\b/;
// "we're with a broker", "going through Nationwide's adviser": signed up with one now.
// "got appt with broker on mon": "appt" is how an appointment is written in a hurry.
const ADVISER_ACTIVITY =
  /\b(?:(?:we're|we are|i'm|i am|been) (?:with|using|going through)|talk to|talk with|speak to|speak with|see|contact|talking|talkin|speaking|speakin|spoken|spoke|chatting|chattin|seeing|seein|meeting|meetin|met|call|appointment|appt|booked|working with|on it|sorting|arranging|arranged|helping|dealing|reckons|applied|applying|submitted|reapplying|renew\w*|process|going through|in talks|on the case|looking at)\b|\b(?:our|my|the) (?:mortgage )?(?:broker|adviser|advisor)\b/;
const PROCESS_ACTIVITY =
  /\b(?:being (?:processed|arranged|sorted|assessed|underwritten)|processing|(?:sorting|doing|filling in|filling out|gathering|done) (?:(?:the|our|my|all the) )?(?:paperwork|forms|application|documents)|applied|applying|application|reapplying|submitted|waiting (?:to hear|on|for)|in the process|going through|underwriting|valuation|(?:call|appointment|meeting) (?:booked|with|on|tomorrow|next|this)|(?:meeting|seeing) (?:the |our |my )?[\w&'-]+(?: [\w&'-]+)? (?:today|tomorrow|next \w+|this \w+|on \w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:seeing|meeting|speaking to|talking to) (?:one|someone|them)|working on it|on it|(?:doing|sorting) (?:it|one|that|ours|mine) (?:now|today|tomorrow|this \w+|next \w+|with)\b)\b/;
// Waiting on or going through something that is not the loan: the court, probate, a divorce, a sale;
// "waiting to hear from the solicitor" too.
const OTHER_WAIT =
  /\b(?:waiting (?:on|for|to hear (?:back )?from)|going through|in the process of) (?:the |a |an |our |my )?(?:[\w-]+ )?(?:order|court|probate|divorce|decree|grant|sale|buyers?|completion|solicitors?|chain|contracts?|exchange|separation|settlement|visa|results?)\b/;
// Future plans without a date ("we need to talk to a broker") are not progress; a booked meeting is.
// "I've been told to speak to a mortgage adviser", "we're meant to see a broker": advice taken, not acted on.
const FUTURE_ONLY =
  /\b(?:need to|will|'ll|going to|plan to|planning to|should|must|have to|want to|hoping to|first|told to|advised to|meant to|supposed to|ought to)\b/;
const DATED =
  /\b(?:today|tomorrow|this week|next week|on (?:mon|tue|wed|thu|fri|sat|sun)\w*|(?:mon|tues?|wed|thu|thurs|fri|sat|sun)\w*day|booked|appointment|appt)\b/;
const NOT_STARTED =
  /\b(?:haven't|havent|have not|don't|dont|not|no|nothing|never)\b[^.]*\b(?:looked|started|spoken|talked|done|applied|sorted|begun|thought|got round|contacted|arranged|approached|anything|anyone)\b|\bnot yet\b|\bnothing (?:yet|done|sorted)\b|\b(?:will|'ll|going to) need (?:one|a mortgage)\b|\bneed (?:a|one) but\b|\bneed to sort\b/;
// "got an offer from Barclays", "offer from Santander in hand".
const LENDER_OFFER =
  /\b(?:got|have|had|received|holding) (?:an |a |the |our |my )?(?:formal )?offer\b|\boffer (?:from (?:[\w&'-]+ ){1,3})?(?:in hand|in place|already)\b/;
// "once we've had an offer", "when we get an offer": a condition on an offer to come, on their home.
const OFFER_TO_COME = /\b(?:once|when|after|until|till|if) (?:(?:we|i|we've|i've|we have|i have|they|we'd|i'd) )?(?:got|get|had|have|receive|received|accept|accepted) (?:an |a )?offer\b/;
const SALE_OFFER = /\b(?:accepted|on (?:ours|our|my|the house|the flat)|buyers?|under offer|sold)\b/;
const TALKING_NOW = /\b(?:talking|speaking|chatting) (?:to|with)\b|\b(?:applied|applying) (?:to|with)\b/;
// "does the seller want a cash buyer?": someone else's wish, not the visitor's funding.
// "our buyers are first time buyers with a mortgage offer already": the agreement of the people
// buying the visitor's home (or selling to them), not the visitor's own.
const OTHERS_AGREEMENT_BEFORE = /\b(?:our|the|their|his|her) (?:buyers?|purchasers?|sellers?|vendors?)\b/;
const OTHERS_CASH = /\b(?:sellers?|vendors?|owners?|landlords?)\b[^.!?]*\bcash\b|\bcash\b[^.!?]*\b(?:sellers?|vendors?)\b/;
// "in the middle of getting one", "it's with the lender now", "pending" in answer to whether an
// agreement is held or a lender seen: the step is under way.
const PENDING_ANSWER =
  /^\s*(?:(?:we're|we are|were|i'm|im|i am|it's|its|it is|yes|yeah|yep|yh|nearly|almost|currently|just|still|that's|thats)[\s,]+)*(?:in the middle of|in (?:the )?process|in progress|pending|underway|under way|being (?:sorted|done|processed|arranged|looked at)|(?:doing|sorting|getting|applying for|arranging) (?:it|one|that)\b|with the (?:bank|lender|broker|building society|underwriters?)|waiting (?:on|for|to hear)|working on (?:it|that)|on it\b|applied)/;
const CHOICE_MORTGAGE = /^\s*(?:a |we'll need a |we need a |need a |will need a )?(?:mortgage|one)\b/;

const FUTURE_BEFORE_AIP =
  /\b(?:'ll|will|going to|gonna|plan(?:ning)? to|need to|want to|hope to|hoping to|intend to)\s+(?:(?:then|just|probably|also|only)\s+)?(?:get|sort|sort out|apply for|arrange|do|look into|go for|organise|organize)\s+(?:(?:an?|the|our|my)\s+)?$/;

// "We can put you in touch with our partner broker. Can I take an email?": the agent's offer of a
// broker, so a yes takes the offer (or gives the email), and says nothing of the visitor's progress.
function classifyQuestion(q: string): QuestionKind {
  if (
    /\b(?:would you like|do you want|shall i|(?:can|could) (?:i|we) (?:help|put|refer|introduce|recommend|connect)|(?:i|we) (?:can|could) (?:put|refer|introduce|connect)|want me to|recommend)\b/.test(
      q,
    )
  )
    return 'offer';
  const asksCash = /\bcash\b/.test(q);
  const asksMortgage = /\bmort?gage|\bmortage|financ/.test(q);
  if (asksCash && asksMortgage) return 'choice';
  if (asksCash) return 'cash';
  if (
    /in[- ]principle|\baip\b|\bmip\b|\bdip\b|mortgage offer|pre-?approv|(?:mortgage|finance) (?:sorted|arranged|agreed|in place|approved)|(?:sorted|arranged|got) (?:a |your |any )?(?:mortgage|finance)/.test(
      q,
    )
  )
    return 'aip';
  if (/\bneed (?:a |any )?(?:mortgage|finance|to borrow)/.test(q)) return 'need';
  if (
    /\b(?:started|look(?:ed)? into|spoken|speak|talked|talk|working with|using|contacted|been to|seen|approached)\b.*\b(?:mortgage|broker|lender|adviser|advisor|bank|finance)|mortgage (?:position|situation|side|status)|how(?:'s| is) the mortgage|\bbroker|\blender|\badvis[eo]r/.test(
      q,
    )
  )
    return 'progress';
  if (/^\W*(?:mortgage|mortage|morgage|finance|financing)\W*$/.test(q.trim())) return 'need';
  return 'other';
}

const SHORT_ANSWERS: Record<QuestionKind, { yes: MortgageStatus | null; no: MortgageStatus | null }> = {
  aip: { yes: 'approved', no: 'not_started' },
  progress: { yes: 'in_progress', no: 'not_started' },
  need: { yes: 'not_started', no: 'cash' },
  cash: { yes: 'cash', no: 'not_started' },
  choice: { yes: null, no: null },
  offer: { yes: null, no: null },
  other: { yes: null, no: null },
};

const RANK: Record<MortgageStatus, number> = { approved: 4, cash: 4, in_progress: 3, not_started: 1 };

interface Finding {
  status: MortgageStatus;
  index: number;
}

function readClause(
  clause: string,
  offset: number,
  context: { mortgageTalk: boolean; answersMortgage: boolean; funding: boolean; expired: boolean },
): Finding[] {
  const found: Finding[] = [];
  const add = (status: MortgageStatus) => found.push({ status, index: offset });
  const named = AIP_TERM.exec(clause);
  const aip = named && !OTHERS_AGREEMENT_BEFORE.test(clause.slice(0, named.index)) ? named : null;
  if (aip) {
    const before = clause.slice(0, aip.index);
    if (NEGATION.test(before) || /\bnot yet\b/.test(clause)) add('not_started');
    // "I'll sort an AIP once we've had an offer": the agreement is a plan, and with no date a plan
    // has not started.
    else if (FUTURE_BEFORE_AIP.test(before)) add(DATED.test(clause) ? 'in_progress' : 'not_started');
    // "we have a DIP from Barclays, we want to be in by November": the pending words must be about the
    // agreement, so a long unpunctuated message is read near it.
    else if (PENDING.test(clause.slice(Math.max(0, aip.index - 60), aip.index + aip[0].length + 20)) || context.expired)
      add('in_progress');
    else if (POSSESSION.test(clause) || clause.trim().length <= aip[0].length + 12) add('approved');
  }
  else if (APPROVED_BY_LENDER.test(clause) && LENDER_TALK.test(clause) && !NEGATION.test(clause)) add('approved');
  if (NO_MORTGAGE.test(clause)) add('cash');
  else if (CASH.test(clause) && !/\bdeposit\b/.test(clause) && !OTHERS_CASH.test(clause)) {
    add(/\b(?:not|aren't|isn't|won't be)\b[^.]*\bcash\b/.test(clause) ? 'not_started' : 'cash');
  } else if (context.funding && FUNDED_WITHOUT_LOAN.test(clause)) add('cash');
  // "talking to Coutts" in answer to the mortgage question: a lender by name, spoken to now.
  const talkingNow = context.answersMortgage && TALKING_NOW.test(clause) && !FUTURE_ONLY.test(clause);
  const adviserActive = (ADVISER.test(clause) && ADVISER_ACTIVITY.test(clause)) || talkingNow;
  // "we're waiting for the financial order" in a message that mentions an adviser: a wait on something
  // else (the court, probate, a sale) counts only when the clause or the question is about the loan.
  const processActive =
    context.mortgageTalk &&
    PROCESS_ACTIVITY.test(clause) &&
    !(OTHER_WAIT.test(clause) && !context.answersMortgage && !MORTGAGE_WORDS.test(clause));
  if (adviserActive || processActive) {
    if (NEGATION.test(clause)) add('not_started');
    else if (FUTURE_ONLY.test(clause) && !DATED.test(clause)) add('not_started');
    else add('in_progress');
  } else if (context.mortgageTalk && NOT_STARTED.test(clause)) add('not_started');
  return found;
}

// "sorted", "all in place", "agreed": a short answer that says the thing asked about is done.
// "we got one through the bank app yesterday": the speaker before "got one" says nothing against it.
const DONE_ANSWER =
  /^\s*(?:(?:yes|yeah|yep|yup|it's|its|all|we're|we are|i'm|i am|we|i|we've|i've|we have|i have|already|just)[\s,!]+)*(?:sorted|done|in place|in hand|agreed|arranged|approved|all set|got (?:it|one|that)|have (?:it|one)|ready)\b(?![^.!?]*\b(?:not|n't|soon|next|will|expired|lapsed|ran out|run out)\b)/;

const BARE_SHORT_ANSWER = /^\W*(?:not yet|no|nope|nah|not really|yes|yeah|yep)\W*$/;
// "not sure we'll even need one" to "Do you have a mortgage in principle?": a doubt, not a no.
const UNSURE = /^\W*not (?:sure|certain)\b/;
const APPROVED_ANSWER = /\b(?:approved|agreed|in place|in hand)\b/;

const readTurn = perTurn((turn: Turn): MortgageStatus | null => {
  const kind = turn.topics.has('mortgage') ? classifyQuestion(turn.questionLower) : 'other';
  // "the bank are looking at our application": a buyer's own bank is mortgage talk (not a bank holiday).
  const mortgageTalk =
    turn.topics.has('mortgage') || MORTGAGE_WORDS.test(turn.lower) || /\b(?:the|our|my) bank\b(?! holiday)/.test(turn.lower);
  const context = {
    mortgageTalk,
    answersMortgage: kind !== 'other',
    // "with the equity" beside a DIP is the deposit, not a purchase without a loan.
    funding: turn.topics.has('mortgage') && !/\b(?:mortgage|deposit|aip|mip|dip|in[- ]principle|broker|lender)\b/.test(turn.lower),
    // "runs out next week so we're renewing it": an agreement being renewed is pending again.
    expired: /\b(?:expired|lapsed|ran out|run out|renewing|renewal|reapplying)\b/.test(turn.lower),
  };
  // "Not yet, I'm waiting on probate … I don't know if I'd need a mortgage" to "Do you have a budget?":
  // the opening "not yet" answers the question asked, not the mortgage named later.
  const answersOtherQuestion = turn.topics.size > 0 && !turn.topics.has('mortgage');
  const findings: Finding[] = [];
  const bounds = turn.bounds;
  let start = 0;
  for (const [bStart, bEnd] of [...bounds, [turn.lower.length, turn.lower.length]]) {
    const clause = turn.lower.slice(start, bStart);
    if (!(start === 0 && answersOtherQuestion && BARE_SHORT_ANSWER.test(clause))) findings.push(...readClause(clause, start, context));
    start = bEnd;
  }
  if (kind !== 'other' && NOT_NEEDED.test(turn.lower)) findings.push({ status: 'cash', index: 0 });
  // "got an offer from Barclays" in answer to the mortgage question is a mortgage offer, not a sale.
  if (kind !== 'other' && LENDER_OFFER.test(turn.lower) && !SALE_OFFER.test(turn.lower) && !OFFER_TO_COME.test(turn.lower))
    findings.push({ status: 'approved', index: 0 });
  if (kind === 'choice' && CHOICE_MORTGAGE.test(turn.lower)) findings.push({ status: 'not_started', index: 0 });
  if ((kind === 'aip' || kind === 'progress') && PENDING_ANSWER.test(turn.lower) && !NEGATION.test(turn.lower))
    findings.push({ status: 'in_progress', index: 0 });

  let best: Finding | null = null;
  for (const f of findings) {
    if (!best || RANK[f.status] > RANK[best.status] || (RANK[f.status] === RANK[best.status] && f.index >= best.index))
      best = f;
  }
  // "yes, got it through our broker last month" to "Do you have an AIP?": the agreement is held, and
  // the broker is who got it, not a step still under way.
  const holdsAgreement = kind === 'aip' && DONE_ANSWER.test(turn.lower) && !PENDING.test(turn.lower);
  if (holdsAgreement && best?.status === 'in_progress') return 'approved';
  if (best && RANK[best.status] >= RANK.in_progress) return best.status;
  // "yes, approved" to a bare "Mortgage?": the yes says one is needed, the rest that it is agreed.
  if ((kind === 'need' || kind === 'aip') && DONE_ANSWER.test(turn.lower) && APPROVED_ANSWER.test(turn.lower))
    return 'approved';
  const short =
    isAffirmative(turn.lower) || (kind !== 'other' && DONE_ANSWER.test(turn.lower))
    ? SHORT_ANSWERS[kind].yes
    : isNegative(turn.lower) && !UNSURE.test(turn.lower)
      ? SHORT_ANSWERS[kind].no
      : null;
  // What the clause itself says ("haven't spoken to anyone about a mortgage yet") beats reading a
  // bare no against the question ("Mortgage?" → no → cash).
  return best?.status ?? short ?? null;
});

/**
 * The buyer's mortgage position; null for renters, sellers, landlords and when not said. The question gives "yes" and
 * "not yet" their meaning, and a later statement replaces an earlier one.
 */
export function parseMortgage(turns: readonly Turn[], intent: Intent | null): MortgageStatus | null {
  // Only buyers have a mortgage position; unknown intent is read too, as most such visitors buy.
  if (intent !== null && intent !== 'buy') return null;
  let status: MortgageStatus | null = null;
  for (const turn of turns) status = readTurn(turn) ?? status;
  return status;
}
