import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseValuation } from './parse-valuation';

describe('parseValuation', () => {
  it('reads "I\'d like to know what my flat in LS7 is worth" as asking for a valuation', () =>
    expect(parseValuation(turns("I'd like to know what my flat in LS7 is worth, thinking of selling"))).toBe(true));
  it('reads "could you do a valuation?" as asked', () =>
    expect(parseValuation(turns('could you do a valuation on my flat?'))).toBe(true));
  it('reads "what\'s my house worth" as asked', () => expect(parseValuation(turns("what's my house worth"))).toBe(true));
  it('reads "what rent could I get" as asked', () =>
    expect(parseValuation(turns('what rent could I get for it?'))).toBe(true));
  it('reads "yes please" to the offer of a valuation as asked', () =>
    expect(parseValuation(turns('A: Would you like a free valuation?', 'yes please'))).toBe(true));
  it('reads "no need, it was valued last month" as not asked', () =>
    expect(parseValuation(turns("another agent valued it last month so I don't need a valuation"))).toBe(false));
  it('reads "maybe later" to the offer as not asked', () =>
    expect(parseValuation(turns('A: Would you like a valuation?', 'maybe later, not right now'))).toBe(false));
  it('is false when nothing is said', () => expect(parseValuation(turns('a 2 bed flat to buy'))).toBe(false));
  it('reads "what is a 3 bed semi in Keynsham worth" as asked', () =>
    expect(parseValuation(turns('roughly what is a 3 bed semi in Keynsham worth at the moment?'))).toBe(true));
});

describe('parseValuation, more ways to ask and decline', () => {
  it('reads "what rent we might achieve" as asked', () =>
    expect(parseValuation(turns('could you tell us what rent we might achieve for the flat?'))).toBe(true));
  it('reads "how much is my house on Elm Road worth" as asked', () =>
    expect(parseValuation(turns('how much is my house on Elm Road worth these days?'))).toBe(true));
  it('reads "not needed, I know what it is worth" after the offer as declined', () =>
    expect(
      parseValuation(turns('A: Would you like a valuation?', "not needed, we know roughly what it's worth")),
    ).toBe(false));
});

describe('parseValuation, rents, fetches and short answers', () => {
  it('reads "what\'s the going rent?" as asked', () => expect(parseValuation(turns("what's the going rent round here?"))).toBe(true));
  it('reads "what would our 2 bed flat fetch" as asked', () =>
    expect(parseValuation(turns('what would our 2 bed flat fetch at the moment?'))).toBe(true));
  it('reads "no, but could you value it?" after a market question as asked', () =>
    expect(parseValuation(turns('A: Is it on the market yet?', 'no, but could you value it?'))).toBe(true));
  it('reads "once we know what ours is worth" as no refusal', () =>
    expect(parseValuation(turns('can you value ours? we will decide once we know what it is worth'))).toBe(true));
});

describe('parseValuation, questions about the rent or worth', () => {
  it('reads "can you tell me what rent to ask?" as asked', () =>
    expect(parseValuation(turns('can you tell me what rent to ask for the flat?'))).toBe(true));
  it('reads "what would my terrace in Leeds be worth?" as asked', () =>
    expect(parseValuation(turns('what would my terrace in Leeds be worth?'))).toBe(true));
  it('reads "would we get £900 a month for it?" as asked', () =>
    expect(parseValuation(turns('would we get £900 a month for it?'))).toBe(true));
  it('reads "had two valuations already" as not asking', () =>
    expect(parseValuation(turns("we're selling, had two valuations already, want the best agent"))).toBe(false));
});

describe('parseValuation, the value of', () => {
  it('reads "what\'s the value of my apartment?" as asked', () =>
    expect(parseValuation(turns("What's the value of my 2 bed apartment?"))).toBe(true));
});

describe('parseValuation, a long description before "worth"', () => {
  it('reads "how much is my 3 bed house in Leeds worth?" as asked', () =>
    expect(parseValuation(turns('how much is my 3 bed house in Leeds worth?'))).toBe(true));
});

describe('parseValuation, how much it would rent for', () => {
  it('reads "how much would my flat rent for?" as asked', () =>
    expect(parseValuation(turns('how much would my flat rent for?'))).toBe(true));
});

describe('parseValuation, asking the agent for a figure', () => {
  it('reads "what would you reckon our semi would sell for?" as asked', () =>
    expect(parseValuation(turns('what would you reckon our semi would sell for?'))).toBe(true));
  it('reads "roughly what d\'you think the bungalow is worth" as asked', () =>
    expect(parseValuation(turns("roughly what d'you think the bungalow is worth"))).toBe(true));
  it('reads "could someone pop round and price it up?" as asked', () =>
    expect(parseValuation(turns('could someone pop round and price it up?'))).toBe(true));
  it('reads "what should I be asking a month for it?" as asked', () =>
    expect(parseValuation(turns('what should I be asking a month for it?'))).toBe(true));
  it('reads chat spellings "wot wud we get for it" and "how much cud it let for" as asked', () => {
    expect(parseValuation(turns('wot wud we get for it?'))).toBe(true);
    expect(parseValuation(turns('how much cud it let for'))).toBe(true);
  });
  it('reads "what should I ask at the viewing?" and "is it worth the money" as no valuation', () => {
    expect(parseValuation(turns('what should I ask at the viewing?'))).toBe(false);
    expect(parseValuation(turns('what do you think of the house on Mill Lane, is it worth the money?'))).toBe(false);
  });
  it('reads a valuation another agent is coming to do as not asked', () =>
    expect(parseValuation(turns("our local agent's coming to value it on Friday"))).toBe(false));
  it('reads "no hurry" answering the timing after the offer as no refusal', () =>
    expect(
      parseValuation(
        turns('what would my maisonette rent for?', 'A: We can price that up for you. When would it be free?', 'no hurry, the summer'),
      ),
    ).toBe(true));
});

describe('parseValuation, a price, figure or estimate for their own property', () => {
  const asked = [
    'could you give us a rough figure for our maisonette?',
    'ballpark estimate for my semi please',
    'is someone able to appraise the cottage next week?',
    'what would you put ours on the market at?',
    'how much might tenants pay for my studio?',
    'what kind of price could we achieve on it?',
    'roughly what the flat might fetch would help',
    'how much could I let my terrace out for?',
    'what would it achieve, do you think?',
    "what's the realistic rent for a place like mine?",
  ];
  for (const line of asked) it(`reads "${line}" as asked`, () => expect(parseValuation(turns(line))).toBe(true));
  const notAsked = [
    'could you give me a price list for your fees?',
    'what price is the terrace on Station Road?',
    "what's the likely price of a 2 bed in Hove?",
    'how much would it cost to rent a 1 bed?',
    'how much do you think we need for a deposit?',
  ];
  for (const line of notAsked) it(`reads "${line}" as no valuation`, () => expect(parseValuation(turns(line))).toBe(false));
});

describe('parseValuation, asking a figure in other words', () => {
  it('reads "how much a month could we ask for it?" as asked', () =>
    expect(parseValuation(turns("we're letting our semi, how much a month could we ask for it?"))).toBe(true));
  it('reads "how much per week could I charge" as asked', () =>
    expect(parseValuation(turns('got a studio I want to let, how much per week could I charge'))).toBe(true));
  it('reads "wot rent cud we get" as asked', () =>
    expect(parseValuation(turns('letting the flat out soon, wot rent cud we get'))).toBe(true));
  it('reads "whats our bungalow worth" as asked', () =>
    expect(parseValuation(turns('thinking of selling up, whats our bungalow worth'))).toBe(true));
  it('reads "what could we sell the cottage for?" as asked', () =>
    expect(parseValuation(turns('we might put it on, what could we sell the cottage for?'))).toBe(true));
  it('reads "what rent it might bring in" as asked', () =>
    expect(parseValuation(turns("I'd like to know what rent it might bring in, it's a 2 bed terrace"))).toBe(true));
  it('reads "what could it achieve in rent" as asked', () =>
    expect(parseValuation(turns('planning to let the maisonette, what could it achieve in rent?'))).toBe(true));
  it('reads "what is it likely to sell for" as asked', () =>
    expect(parseValuation(turns('my semi in Hove, what is it likely to sell for these days?'))).toBe(true));
  it('reads "what\'s the most we could ask" as asked', () =>
    expect(parseValuation(turns("letting my late gran's house, what's the most we could ask?"))).toBe(true));
  it('reads "how much could we rent the house for" as asked', () =>
    expect(parseValuation(turns('how much could we rent the house for if we moved abroad?'))).toBe(true));
  it('keeps the valuation when a no answers "can I take your details to book it?"', () =>
    expect(
      parseValuation(
        turns(
          'what would my terrace go for? thinking of selling',
          'A: Happy to arrange a valuation. Can I take your name and number to book it in?',
          "no thanks, I'll call the office tomorrow",
        ),
      ),
    ).toBe(true));
  it('still reads "not yet" to "Shall we book the valuation?" as declined', () =>
    expect(parseValuation(turns('selling my flat', 'A: Shall we book the valuation?', 'not yet'))).toBe(false));
});

describe('parseValuation, what it might be worth', () => {
  it('reads "roughly what it could be worth" as asking', () =>
    expect(parseValuation(turns('could you give me an idea roughly what it could be worth at the moment?'))).toBe(true));
  it('reads "what ours might be worth" as asking', () =>
    expect(parseValuation(turns("we're curious what ours might be worth before we decide"))).toBe(true));
  it('reads "what it\'d be worth" as asking', () =>
    expect(parseValuation(turns("keen to know what it'd be worth if we sold this year"))).toBe(true));
  it('still reads "we already know what it\'s worth" as no request', () =>
    expect(parseValuation(turns("we already know what it's worth, just want to list it"))).toBe(false));
});

describe('parseValuation, more ways to ask a figure', () => {
  it('reads "what price would you put on the bungalow" as asking', () =>
    expect(parseValuation(turns('what price would you put on the bungalow if we went ahead?'))).toBe(true));
  it('reads "what could we realistically get for the house" as asking', () =>
    expect(parseValuation(turns('what could we realistically get for the house, do you think?'))).toBe(true));
  it('reads "some idea of the price for our maisonette" as asking', () =>
    expect(parseValuation(turns("we'd like some idea of the price for our maisonette before we list"))).toBe(true));
  it('reads "what it would fetch" as asking', () =>
    expect(parseValuation(turns('my late dad left me his semi, no clue what it would fetch'))).toBe(true));
  it('reads "could someone come round and price it up" as asking', () =>
    expect(parseValuation(turns('could someone come round and price it up next week?'))).toBe(true));
  it('reads "we want a market appraisal" as asking', () =>
    expect(parseValuation(turns('we want a market appraisal on the terrace in Roath'))).toBe(true));
  it('still reads a buyer asking "what price is the flat on Mill Road" as no valuation', () =>
    expect(parseValuation(turns('what price is the flat on Mill Road, still available?'))).toBe(false));
});

describe('parseValuation, rents asked about in other words', () => {
  it('reads "what rents could we be asking for the two cottages?" as a valuation', () =>
    expect(parseValuation(turns('what rents could we be asking for the two cottages?'))).toBe(true));
  it('reads "what can we expect in rent for it?" as a valuation', () =>
    expect(parseValuation(turns('got a 2 bed semi to let out, what can we expect in rent for it?'))).toBe(true));
  it('reads "what can I expect in rental income" as a valuation', () =>
    expect(parseValuation(turns('a studio I want to let, what can I expect in rental income?'))).toBe(true));
  it('still reads a tenant asking "what can we expect from the tenancy?" as no valuation', () =>
    expect(parseValuation(turns('first time renting, what can we expect from the tenancy process?'))).toBe(false));
  it('still reads "what rents are like in Hove" from a tenant as no valuation', () =>
    expect(parseValuation(turns('what are rents like in Hove for a 1 bed?'))).toBe(false));
});

describe('parseValuation, yes to an offer of a figure', () => {
  it('reads "yes please" to "Shall I find out what rent your cottage could achieve?" as asking', () =>
    expect(parseValuation(turns('A: Shall I find out what rent your cottage could achieve?', 'yes please'))).toBe(true));
  it('reads "go on then" to "Would a rough idea of the price help?" as asking', () =>
    expect(parseValuation(turns('A: Would a rough idea of the price help before you decide?', 'go on then'))).toBe(true));
  it('reads "no thanks" to "Shall we tell you what rent it could fetch?" as no request', () =>
    expect(parseValuation(turns('A: Shall we tell you what rent it could fetch?', 'no thanks, I know the market'))).toBe(
      false,
    ));
});

describe('parseValuation, answers that ask in their own way', () => {
  it('reads "yh pls" to the offer of a valuation as asking', () =>
    expect(parseValuation(turns('A: Shall we book you a valuation?', 'yh pls'))).toBe(true));
  it('reads a yes on a condition ("if you cover it then yes please") as asking', () =>
    expect(
      parseValuation(turns('A: Shall we value your flat too?', 'do you go out to Ashington? if so then yes please')),
    ).toBe(true));
  it('reads "yes, they look low" to "Shall we review your rents?" as asking', () =>
    expect(parseValuation(turns('A: Shall we review your rents for you?', 'Yes, they look low to me'))).toBe(true));
  it('reads "what rent per room could we charge?" as a valuation', () =>
    expect(parseValuation(turns('six bed student house, what rent per room could we charge?'))).toBe(true));
  it('reads "what do you recommend" to "What rent are you hoping for?" as asking for a figure', () =>
    expect(parseValuation(turns('A: What rent are you hoping for?', 'no idea, what do you recommend'))).toBe(true));
  it('reads "another agent valued it but we would like your opinion" as asking', () =>
    expect(
      parseValuation(
        turns('A: Can we come and value it?', 'another agent valued it in June but we would like your opinion too'),
      ),
    ).toBe(true));
  it('reads "not a formal valuation, just how you would sell it" as not asking', () =>
    expect(parseValuation(turns("Not a full valuation thanks, we'd like to hear how you would sell it"))).toBe(false));
  it('still reads "what would you suggest" to a question about viewings as no valuation', () =>
    expect(parseValuation(turns('A: When can you view?', 'what would you suggest'))).toBe(false));
});

describe('parseValuation, a figure asked for in other words', () => {
  it('reads "an idea of the rent my studio could achieve" as a valuation', () =>
    expect(parseValuation(turns("I'd love an idea of the rent my studio could achieve once it's empty"))).toBe(true));
  it('reads "what\'s the achievable price round here for it" as a valuation', () =>
    expect(parseValuation(turns('roughly what would be the achievable price for a place like ours?'))).toBe(true));
  it('reads "your opinion on price" as a valuation', () =>
    expect(parseValuation(turns("we'd like to sell dad's bungalow, could you let us have your opinion on price?"))).toBe(true));
  it('reads "could you value that one for him" as a valuation', () =>
    expect(parseValuation(turns('my uncle has a cottage in Alford, could you value that one for him?'))).toBe(true));
  it('does not read "we really value that advice" as a valuation', () =>
    expect(parseValuation(turns('thanks, we really value that advice'))).toBe(false));
  it('does not read a tenant asking the rent of a listing as a valuation', () =>
    expect(parseValuation(turns('what is the rent on the flat on Mill Road?'))).toBe(false));
});

describe('parseValuation, a property like theirs', () => {
  const val = (...lines: string[]) => parseValuation(turns(...lines));
  it('reads "what could a place like mine go for?" as a valuation', () =>
    expect(val('what could a place like mine go for round here?')).toBe(true));
  it('reads "how much would something like our semi fetch" as a valuation', () =>
    expect(val('how much would something like our semi fetch these days')).toBe(true));
  it('does not read "something like yours" from a buyer as a valuation', () =>
    expect(val('what would something like yours go for, asking for a friend who is buying')).toBe(false));
});

describe('parseValuation, an idea of the rent', () => {
  const val = (...lines: string[]) => parseValuation(turns(...lines));
  it('reads "can you give us an idea of rent for it?" as a valuation', () =>
    expect(val('we have a flat to let in Hove. can you give us an idea of rent for it?')).toBe(true));
  it('reads "get me a rough idea of the rental value?" as a valuation', () =>
    expect(val('could you get me a rough idea of the rental value?')).toBe(true));
  it('does not read "an idea of rents in the area" as a valuation', () =>
    expect(val('looking to rent, can you give me an idea of rents in the area')).toBe(false));
});

describe('parseValuation, wanting to know the figure offered', () => {
  const val = (...lines: string[]) => parseValuation(turns(...lines));
  it('reads "it\'d be useful to find out" to a valuation offer as a yes', () =>
    expect(val('A: Shall we do you a rental valuation?', "we get £900 now, it'd be useful to find out what it's worth")).toBe(
      true,
    ));
  it('reads "I\'d like to know where we stand" to a valuation offer as a yes', () =>
    expect(val('A: Would a valuation help?', "I'd like to know where we stand, yes")).toBe(true));
  it('does not read "would be good to know" without an offer as a valuation', () =>
    expect(val('would be good to know when the flat is free')).toBe(false));
  it('does not read "wouldn\'t be useful to know" as a yes', () =>
    expect(val('A: Would a rental valuation be useful?', "honestly it wouldn't be useful to know")).toBe(false));
});

describe('parseValuation, the figure handed back to the agent', () => {
  const val = (...lines: string[]) => parseValuation(turns(...lines));
  it('reads "you tell me!" to "What rent would you hope to get?" as a valuation', () =>
    expect(val('A: What rent would you hope to get?', 'you tell me! no clue')).toBe(true));
  it('reads "that\'s your job" to "What price are you aiming for?" as a valuation', () =>
    expect(val('A: What price are you aiming for?', "haha that's your job")).toBe(true));
  it('does not read "you tell me" to an unrelated question as a valuation', () =>
    expect(val('A: When would you like to move?', 'you tell me, whenever')).toBe(false));
});

describe('parseValuation, the short "\'d" form of would', () => {
  const val = (...lines: string[]) => parseValuation(turns(...lines));
  it('reads "what rent we\'d get for the cottage" as asked', () =>
    expect(val("any chance you could say what rent we'd get for the cottage?")).toBe(true));
  it('reads "what sort of rent I\'d achieve" as asked', () =>
    expect(val("keen to hear what sort of rent I'd achieve on my maisonette")).toBe(true));
  it('does not read "what rent you\'d charge" from a tenant as a valuation', () =>
    expect(val("looking to rent a 2 bed, what rent you'd charge for the one on Mill Lane?")).toBe(false));
  it('does not read "what rent we\'d like to pay" as a valuation', () =>
    expect(val("we're renting, not sure what rent we'd like to pay yet")).toBe(false));
});

describe('parseValuation, already knowing the figure offered', () => {
  const val = (...lines: string[]) => parseValuation(turns(...lines));
  it('reads "we\'ve a fair idea of the price" to a valuation offer as declined', () =>
    expect(val('A: Shall we book you a valuation?', "we've a fair idea of the price already, cheers")).toBe(false));
  it('reads "I know what it\'d fetch" to a rental valuation offer as declined', () =>
    expect(val('A: Can we offer you a rental valuation?', "I know what it'd fetch, thanks")).toBe(false));
  it('keeps "I have a rough idea of the rent but I\'d like your opinion" as a yes', () =>
    expect(val('A: Would you like a rental valuation?', "I have a rough idea of the rent but I'd like your opinion")).toBe(true));
  it('does not decline an earlier valuation request when the question asked was about timing', () =>
    expect(
      val('could you value my flat?', 'A: We can do a rental valuation. When do you want tenants in?', 'I have a good idea of the rent, from March'),
    ).toBe(true));
  it('still reads a bare "yes" to the offer as a yes', () =>
    expect(val('A: Would you like a rental valuation?', 'yes')).toBe(true));
});

describe('parseValuation, a valuation turned down by "no" or a negated wanting verb', () => {
  it('reads "no valuation required, just the management" as no valuation', () =>
    expect(parseValuation(turns('two flats to let, no valuation required, just the management'))).toBe(false));
  it('reads "not after a valuation at this stage" as no valuation', () =>
    expect(parseValuation(turns("selling my semi, I'm not after a valuation at this stage"))).toBe(false));
  it('still reads "no rush, but a valuation would be good" as asked', () =>
    expect(parseValuation(turns('no rush, but a valuation would be good'))).toBe(true));
  it('still reads "no, valuation please" as asked', () =>
    expect(parseValuation(turns('A: Is it on the market?', 'no, valuation please'))).toBe(true));
});

describe('parseValuation, a dropped auxiliary and a formal yes', () => {
  it('reads "what you reckon it would go for?" as asked', () =>
    expect(parseValuation(turns('selling the bungalow, what you reckon it would go for?'))).toBe(true));
  it('reads "we would very much like that" to the offer as asked', () =>
    expect(parseValuation(turns('A: Shall we arrange for a valuer to visit?', 'We would very much like that.'))).toBe(true));
  it('does not read "what you think of the area" as asked', () =>
    expect(parseValuation(turns('what you think of the area, is it worth a look?'))).toBe(false));
  it('does not read "we would like that" to a question about viewings as asked', () =>
    expect(parseValuation(turns('A: Shall I send you new listings?', 'we would like that'))).toBe(false));
});

describe('parseValuation, a wish after "but" outweighs what came before it', () => {
  it('reads "another firm valued it but we would like your figure on the price" as asked', () =>
    expect(parseValuation(turns('another firm valued it in March but we would like an opinion on the price from you'))).toBe(true));
  it('still reads "no need for a valuation, but I want to know your fees" as declined', () =>
    expect(parseValuation(turns("no need for a valuation, but I want to know your fees"))).toBe(false));
  it('still reads "we already had a valuation but want to sell soon" as declined', () =>
    expect(parseValuation(turns('we already had a valuation done but we want to sell soon'))).toBe(false));
});

describe('parseValuation, a property described at length before "valued"', () => {
  it('reads "have our 3 bed end terrace in Gorton valued" as asked', () =>
    expect(parseValuation(turns("we'd like to have our 3 bed end terrace in Gorton valued before we let it"))).toBe(true));
});

describe('parseValuation, asked in the passive', () => {
  it('reads "could her flat be valued this week?" as asked', () =>
    expect(parseValuation(turns("I'm handling my aunt's sale, could her flat be valued this week?"))).toBe(true));
  it('does not read "it has been valued already" as asked', () =>
    expect(parseValuation(turns('it has been valued already, we just want it listed'))).toBe(false));
});

describe('parseValuation, "what rent I\'d get" typed short or in the progressive', () => {
  it('reads "wat rent wed get for the studio" as asked', () =>
    expect(parseValuation(turns('wat rent wed get for the studio?'))).toBe(true));
  it('reads "what rent we should be charging" as asked', () =>
    expect(parseValuation(turns('letting my late mum\'s house, no idea what rent we should be charging'))).toBe(true));
});

describe('parseValuation, a refusal typed without the apostrophe', () => {
  it('reads "we dont need a valuation, just a let" as not asked', () =>
    expect(parseValuation(turns('we dont need a valuation, just someone to find a tenant'))).toBe(false));
  it('reads "she doesnt need a valuation" as not asked', () =>
    expect(parseValuation(turns('my mum has a flat to let, she doesnt need a valuation'))).toBe(false));
});

describe('parseValuation, not ready for one yet', () => {
  it('reads "we are not ready for a valuation just yet" as not asked', () =>
    expect(parseValuation(turns("we'll sell the cottage next spring but we are not ready for a valuation just yet"))).toBe(false));
});

describe('parseValuation, a valuation another firm will do', () => {
  it('reads "we will ask a different agent in Leeds to value it" as not asked of this agent', () =>
    expect(parseValuation(turns('our old house is in Leeds, we will ask a different agent in Leeds to value it'))).toBe(false));
  it('still reads "can someone come and value it" as asked', () =>
    expect(parseValuation(turns('can someone come and value it next week?'))).toBe(true));
});

describe('parseValuation, what the rent ought to be', () => {
  it('reads "advise us what the new rent ought to be" as asked', () =>
    expect(parseValuation(turns('our tenant leaves in March, could you advise us what the new rent ought to be?'))).toBe(true));
});

describe('parseValuation, "mine" as the property to value', () => {
  it('reads "would you be able to value mine?" as asked', () =>
    expect(parseValuation(turns('my semi is much like the one you sold last month, would you be able to value mine?'))).toBe(true));
});

describe('parseValuation, a valuation not wanted by a negated verb and article', () => {
  it.each([
    "we'll sell the flat in the new year but we don't need a valuation, just your commission rates",
    "I do not want any valuation yet, only your fees",
  ])('reads "%s" as no valuation', (text) => expect(parseValuation(turns(text))).toBe(false));
});

describe('parseValuation, the lender\'s valuation of the home being bought', () => {
  it.each(["the mortgage is with the underwriters, just waiting for the bank's valuation", 'we are booked in for the lenders valuation on Friday'])(
    'reads "%s" as no valuation asked',
    (text) => expect(parseValuation(turns(text))).toBe(false),
  );
  it('still reads "we\'d like a valuation from you on our flat" as asked', () =>
    expect(parseValuation(turns("we'd like a valuation from you on our flat"))).toBe(true));
});

describe('parseValuation, a property with its place set off by commas before "valued"', () => {
  it('reads "we want our bungalow in Rustington, BN16, valued" as asked', () =>
    expect(parseValuation(turns('we want our bungalow in Rustington, BN16, valued before Easter'))).toBe(true));
});
