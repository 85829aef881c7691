import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseIntent } from './parse-intent';

describe('parseIntent', () => {
  it('reads "tenant looking for a studio" as renting', () =>
    expect(parseIntent(turns('tenant looking for a studio or 1 bed apartment in Sale'))).toBe('rent'));
  it('reads "I\'m a landlord ... looking for a managing agent" as letting', () =>
    expect(
      parseIntent(turns("I'm a landlord with a 5 bed student house in Headingley, looking for a managing agent")),
    ).toBe('let'));
  it('reads someone hoping to find a semi for up to 520k, whose own home is not on the market yet, as buying', () =>
    expect(
      parseIntent(
        turns(
          'hoping to find a 3 bed semi near Bishopston',
          'A: And your budget?',
          'max 520k',
          'A: Do you have somewhere to sell?',
          "yes, ours isn't on the market yet",
        ),
      ),
    ).toBe('buy'));
  it("reads a sale said of the visitor's boss as someone else's, beside their own wish to rent", () =>
    expect(parseIntent(turns("my boss is selling her flat in Leith, I'd like to rent somewhere near it"))).toBe('rent'));
  it('reads "buying" as buy', () => expect(parseIntent(turns('A: Buying or renting?', 'buying'))).toBe('buy'));
  it('reads "rent please" as rent', () => expect(parseIntent(turns('A: Buy or rent?', 'rent please'))).toBe('rent'));
  it('reads "a long term rental" as rent', () =>
    expect(parseIntent(turns('looking for a long term rental'))).toBe('rent'));
  it('reads "anything to let" as rent', () =>
    expect(parseIntent(turns('have you got anything to let in Hove?'))).toBe('rent'));
  it('reads "first time buyers" as buy', () => expect(parseIntent(turns("we're first time buyers"))).toBe('buy'));
  it('reads "yes" to "are you looking to rent?" as rent', () =>
    expect(parseIntent(turns('A: Are you looking to rent?', 'yes'))).toBe('rent'));
  it('reads "yes" to "are you looking to buy a property?" as buy', () =>
    expect(parseIntent(turns('A: Are you looking to buy a property?', 'yes'))).toBe('buy'));
  it('ignores where a buyer rents now', () =>
    expect(parseIntent(turns("we're currently renting but want to buy our first place"))).toBe('buy'));
  it('ignores rent the buyer pays now', () =>
    expect(parseIntent(turns('buying', "we're currently paying 1,200 a month rent which is dead money"))).toBe('buy'));
  it('reads "not yet, we want to rent first" as rent', () =>
    expect(parseIntent(turns('A: Are you looking to buy?', 'not yet, we want to rent first'))).toBe('rent'));
  it('reads "can\'t afford to buy" as not buying', () =>
    expect(parseIntent(turns("we can't afford to buy so looking to rent"))).toBe('rent'));
  it('decides nothing from "not sure whether to buy or rent"', () =>
    expect(parseIntent(turns('not sure whether to buy or rent yet'))).toBeNull());
  it('falls back to mortgage talk as buying', () => expect(parseIntent(turns('we have an AIP for 300k'))).toBe('buy'));
  it('is null when nothing is said', () => expect(parseIntent(turns('hi there'))).toBeNull());
  it('reads "Neither, I want to sell" as sell', () =>
    expect(parseIntent(turns('A: Are you looking to buy or rent?', 'Neither, I want to sell'))).toBe('sell'));
  it('reads "what\'s my flat worth" as sell', () =>
    expect(parseIntent(turns("what's my flat worth? it's a 2 bed in Redland"))).toBe('sell'));
  it('reads "I have a flat to rent out" as let', () =>
    expect(parseIntent(turns('I have a flat to rent out, 2 bed in Headingley'))).toBe('let'));
  it('reads "what rent could I get" as let', () =>
    expect(parseIntent(turns('what rent could I get for a 3 bed house in Balham?'))).toBe('let'));
  it('lets the latest stated intent win: "I\'m selling, not buying"', () =>
    expect(parseIntent(turns('A: Buying or renting?', 'buying', 'A: Where?', "I'm selling, not buying"))).toBe('sell'));
  it('lets a landlord correct "rent" to "rent OUT"', () =>
    expect(parseIntent(turns('A: Buy or rent?', 'rent', 'A: Where?', 'sorry I mean I want to rent OUT my flat'))).toBe(
      'let',
    ));
  it('keeps a buyer who must sell first a buyer', () =>
    expect(parseIntent(turns('buying a 3 bed in Romsey', 'A: Do you have a property to sell?', 'yes, we need to sell ours first'))).toBe('buy'));
  it('keeps a landlord who asks what it would rent for a landlord', () =>
    expect(parseIntent(turns('I want to let our flat in Clapham', 'A: Shall we value it?', 'yes, what would it rent for?'))).toBe('let'));
  it('does not read a tenant\'s landlord selling up as selling', () =>
    expect(parseIntent(turns('A: Buying or renting?', 'renting', 'asap, our landlord is selling up'))).toBe('rent'));
  it('reads a bare "letting" answer as let', () =>
    expect(parseIntent(turns('A: Buying, selling, renting or letting?', 'letting'))).toBe('let'));
  it('reads a visitor looking for a house whose own is on the market as a buyer', () =>
    expect(
      parseIntent(turns('We are looking for a family house in Newnham', 'A: Do you need to sell first?', 'ours is on the market, broker is on the mortgage')),
    ).toBe('buy'));
  it('reads an owner\'s "house in Larkhall to let" as let, and a tenant\'s "anything to let" as rent', () => {
    expect(parseIntent(turns("I've got a 4 bed house in Larkhall to let"))).toBe('let');
    expect(parseIntent(turns('have you got anything to let in Hove?'))).toBe('rent');
  });
});

describe('parseIntent, a buyer describing their chain', () => {
  it('reads "nothing to sell" as no wish to sell, and a "yes" to the mortgage question as buying', () =>
    expect(
      parseIntent(
        turns(
          'we want a family home near the park',
          'A: Do you have a mortgage in principle?',
          'yep',
          'A: Anything to sell?',
          "nothing to sell, we're renting at the moment",
        ),
      ),
    ).toBe('buy'));
  it('keeps a buyer a buyer when the chain answer says they rent now', () =>
    expect(
      parseIntent(turns('looking to buy a semi in Redland', 'A: What is your chain position?', 'renting, nothing to sell')),
    ).toBe('buy'));
  it('reads "we sold last year and are renting" as where they live now', () =>
    expect(
      parseIntent(turns('we want to buy a flat', 'A: Anything to sell?', 'no, we sold in the summer and are renting')),
    ).toBe('buy'));
  it('reads an investor buying a flat "to let out" as buying', () =>
    expect(parseIntent(turns('investor here, want to buy a 1 bed flat to let out, cash'))).toBe('buy'));
  it('still reads a landlord who buys to let and wants the agent to let it as letting', () =>
    expect(parseIntent(turns("I'm about to buy a flat as a buy to let and need an agent to let it for me"))).toBe('let'));
  it('reads nothing about letting from an email address', () =>
    expect(parseIntent(turns('A: Are you buying?', 'yes', 'A: Email?', 'sam@smith-lettings.example.com'))).toBe('buy'));
});

describe('parseIntent, without the words buy, let or rent', () => {
  it('reads a purchase price in answer to the budget question as buying, though they want their own home valued', () =>
    expect(
      parseIntent(
        turns(
          'we want to move to Bath, need to sell ours first. Could you value it?',
          "A: What's your budget?",
          'about 450k',
        ),
      ),
    ).toBe('buy'));
  it('reads "a small one, seeing the bank" to the mortgage question as buying', () =>
    expect(parseIntent(turns('a cottage near the coast please', 'A: Will you need a mortgage?', 'a small one, seeing the bank soon'))).toBe('buy'));
  it('reads "let my 2 bed ground floor flat" as letting', () =>
    expect(parseIntent(turns("I'd like to let my 2 bed ground floor flat"))).toBe('let'));
  it('reads "do you let properties in Leith?" from an owner as letting', () =>
    expect(parseIntent(turns('do you let properties in Leith? I have a flat there'))).toBe('let'));
  it('reads "company let needed" as renting', () => expect(parseIntent(turns('company let needed for a 2 bed'))).toBe('rent'));
  it('reads "anything to rent" as renting', () => expect(parseIntent(turns('anything to rent near the station?'))).toBe('rent'));
});

describe('parseIntent, owners and chains', () => {
  it('reads "do you do lettings in X? I have a townhouse" as letting', () =>
    expect(parseIntent(turns('Do you do lettings in AB10? I have a 3 bed townhouse'))).toBe('let'));
  it('reads "what would my semi go for?" as selling', () =>
    expect(parseIntent(turns('what do you think my semi would go for?'))).toBe('sell'));
  it('keeps a visitor who wants a house a buyer when the chain answer mentions a flat to sell', () =>
    expect(
      parseIntent(turns('we want a 3 bed house, about 400', 'A: Mortgage?', 'talking to our bank', 'A: Chain?', "we've got a flat to sell, not listed yet")),
    ).toBe('buy'));
});

describe("parseIntent, what an owner's property would rent for", () => {
  it.each([
    "What would my terrace rent for? I'm thinking of letting it",
    'what could I get in rent for a 2 bed flat in WR1? I might let it rather than sell',
  ])('reads "%s" as let', (text) => expect(parseIntent(turns(text))).toBe('let'));
  it('still reads "looking to rent for a year" as rent', () =>
    expect(parseIntent(turns('looking to rent for a year in Leeds'))).toBe('rent'));
});

describe('parseIntent, undecided between two', () => {
  it.each([
    "how much would my flat rent for? it's a 2 bed. might let it, might sell it, haven't decided",
    "I'd like a valuation of my house, we might sell or we might let it, haven't decided",
    "relocating to Perth next year, unsure if we'll rent initially or buy, send both lists please",
    "don't know whether to buy straight away or rent for a bit in Exeter",
  ])('reads "%s" as not said', (text) => expect(parseIntent(turns(text))).toBeNull());
});

describe('parseIntent, a tenant asking what a landlord accepts', () => {
  it.each([
    'does the landlord of the terrace on Mill Lane allow dogs? we have a small terrier',
    'can any of your landlords take housing benefit? me and my partner need a 1 bed',
    "I'm on universal credit, looking for a 2 bed near the school",
    'my housing element is 475 so need something around there',
  ])('reads "%s" as renting', (text) => expect(parseIntent(turns(text))).toBe('rent'));
  it('keeps a landlord who asks about tenants on benefits as letting', () =>
    expect(parseIntent(turns("I'm a landlord with a flat in Hull, do you find tenants on universal credit?"))).toBe('let'));
  it('keeps an owner asking whether a flat they buy allows pets as buying', () =>
    expect(parseIntent(turns('want to buy the 2 bed on Wood St, does the lease allow dogs?'))).toBe('buy'));
});

describe('parseIntent, a buyer asked whether they are selling', () => {
  it('keeps a buyer who answers "Are you selling?" with "we rent, no chain" as buying', () =>
    expect(parseIntent(turns('A: Buying or renting?', 'buying', 'A: Are you selling too?', 'we rent, no chain'))).toBe('buy'));
  it('keeps a buyer who answers "Will you be selling?" with "renting at the mo" as buying', () =>
    expect(parseIntent(turns('want to buy a 2 bed in Bath', 'A: Will you be selling?', 'renting at the mo'))).toBe('buy'));
  it('still reads "renting" to "Are you selling or renting?" from someone unknown as renting', () =>
    expect(parseIntent(turns('A: Are you selling or renting?', 'renting'))).toBe('rent'));
  it('still reads "actually we want to rent" to "Are you selling?" from a buyer as renting', () =>
    expect(parseIntent(turns('buying', 'A: Are you selling?', 'no, actually we want to rent now, not buy'))).toBe('rent'));
});

describe('parseIntent, a home to sell before the next one', () => {
  it('reads "after a cottage, would have to sell our flat in the town first" as buying', () =>
    expect(parseIntent(turns('after a cottage near Ludlow, would have to sell our flat in the town first'))).toBe('buy'));
  it('still reads "can you value our flat? we want to sell it" as selling', () =>
    expect(parseIntent(turns('can you value our flat? we want to sell it'))).toBe('sell'));
});

describe('parseIntent, a purchase paid outright', () => {
  it('reads "a 2 bed near the sea, to be paid for outright" as buying', () =>
    expect(parseIntent(turns('hoping for a 2 bed near the sea, to be paid for outright from my pension lump sum'))).toBe('buy'));
  it('still reads "we own ours outright and would like to sell it" as selling', () =>
    expect(parseIntent(turns('we own ours outright and would like to sell it'))).toBe('sell'));
});

describe('parseIntent, a chain described to "Are you chain free?"', () => {
  it('reads a visitor asking to view a semi, with theirs to sell and a valuation wanted, as buying', () =>
    expect(
      parseIntent(
        turns(
          'can we see the semi on Park Road this weekend?',
          'A: Are you chain free?',
          'no, we have our bungalow to sell, could you come and value it?',
        ),
      ),
    ).toBe('buy'));
  it('still reads a valuation with no chain talk as selling', () =>
    expect(parseIntent(turns('could you come and value our bungalow?', 'A: Where is it?', 'Park Road'))).toBe('sell'));
});

describe('parseIntent, a home picked out from the listings', () => {
  it('does not read "spotted the perfect 3 bed in Frome … ours is on with another agent" as selling', () =>
    expect(
      parseIntent(turns("we've spotted the perfect 3 bed in Frome. ours is on with another agent, no buyer yet")),
    ).not.toBe('sell'));
  it('reads "found a lovely cottage on your website, ours is on with another agent, have an AIP" as buying', () =>
    expect(
      parseIntent(turns('found a lovely cottage on your website, ours is on with another agent, we have an AIP')),
    ).toBe('buy'));
  it('reads "our maisonette went on the market yesterday, keeping an eye out for houses in Leek" as buying', () =>
    expect(
      parseIntent(turns('our maisonette went on the market yesterday with a local agent, keeping an eye out for houses in Leek')),
    ).toBe('buy'));
  it('still reads "our house goes on the market next week, can you value it first?" as selling', () =>
    expect(parseIntent(turns('our house goes on the market next week, can you value it first?'))).toBe('sell'));
  it('still reads "ours is on with another agent, can you do better?" as selling', () =>
    expect(parseIntent(turns("ours has been on with another agent for months, can you do better?"))).toBe('sell'));
  it('still reads "saw the house next door sold, what is ours worth?" as selling', () =>
    expect(parseIntent(turns('saw the house next door sold for 300k, what is ours worth?'))).toBe('sell'));
});

describe('parseIntent, an investor saying what they already let', () => {
  it('reads "any flats for sale in Leith? I already have three let out" as buying', () =>
    expect(parseIntent(turns('any flats for sale in Leith? I already have three let out and they stay as they are'))).toBe('buy'));
  it('reads "yes, we have got a couple of rentals already" to "Are you buying?" as buying', () =>
    expect(parseIntent(turns('A: Are you buying?', "yes, we've got a couple of rentals already, want one more"))).toBe('buy'));
  it('still reads "I have two flats let out, can you manage them?" as letting', () =>
    expect(parseIntent(turns('I have two flats let out in Leith, can you manage them for me?'))).toBe('let'));
  it('still reads "we have a house we want to let out" as letting', () =>
    expect(parseIntent(turns('we have a house in Leith we want to let out'))).toBe('let'));
});

describe('parseIntent, an auction lot', () => {
  it('reads "keen on bidding on lot 7, the bungalow" as buying', () =>
    expect(parseIntent(turns('keen on bidding on lot 7, the bungalow in Ripon'))).toBe('buy'));
  it('reads "hoping to bid for lot 22 next week" as buying', () =>
    expect(parseIntent(turns('hoping to bid for lot 22 next week, is there a guide price?'))).toBe('buy'));
  it('does not read "a lot of interest in ours" as buying', () =>
    expect(parseIntent(turns("there's been a lot of interest in houses on our road, what's ours worth?"))).toBe('sell'));
});

describe('parseIntent, a listing asked after with its price', () => {
  it('reads "is the studio on King St still available? listed at £725" as renting', () =>
    expect(parseIntent(turns('is the studio on King St still available? listed at £725'))).toBe('rent'));
  it('reads "can we book a viewing of the 3 bed, £1,350?" as renting', () =>
    expect(parseIntent(turns('can we book a viewing of the 3 bed on Elm Rd, the £1,350 one'))).toBe('rent'));
  it('reads "is the cottage still available? £325,000" as buying', () =>
    expect(parseIntent(turns('is the cottage on Mill Lane still available? it says £325,000'))).toBe('buy'));
  it('does not read "a £5000 deposit" on a listing enquiry as a rent', () =>
    expect(parseIntent(turns('is the house still available? we have a £5000 deposit saved'))).not.toBe('rent'));
});

describe("parseIntent, a neighbour's home for sale", () => {
  it('does not read "is the bungalow next door for sale? saw a board" as buying', () =>
    expect(parseIntent(turns('is the bungalow next door for sale? saw a board go up', 'A: Are you looking to move?', 'no, just wondering'))).toBeNull());
  it('does not read "our neighbours\' flat is for sale" as buying', () =>
    expect(parseIntent(turns("our neighbours' flat is for sale, what's it on for?"))).toBeNull());
  it('still reads "is the house next door for sale? we would love to buy it" as buying', () =>
    expect(parseIntent(turns('is the house next door for sale? we would love to buy it'))).toBe('buy'));
  it('still reads "any 2 beds for sale in Ripon?" as buying', () =>
    expect(parseIntent(turns('any 2 beds for sale in Ripon?'))).toBe('buy'));
});

describe('parseIntent, decided after all', () => {
  it('still reads "we\'ll rent first, then buy once we know the town" as renting', () =>
    expect(parseIntent(turns("we'll rent first, then buy once we know the town"))).toBe('rent'));
  it('still reads "not sure if we want to buy a flat or a house" as buying', () =>
    expect(parseIntent(turns('not sure if we want to buy a flat or a house yet'))).toBe('buy'));
});

describe('parseIntent, an owner who wants the agent to manage', () => {
  it('reads "we let ourselves, want an agent to manage it" as let', () =>
    expect(parseIntent(turns("we've a flat in WR5 we let ourselves, want an agent to manage it from now on"))).toBe('let'));
});

describe("parseIntent, a long description before 'rent for'", () => {
  it('reads "What would my 2 bed terrace in LE2 rent for? I\'m thinking of letting it" as let', () =>
    expect(parseIntent(turns("What would my 2 bed terrace in LE2 rent for? I'm thinking of letting it when I move out"))).toBe('let'));
});

describe('parseIntent, investors, chat spellings and answers that say buying', () => {
  it('reads "a rental investment flat, keeping our other rentals" as buying', () =>
    expect(parseIntent(turns('after a rental investment flat, keeping our other rentals as they are'))).toBe('buy'));
  it('reads "this one is an addition to my portfolio" as buying', () =>
    expect(parseIntent(turns('Need a 3 bed terrace in Hull, an addition to my portfolio'))).toBe('buy'));
  it('reads "rentin" and "buyin" as the answer to "buying or renting?"', () => {
    expect(parseIntent(turns('A: Are you buying or renting?', 'rentin, 1 bed'))).toBe('rent');
    expect(parseIntent(turns('A: Are you buying or renting?', 'buyin'))).toBe('buy');
  });
  it('reads "no, paying cash" to the mortgage question as buying', () =>
    expect(parseIntent(turns('a cottage in Settle please', 'A: Will you need a mortgage?', 'no, paying cash'))).toBe('buy'));
  it('reads "yes, it is with another agent" to the chain question as buying', () =>
    expect(
      parseIntent(turns('after a semi near Ripon', 'A: Have you got a place to sell?', 'yes, with another agent since May')),
    ).toBe('buy'));
  it('keeps a seller who "will be renting down south for a bit" a seller', () =>
    expect(
      parseIntent(
        turns(
          'we are selling our 2 bed flat in Leith, can you value it?',
          'A: Are you looking to buy with us as well?',
          "no, we'll be renting down south for a bit",
        ),
      ),
    ).toBe('sell'));
});

describe('parseIntent, an owner asking the agent to sell or let', () => {
  const sells = [
    "we're thinking of putting the bungalow up for sale after Easter",
    'want to get shot of my late dad\'s flat',
    'could you list our 3 bed semi?',
    'looking for an agent to market my cottage',
    'happy to put our house on with you',
  ];
  for (const line of sells) it(`reads "${line}" as selling`, () => expect(parseIntent(turns(line))).toBe('sell'));
  it('reads "we\'ll put the flat up for rent in May" as letting', () =>
    expect(parseIntent(turns("we'll put the flat up for rent in May"))).toBe('let'));
  it('reads "advertise my studio to let" as letting', () =>
    expect(parseIntent(turns('can you advertise my studio to let?'))).toBe('let'));
  it('still reads "houses for sale in Leeds" as buying', () =>
    expect(parseIntent(turns('any houses for sale in Leeds under 200k?'))).toBe('buy'));
  it('still reads "do you do rentals? after a 1 bed" as renting', () =>
    expect(parseIntent(turns('do you do rentals? after a 1 bed'))).toBe('rent'));
  it('reads "our flat needs selling first" with a bigger place wanted as buying', () =>
    expect(parseIntent(turns('we need a bigger place but our flat needs selling first'))).toBe('buy'));
});

describe('parseIntent, a home sold to fund a purchase', () => {
  it('reads "will sell the flat to pay for our next home" as buying', () =>
    expect(parseIntent(turns('we will sell the flat to pay for our next home'))).toBe('buy'));
  it('reads "no onward chain, living in a rental" as buying', () =>
    expect(parseIntent(turns('no onward chain, living in a rental at the moment'))).toBe('buy'));
});

describe('parseIntent, owners letting and selling in other words', () => {
  it('reads "we\'ve just bought a flat in Leith to let to professionals" as letting', () =>
    expect(parseIntent(turns("we've just bought a flat in Leith to let to professionals, can you find tenants?"))).toBe(
      'let',
    ));
  it('reads "a 3 bed semi to let to a family" as letting', () =>
    expect(parseIntent(turns('I inherited a 3 bed semi, it is to let to a family ideally'))).toBe('let'));
  it('still reads "a 2 bed to let" from a tenant as renting', () =>
    expect(parseIntent(turns('looking for a 2 bed to let near the station'))).toBe('rent'));
  it('reads "sell it instead of carrying on letting" as selling', () =>
    expect(parseIntent(turns('our tenants have gone, we want to sell it instead of carrying on letting'))).toBe('sell'));
  it('reads "let it rather than keep selling" the other way round as letting', () =>
    expect(parseIntent(turns("it won't sell, so we'll let it rather than selling at a loss"))).toBe('let'));
  it('reads a blown-over "for sale sign" as no wish to buy', () =>
    expect(parseIntent(turns('your for sale sign outside the chemist has fallen into the road'))).toBe(null));
  it('reads "how much could I rent my flat for" as letting', () =>
    expect(parseIntent(turns('how much could I rent my flat for?'))).toBe('let'));
});

describe('parseIntent, tenants moved on, owners handing over and sellers buying elsewhere', () => {
  it('reads "our landlord is selling the place" from someone needing a flat as renting', () =>
    expect(
      parseIntent(turns('looking for a 2 bed quickly, our landlord is selling the place', 'A: Budget?', '1100 pcm')),
    ).toBe('rent'));
  it('reads "landlady wants the house back" as renting', () =>
    expect(parseIntent(turns('need somewhere from March, landlady wants the house back'))).toBe('rent'));
  it('still reads "I\'m a landlord" as letting', () =>
    expect(parseIntent(turns("I'm a landlord with two flats in Kings Heath"))).toBe('let'));
  it('reads "move the management of my flats over to you" as letting', () =>
    expect(parseIntent(turns('I own four flats in Bootle and want to switch the management over to you'))).toBe('let'));
  it('reads "need someone to fill the rooms" as letting', () =>
    expect(parseIntent(turns('bought a 5 bed student house, need someone to fill the rooms by September'))).toBe('let'));
  it('reads selling here and buying "with an agent up there" as selling', () =>
    expect(
      parseIntent(turns("we're moving to York and need to sell our semi in Hale, we'll buy with an agent up there")),
    ).toBe('sell'));
  it('still reads selling ours and buying a bigger house as buying', () =>
    expect(parseIntent(turns("we're selling our flat and buying a bigger house nearby"))).toBe('buy'));
  it('reads a yes to "Will you be selling your home?" and to a valuation, with no home sought, as selling', () =>
    expect(
      parseIntent(
        turns(
          "we're off to Portugal when I retire next year",
          'A: Will you be selling your house here?',
          "yes, it's a 3 bed semi in Ansdell",
          'A: Shall we come and value it?',
          'yes please',
        ),
      ),
    ).toBe('sell'));
  it('still reads a yes to "Have you a home to sell?" from someone looking for a house as buying', () =>
    expect(
      parseIntent(
        turns('we want a bigger house near the park', 'A: Do you have a property to sell?', 'yes', 'A: Shall we value it?', 'yes'),
      ),
    ).toBe('buy'));
  it('reads "£10,800 per year" for a flat as renting', () =>
    expect(parseIntent(turns('a 1 bed flat in Filton please, up to £10,800 per year'))).toBe('rent'));
});

describe('parseIntent, owners in other words', () => {
  it('reads "putting the bungalow on the market" as selling', () =>
    expect(parseIntent(turns("we're putting the bungalow on the market in the spring"))).toBe('sell'));
  it('reads "looking for reliable tenants for my 2 bed" as letting', () =>
    expect(parseIntent(turns('looking for reliable tenants for my 2 bed in Roath'))).toBe('let'));
  it('still reads tenants looking for a house as renting', () =>
    expect(parseIntent(turns("we're tenants looking for a 3 bed house to rent"))).toBe('rent'));
  it('keeps a first-time buyer buying when their landlady is selling up', () =>
    expect(
      parseIntent(
        turns('A: Buying or renting?', 'buying our first flat, up to 300', 'A: When?', 'soon, our landlady is selling up so we have to go'),
      ),
    ).toBe('buy'));
  it('still reads someone whose landlord is selling, and who buys nothing, as renting', () =>
    expect(parseIntent(turns('our landlord is selling up so we need a 2 bed near the park'))).toBe('rent'));
  it('reads "my rental agreement runs out in June" from a buyer as where they live now', () =>
    expect(parseIntent(turns('want to buy a 2 bed terrace', 'A: Timing?', 'my rental agreement runs out in June'))).toBe('buy'));
  it('reads "we were going to let the cottage out, but now we just want to sell" as selling', () =>
    expect(
      parseIntent(turns("we were going to let the cottage out but it's too much bother, now we just want to sell")),
    ).toBe('sell'));
  it('still reads "I was going to let it out myself, but can you manage it?" as letting', () =>
    expect(parseIntent(turns('I was going to let it out myself but would you manage it for me?'))).toBe('let'));
  it('reads "after an agent to manage all four" from an owner as letting', () =>
    expect(parseIntent(turns('I own four flats in Hove and want an agent to manage all four'))).toBe('let'));
  it('reads "ten years in lettings" from someone asking about a job as no intent', () =>
    expect(parseIntent(turns('any jobs going? I have ten years of experience in lettings'))).toBe(null));
  it('reads "do you have a lettings negotiator role" as no intent', () =>
    expect(parseIntent(turns('is the lettings negotiator role still open?'))).toBe(null));
});

describe('parseIntent, owners who change their minds or switch agents', () => {
  it('reads a landlord who would like to sell one of their flats as selling', () =>
    expect(parseIntent(turns("I'm a small landlord and I'd like to sell one of my two flats in Roath"))).toBe('sell'));
  it('reads "sorry, we want to sell it, not let it" after asking to let as selling', () =>
    expect(
      parseIntent(
        turns('we need to let our bungalow', 'A: How many bedrooms?', 'three - sorry, we want to sell it, not let it'),
      ),
    ).toBe('sell'));
  it('reads a semi on the market with another agent, moving to this one, as selling', () =>
    expect(parseIntent(turns('our semi has been on the market with another agent since spring, might move to you'))).toBe(
      'sell',
    ));
  it('reads "a managed let on a 1 bed I own" as letting', () =>
    expect(parseIntent(turns('after a managed let on a 1 bed I own in Leith'))).toBe('let'));
  it('reads "we\'d like our cottage let from April" as letting, not renting', () =>
    expect(parseIntent(turns("we'd like our cottage let from April", 'A: Rental valuation?', 'no, it has been let at £900 pcm'))).toBe(
      'let',
    ));
  it('reads selling their semi and renting near the school meanwhile as renting', () =>
    expect(parseIntent(turns("we're selling our semi in Hale and hoping to rent near the school while we look"))).toBe('rent'));
  it('still reads a seller who will be renting somewhere afterwards as selling', () =>
    expect(parseIntent(turns("selling my flat in Hove, we'll be renting somewhere up north after"))).toBe('sell'));
  it('reads nothing from "about a week" when nobody names an amount', () =>
    expect(parseIntent(turns('your sign has been lying in the road for about a week'))).toBeNull());
  it('still reads "about £300 a week" alone as renting', () =>
    expect(parseIntent(turns('A: What are you after?', 'something for about £300 a week'))).toBe('rent'));
  it('decides nothing from a yes to "a sales and a rental valuation" after weighing selling against letting', () =>
    expect(
      parseIntent(
        turns(
          "can't make my mind up whether to sell or let my flat",
          'A: We could do both a sales and a rental valuation for you?',
          'yes please',
        ),
      ),
    ).toBeNull());
});

describe('parseIntent, an owner and another agent', () => {
  it('reads a buyer "after a 4 bed house" whose own home "is on the market with another agent" as buying', () =>
    expect(
      parseIntent(
        turns(
          "We're after a 4 bed house near Ewell. Ours in Cheam is on the market with another agent",
          'A: Mortgage?',
          'seeing a broker next week',
        ),
      ),
    ).toBe('buy'));
  it('reads a bungalow that "was under offer with another agent" and wants relaunching as selling', () =>
    expect(
      parseIntent(turns('Our bungalow was under offer with another agent till the sale fell through. Can you relaunch it?')),
    ).toBe('sell'));
  it('reads "we want it back on the market with you" as selling', () =>
    expect(parseIntent(turns('the buyer pulled out so we want it back on the market with you'))).toBe('sell'));
});

describe('parseIntent, plans beside the wish', () => {
  it('reads a seller who "will rent down there" after the move as selling', () =>
    expect(parseIntent(turns("Selling. We're off to Cornwall and will rent down there for a year"))).toBe('sell'));
  it('reads a buyer of a holiday cottage who will "let it over the summer" as buying', () =>
    expect(
      parseIntent(turns('buying a holiday cottage near the coast', 'A: When?', 'by June so we can let it over the summer')),
    ).toBe('buy'));
  it('still reads a buyer who asks "can you let it for us" as wanting it let', () =>
    expect(parseIntent(turns('just bought a flat in Leith', 'A: How can we help?', 'can you let it for us?'))).toBe('let'));
  it('reads "I\'d rather not say" to "Buying or selling?" as no intent, though they ask about a solicitor', () =>
    expect(
      parseIntent(turns('any good solicitor round here?', 'A: Are you buying or selling?', "I'd rather not say for now")),
    ).toBeNull());
});

describe('parseIntent, a yes to one intent', () => {
  it('reads "yep, a 2 bed … ours was sold stc but it fell through so it\'s back on the market" to "Looking to buy?" as buying', () =>
    expect(
      parseIntent(
        turns(
          'A: Are you looking to buy with us?',
          "yep, a 2 bed terrace in Frome. ours was sold stc but it fell through so it's back on the market",
        ),
      ),
    ).toBe('buy'));
  it('reads "yes, it\'s on with another agent" to "Have you something to sell?" as a buyer\'s chain', () =>
    expect(
      parseIntent(
        turns(
          "we're hunting for a 3/4 bed detached in Olney",
          'A: Have you got something to sell?',
          "yes, it's on with another agent, two viewings so far",
        ),
      ),
    ).toBe('buy'));
  it('still reads "yes, we want to sell ours" to "Are you looking to sell?" as selling', () =>
    expect(parseIntent(turns('A: Are you looking to sell?', 'yes, we want to sell ours this summer'))).toBe('sell'));
});

describe('parseIntent, a neighbour\'s let', () => {
  it('reads a complaint about the tenants next door as no intent', () =>
    expect(
      parseIntent(turns('A: How can I help?', "the house next door is one of yours and their tenants leave bins everywhere")),
    ).toBeNull());
  it('still reads "my tenants are leaving" as letting', () =>
    expect(parseIntent(turns('A: How can I help?', 'my tenants are leaving in march'))).toBe('let'));
});

describe('parseIntent, a yes to "looking to let a property?"', () => {
  it('reads "yes, my 3 bed house is empty, need someone to manage it" as letting', () =>
    expect(
      parseIntent(
        turns('A: Are you looking to let a property?', 'yes, my 3 bed house in Leek is empty. need someone to manage it'),
      ),
    ).toBe('let'));
});

describe('parseIntent, a home sold and a home sought in one message', () => {
  it('reads "putting our maisonette on the market, want to find a two bed house" as buying', () =>
    expect(
      parseIntent(turns("we're putting our maisonette on the market next month and want to find a two bed house in the village")),
    ).toBe('buy'));
  it('reads "selling my terrace, need somewhere with more room" as buying', () =>
    expect(parseIntent(turns('selling my terrace and need somewhere with more room for the kids'))).toBe('buy'));
  it('reads "put ours on with you, now after our next place" as buying', () =>
    expect(parseIntent(turns('A: Hello!', 'we put ours on with you on friday, now after our next place near the school'))).toBe('buy'));
  it('keeps a seller who wants a valuation on their own house as selling', () =>
    expect(parseIntent(turns("we're selling and want a valuation on our house in Fulwood"))).toBe('sell'));
  it('keeps a seller who needs an agent for their flat as selling', () =>
    expect(parseIntent(turns('I need to sell my flat and need an agent for the sale'))).toBe('sell'));
  it('keeps a seller moving in with family as selling', () =>
    expect(parseIntent(turns("selling our bungalow, we're going to live with our daughter"))).toBe('sell'));
});

describe("parseIntent, a relative's sale", () => {
  it('keeps a buyer buying when their dad is selling', () =>
    expect(
      parseIntent(
        turns(
          'hi, we have an AIP and are looking around Kew, up to 600k',
          'A: Anything else?',
          "my dad's selling his bungalow in Ham, could you pop round and value it for him?",
        ),
      ),
    ).toBe('buy'));
  it('does not read "my sister is selling" as the visitor selling', () =>
    expect(parseIntent(turns('my sister is selling her flat, do you know anyone who might want it?'))).not.toBe('sell'));
  it('still reads "my flat, I\'m selling it" as selling', () =>
    expect(parseIntent(turns("it's my mum's old flat, I inherited it and I'm selling it"))).toBe('sell'));
});

describe('parseIntent, "we\'ll be cash"', () => {
  it('reads "we\'ll be cash" with a home sought as buying', () =>
    expect(parseIntent(turns("a cottage near Wells would be perfect, we'll be cash as the old house has gone"))).toBe('buy'));
  it('reads "I\'m cash" as buying', () => expect(parseIntent(turns('A: How will you fund it?', "I'm cash"))).toBe('buy'));
  it('does not read "need cash quickly" as buying', () =>
    expect(parseIntent(turns('I need cash quickly, can you value my flat?'))).toBe('sell'));
});

describe('parseIntent, a landlord adding to what they own', () => {
  it('reads "we\'re landlords hoping to add another two flats" as buying', () =>
    expect(parseIntent(turns("we're landlords with six lets in Salford, hoping to add another two flats this year"))).toBe('buy'));
  it('reads "I\'m a landlord, planning to add 3 more student houses" as buying', () =>
    expect(parseIntent(turns("I'm a small landlord, planning to add 3 more student houses near the uni"))).toBe('buy'));
  it('keeps a landlord who also wants the new one managed as letting', () =>
    expect(
      parseIntent(turns("I'm a landlord looking to add a flat to my lets, and I want you to manage it once bought")),
    ).toBe('let'));
  it('does not read "looking to add a conservatory" as buying', () =>
    expect(parseIntent(turns("I'm a landlord looking to add a conservatory to my house, do you do lettings?"))).toBe('let'));
});

describe('parseIntent, "ok" to a question offering a person as the other choice', () => {
  it('reads nothing from "ok" to "Looking to rent, or are you a landlord?"', () =>
    expect(parseIntent(turns('A: Are you looking to rent, or are you a landlord?', "ok thanks, I'll come back to you"))).toBeNull());
  it('reads nothing from "sure" to "Hoping to buy, or an owner?"', () =>
    expect(parseIntent(turns('A: Are you hoping to buy, or an owner?', 'sure'))).toBeNull());
  it('still reads "yes" to "Are you looking to rent?" as renting', () =>
    expect(parseIntent(turns('A: Are you looking to rent a place?', 'yes'))).toBe('rent'));
  it('still reads "renting" to the either-or question as renting', () =>
    expect(parseIntent(turns('A: Are you looking to rent, or are you a landlord?', 'renting'))).toBe('rent'));
});

describe('parseIntent, a tenant of the agent speaking', () => {
  it('reads nothing from "I\'m one of your tenants, the boiler has gone"', () =>
    expect(parseIntent(turns("I'm one of your tenants and the boiler has packed in, can someone ring me?"))).toBeNull());
  it('reads nothing from "we are tenants of yours"', () =>
    expect(parseIntent(turns('we are tenants of yours on Mill Lane and the gutter is leaking'))).toBeNull());
  it('still reads "my tenants hand notice in" as a landlord', () =>
    expect(parseIntent(turns('my tenants have handed their notice in, what now?'))).toBe('let'));
});

describe('parseIntent, an amount "for month"', () => {
  it('reads "£900 for month" with a room sought as renting', () =>
    expect(parseIntent(turns('I search one room or small studio near the station, I can pay £900 for month'))).toBe('rent'));
  it('reads "400 for a week" as renting', () =>
    expect(parseIntent(turns('A: Budget?', 'maximum 400 for a week'))).toBe('rent'));
  it('does not read "saved for months" as renting', () =>
    expect(parseIntent(turns('we have saved 40k for months and months, looking at 2 beds'))).not.toBe('rent'));
  it('keeps a buyer who may rent in the meantime as buying', () =>
    expect(
      parseIntent(
        turns('we want to buy a 2 bed in Hove', 'A: When do you need to be in?', "our sale completes in May, we can rent temporarily if it drags on"),
      ),
    ).toBe('buy'));
  it('keeps a buyer who would rent something short-term as buying', () =>
    expect(parseIntent(turns('buying a cottage near Settle', 'if nothing turns up we could rent something short-term'))).toBe(
      'buy',
    ));
  it('reads a buyer who changes their mind to renting as renting', () =>
    expect(parseIntent(turns('buying a flat in Leith', "actually we've decided to rent for a while instead"))).toBe('rent'));
  it('reads an investor wanting a flat that will rent easily as buying', () =>
    expect(parseIntent(turns('after a buy-to-let in Exeter', 'ideally a 2 bed that would rent easily to nurses'))).toBe('buy'));
  it('does not read "somewhere that rents well" as a tenant', () =>
    expect(parseIntent(turns("we're investors keeping our home, want somewhere that'll rent well near the uni"))).not.toBe('rent'));
  it('still reads "we\'ll rent near the station" as renting', () =>
    expect(parseIntent(turns("we'll rent near the station, 2 bed, up to 1,400 pcm"))).toBe('rent'));
  it('reads an owner happy with the same rent who needs tenants as letting', () =>
    expect(parseIntent(turns('my 1 bed in Walthamstow is empty again', 'keep the same rent, just need someone in it soon, can you find tenants?'))).toBe('let'));
  it('reads a landlord selling one flat who signs off with a firm named Lettings as selling', () =>
    expect(parseIntent(turns('Hello,\nI want to sell one of my buy to lets, a 1 bed flat in Leeds, once it is empty.\nThanks,\nPriya Shah\nShah Lettings\n0113 496 0000'))).toBe('sell'));
  it('does not read an owner weighing up the likely rent of their house as a tenant', () =>
    expect(parseIntent(turns('thinking of letting our cottage', 'a friend told us the likely rent round here, so we mostly want to know your fees'))).toBe('let'));
  it('does not read a landlord asking for a higher rent as a tenant', () =>
    expect(parseIntent(turns("I'm a landlord with a flat in Bath", 'hoping for a higher rent this time'))).toBe('let'));
  it('still reads "want to rent" as renting', () =>
    expect(parseIntent(turns('we want to rent a 2 bed near the same school'))).toBe('rent'));
  it('keeps a tenant who will buy once settled as renting', () =>
    expect(
      parseIntent(turns('after a 2 bed to rent in Didsbury', "our house in Bristol has sold, we'll probably buy when we've settled in"))).toBe('rent'));
  it('reads "renting now, will buy later on" in one message as renting', () =>
    expect(parseIntent(turns('we want to rent a flat in Leith for a year and will buy later on'))).toBe('rent'));
  it('reads a tenant who now wants to buy as buying', () =>
    expect(parseIntent(turns('looking to rent in Leith', 'actually we have decided to buy instead'))).toBe('buy'));
  it('reads "we\'ll buy once we\'ve sold" as buying', () =>
    expect(parseIntent(turns("we'll buy once we've sold ours, looking at 3 beds in Ely"))).toBe('buy'));
  it('reads a seller who has a mortgage in principle for their next home as buying', () =>
    expect(
      parseIntent(
        turns('we want to sell our semi in Hove and move nearer my mum', 'A: How will you finance the move?', "we have a decision in principle with Nationwide"),
      ),
    ).toBe('buy'));
  it('reads a seller who will be cash buyers as buying', () =>
    expect(parseIntent(turns('selling our flat in Leith', "we'll be cash buyers for the next one"))).toBe('buy'));
  it('keeps a seller who wants buyers with an agreement in principle as selling', () =>
    expect(parseIntent(turns('selling my late mum\'s bungalow', "we'd only take buyers with a mortgage in principle"))).toBe('sell'));
  it('keeps a seller who is not buying as selling', () =>
    expect(parseIntent(turns("selling our flat, we're not buying, moving abroad", 'we have an AIP from before but no longer need it'))).toBe('sell'));
  it('reads "no" to "Will you need a mortgage?" as buying, with a valuation of their own home asked for', () =>
    expect(
      parseIntent(
        turns(
          'hunting a cottage for my in-laws near Ludlow',
          'theirs in Leominster will need valuing, can you do that?',
          'A: Will they need a mortgage?',
          "no, there's enough in the bank",
        ),
      ),
    ).toBe('buy'));
  it('does not read "no" to "Is there a mortgage on it?" as buying', () =>
    expect(parseIntent(turns('can you value my flat in Leominster?', 'A: Is there a mortgage on it still?', 'no, paid off'))).toBe(
      'sell',
    ));
});

describe('parseIntent: a reply that picks one of the offered choices', () => {
  it('reads "letting" to "Buying, selling, renting or letting?" as letting', () =>
    expect(parseIntent(turns('A: Are you buying, selling, renting or letting?', 'letting'))).toBe('let'));
  it('reads "let." to "Sell or let?" as letting', () =>
    expect(parseIntent(turns('A: Do you want to sell or let?', 'let.'))).toBe('let'));
  it('reads "the first one" to "Rent or buy?" as renting', () =>
    expect(parseIntent(turns('A: Rent or buy?', 'the first one'))).toBe('rent'));
  it('reads "latter" to "Are you looking to sell or to let?" as letting', () =>
    expect(parseIntent(turns('A: Are you looking to sell or to let?', 'latter'))).toBe('let'));
  it('reads "2nd" to "Buying or renting?" as renting', () =>
    expect(parseIntent(turns('A: Buying or renting?', '2nd'))).toBe('rent'));
  it('does not read "let me think" as letting', () =>
    expect(parseIntent(turns('A: Sell or let?', 'let me think'))).toBeNull());
  it('does not read "the second one" as an intent when only one is offered', () =>
    expect(parseIntent(turns('A: Are you looking to buy?', 'the second one'))).toBeNull());
  it('does not read "let" as letting when letting was not offered', () =>
    expect(parseIntent(turns('A: Buy or rent?', 'let'))).toBeNull());
  it('does not read "the first one" to a question about bedrooms as an intent', () =>
    expect(parseIntent(turns('A: Would you prefer 2 or 3 bedrooms?', 'the first one'))).toBeNull());
});

describe('parseIntent: the agent\'s rentals', () => {
  it('reads "are your rentals pet friendly? need a 2 bed in Leith" as renting', () =>
    expect(parseIntent(turns('are your rentals pet friendly? need a 2 bed in Leith'))).toBe('rent'));
  it('still reads "our rentals" as no search for a home to rent', () =>
    expect(parseIntent(turns('our rentals are all in Leith, thinking of selling one'))).not.toBe('rent'));
});

describe('parseIntent: one of the agent\'s rentals', () => {
  it('does not read "we moved out of one of your rentals in May" as renting', () =>
    expect(parseIntent(turns('we moved out of one of your rentals in May, when do we get the deposit?'))).toBeNull());
});

describe('parseIntent: rentals looked at now', () => {
  it('reads "looking at rentals in Hove at the moment" as renting', () =>
    expect(parseIntent(turns('looking at rentals in Hove at the moment, 1 bed, about £900'))).toBe('rent'));
  it('still reads "we rent in Hove at the moment" as where they live, not a search', () =>
    expect(parseIntent(turns('we rent in Hove at the moment'))).toBeNull());
});

describe('parseIntent: a landlord looking to let', () => {
  it('reads "yes" to "Are you a landlord wanting to let?" as letting', () =>
    expect(parseIntent(turns('A: Are you a landlord wanting to let?', 'yes that\'s right'))).toBe('let'));
  it('reads "I\'m an owner hoping to let" as letting', () =>
    expect(parseIntent(turns("I'm an owner hoping to let, 2 bed flat in Hove"))).toBe('let'));
  it('still reads "anything to let in Hove?" as renting', () =>
    expect(parseIntent(turns('have you got anything to let in Hove?'))).toBe('rent'));
});

describe('parseIntent: an owner\'s company let', () => {
  it('reads "we own a flat in Cults, company let to an engineering firm until March" as letting', () =>
    expect(parseIntent(turns('we own a flat in Cults, company let to an engineering firm until March, want it relet after'))).toBe('let'));
  it('still reads "looking for a company let for two engineers" as renting', () =>
    expect(parseIntent(turns('looking for a company let for two engineers in Cults'))).toBe('rent'));
});

describe('parseIntent: renting at first', () => {
  it('reads "not sure yet if we\'ll buy or rent at first" as undecided', () =>
    expect(parseIntent(turns("relocating to Leeds in spring, haven't decided if we buy or rent at first"))).toBeNull());
  it('reads "we\'d like to rent at first, 2 bed in Hove" as renting', () =>
    expect(parseIntent(turns("we'd like to rent at first, 2 bed in Hove"))).toBe('rent'));
  it('still reads "we rent at Oak Road now" as where they live', () =>
    expect(parseIntent(turns('we rent at Oak Road now'))).toBeNull());
});

describe('parseIntent: a valuation for rent', () => {
  it('reads "could you do an appraisal for rent on our 3 bed semi" as letting', () =>
    expect(parseIntent(turns('could you do an appraisal for rent on our 3 bed semi in Sale?'))).toBe('let'));
  it('reads "can you value it for rent" as letting', () =>
    expect(parseIntent(turns('I own a flat in Hove, can you value it for rent?'))).toBe('let'));
  it('still reads "a 2 bed flat for rent in Hove" as renting', () =>
    expect(parseIntent(turns('looking for a 2 bed flat for rent in Hove'))).toBe('rent'));
});

describe('parseIntent: the visitor\'s trade', () => {
  it('does not read "I\'m an independent mortgage adviser, can we talk about working together?" as buying', () =>
    expect(parseIntent(turns("I'm an independent mortgage adviser, can we talk about working together?"))).toBeNull());
  it('does not read "we are a conveyancer looking for referrals" as buying', () =>
    expect(parseIntent(turns('we are a conveyancer looking for referrals from agents'))).toBeNull());
  it('still reads "our mortgage adviser says we can borrow more" as buying', () =>
    expect(parseIntent(turns('our mortgage adviser says we can borrow more'))).toBe('buy'));
});

describe('parseIntent: a plan for their own home changed, beside a purchase', () => {
  it('reads "buying in Leith; was going to sell my flat but decided to let it out instead" as buying', () =>
    expect(
      parseIntent(turns("we're buying a house in Leith. I was going to sell my flat but I've decided to let it out instead")),
    ).toBe('buy'));
  it('still reads "was going to let it out but decided to sell it instead" as selling', () =>
    expect(parseIntent(turns('I was going to let my flat out but I have decided to sell it instead'))).toBe('sell'));
  it('still reads "we were buying, actually we want to rent instead" as renting', () =>
    expect(parseIntent(turns('we were buying, actually we want to rent instead'))).toBe('rent'));
});

describe('parseIntent: moving from their home to another', () => {
  it('reads "downsizing from our 4 bed to a 2 bed bungalow, can you value ours?" as buying', () =>
    expect(parseIntent(turns('downsizing from our 4 bed in Ecclesall to a 2 bed bungalow, can you value ours?'))).toBe('buy'));
  it('still reads "can you value our 3 bed, we\'re moving to Spain" as selling', () =>
    expect(parseIntent(turns("can you value our 3 bed? we're moving from Sheffield to Spain"))).toBe('sell'));
});

describe('parseIntent: a home sought, then their own to sell', () => {
  it('reads "looking for a bigger house in Hove" then "we\'ll put ours on the market" as buying', () =>
    expect(
      parseIntent(turns('we need somewhere bigger, looking for a 4 bed house in Hove', 'A: Is yours on the market?', "not yet, we'll put ours on the market next month")),
    ).toBe('buy'));
  it('still reads a sale with no home sought as selling', () =>
    expect(parseIntent(turns('hello', 'A: How can I help?', "we'd like to put our house on the market"))).toBe('sell'));
});

describe('parseIntent: no purchase to follow a sale', () => {
  it('reads "selling my studio, going travelling so there is nothing to buy" as selling', () =>
    expect(parseIntent(turns("we'd like to sell our studio in Leith, off travelling after so there's nothing to buy"))).toBe('sell'));
  it('reads "selling the maisonette, no onward purchase" as selling', () =>
    expect(parseIntent(turns('want to sell the maisonette, no onward purchase as I move into my partner\'s'))).toBe('sell'));
  it('still reads "no rush to buy" as buying', () =>
    expect(parseIntent(turns('looking to buy a 2 bed in Leith, no rush to buy though'))).toBe('buy'));
  it('still reads "selling ours and buying a bungalow" as buying', () =>
    expect(parseIntent(turns('selling ours and buying a bungalow nearer the coast'))).toBe('buy'));
});

describe('parseIntent: wanting their own home sold', () => {
  it('reads "the bungalow\'s been with another firm a year, we need it sold before winter" as selling', () =>
    expect(parseIntent(turns("our bungalow in Frome has sat with another firm a year", 'A: Sorry to hear that. What would you like?', 'we need it sold before winter'))).toBe('sell'));
  it('reads "I\'d like my flat sold quickly" as selling', () =>
    expect(parseIntent(turns("I'd like my flat sold quickly, it's a 1 bed in Bath"))).toBe('sell'));
  it('still reads "was the one on Mill Lane sold?" as no intent', () =>
    expect(parseIntent(turns('was the one on Mill Lane sold already?'))).toBe(null));
});

describe('parseIntent: their own home or a buy to let offered for sale', () => {
  it('reads "could you value our maisonette for sale?" as selling', () =>
    expect(parseIntent(turns('could you value our maisonette for sale? 3 bed in Ely'))).toBe('sell'));
  it('reads "want a price for sale" after a valuation question as selling', () =>
    expect(parseIntent(turns('3 bed semi in Ely', 'A: Shall we book a valuation?', 'yes please, want a price for sale'))).toBe('sell'));
  it('reads "selling our last buy to let" as selling', () =>
    expect(parseIntent(turns('selling our last buy to let, a 2 bed terrace in Ely'))).toBe('sell'));
  it('still reads "is the cottage on Fore Street for sale?" as buying', () =>
    expect(parseIntent(turns('is the cottage on Fore Street for sale?'))).toBe('buy'));
  it('still reads "cashing in my shares to buy my first btl" as buying', () =>
    expect(parseIntent(turns('cashing in my shares to buy my first btl in Ely'))).toBe('buy'));
});

describe('parseIntent: a buyer saying where they live now', () => {
  it('reads "renting" to "Do you own a home at present?" after "buying" as buying', () =>
    expect(parseIntent(turns('A: Buy or rent?', 'buying', 'A: Do you own a home at present?', 'renting, always have'))).toBe('buy'));
  it('reads "renting" to "Current situation?" after "buying" as buying', () =>
    expect(parseIntent(turns('A: Buy or rent?', 'buy', 'A: Current situation?', 'renting with mates'))).toBe('buy'));
  it('reads "our rent\'s up in May" from a buyer as buying', () =>
    expect(parseIntent(turns('we want to buy a flat in Ely', 'A: When?', "our rent's up in May"))).toBe('buy'));
  it('reads "her rental ends in June" from a buyer as buying', () =>
    expect(parseIntent(turns('my mum is buying a bungalow in Ely', 'A: When does she need to move?', 'soon, her rental ends in June'))).toBe('buy'));
  it('still reads "actually we want to rent" to "Do you own anywhere?" as renting', () =>
    expect(parseIntent(turns('A: Buy or rent?', 'buy', 'A: Do you own anywhere?', 'no, actually we want to rent now'))).toBe('rent'));
  it('still reads "renting" to "Buy or rent?" as renting', () =>
    expect(parseIntent(turns('A: Buy or rent? And do you own anywhere now?', 'renting please'))).toBe('rent'));
  it('still reads "looking for a rental" as renting', () =>
    expect(parseIntent(turns('looking for a rental in Ely, a 2 bed'))).toBe('rent'));
});

describe('parseIntent: which of their lets a landlord sells', () => {
  it('reads "selling two of our rental houses" as selling', () =>
    expect(parseIntent(turns("we're landlords selling two of our rental houses in Ely, can you value them?"))).toBe('sell'));
  it('still reads "my rental needs a new tenant" as letting', () =>
    expect(parseIntent(turns('my rental in Ely needs a new tenant from March'))).toBe('let'));
});

describe('parseIntent: a message headed as a tenant\'s', () => {
  it('reads "tenant inquiry - 1 bed flat near the station" as renting', () =>
    expect(parseIntent(turns('tenant inquiry - 1 bed flat near the station, have references'))).toBe('rent'));
  it('still reads "my tenant enquiry went unanswered, I need my flat re-let" as letting', () =>
    expect(parseIntent(turns('I need my flat re-let, my tenant enquiry form went unanswered. Can you let it for me?'))).toBe('let'));
});

describe('parseIntent: nothing decided between two', () => {
  it('reads "might sell the cottage or let it out, nothing\'s decided" as no intent', () =>
    expect(parseIntent(turns("my aunt's cottage - we might sell it, might let it out. nothing's decided yet"))).toBe(null));
  it('still reads "selling, nothing decided on the price" as selling', () =>
    expect(parseIntent(turns("we're selling our flat in Ely, can you value it? nothing decided on price"))).toBe('sell'));
});

describe('parseIntent: an investor\'s rental words', () => {
  it('reads "buying a 2 bed to let, want it ready for the autumn rental season" as buying', () =>
    expect(parseIntent(turns('buying a 2 bed in Ely as an investment', 'A: When?', 'want it ready for the autumn rental season'))).toBe('buy'));
  it('still reads "a rental near the station" as renting', () =>
    expect(parseIntent(turns('after a rental near the station, 1 bed'))).toBe('rent'));
});

describe('parseIntent, an agent\'s sign named', () => {
  it('does not read "the flat with your to let sign in the window" as renting', () =>
    expect(parseIntent(turns('the flat opposite mine has your to let sign in the window and the bins are overflowing'))).toBe(null));
});

describe('parseIntent, two choices weighed against each other', () => {
  it('reads "still comparing buying versus renting" as undecided', () =>
    expect(parseIntent(turns("we're still comparing buying versus renting to be honest"))).toBe(null));
});

describe('parseIntent, an agent to fully manage it', () => {
  it('reads "we need someone to properly manage the cottage" as letting', () =>
    expect(parseIntent(turns('we own a cottage in Keswick and need someone to properly manage the cottage'))).toBe('let'));
});

describe('parseIntent, a tenant saying how long they have been one', () => {
  it('does not read "we have been tenants there for six years" as a landlord', () =>
    expect(parseIntent(turns('the shower leaks again, we have been tenants there for six years and never had this'))).toBe(null));
});

describe('parseIntent, what the visitor\'s own home would rent for', () => {
  it('reads "what ours could rent for" from an owner letting their house as letting', () =>
    expect(parseIntent(turns("any idea what ours could rent for? we'll be abroad for two years so we're letting the house"))).toBe('let'));
});

describe('parseIntent, the listings someone browses', () => {
  it('does not read "having a nosy at what\'s on the market" as selling', () =>
    expect(parseIntent(turns("no plans really, just having a nosy at what's on the market round here"))).toBe(null));
});

describe('parseIntent, a remortgage', () => {
  it('does not read "our fixed rate runs out, can you recommend a broker" as buying', () =>
    expect(parseIntent(turns('our fixed rate runs out in March, can you recommend a broker?'))).toBe(null));
});

describe('parseIntent, a home valued for sale', () => {
  it('reads "can you value the bungalow for sale" as selling', () =>
    expect(parseIntent(turns('mum has moved into care, can you value the bungalow for sale please?'))).toBe('sell'));
});

describe('parseIntent, a purchase someone else makes', () => {
  it('does not read "my daughter is buying me a flat, I\'m not buying myself" as buying', () =>
    expect(
      parseIntent(turns("my daughter is buying a flat near her for me so I'm not buying myself", 'A: And your house?', "I'd like it sold this spring")),
    ).toBe('sell'));
  it('still reads "my mum is buying a bungalow" on her behalf as buying', () =>
    expect(parseIntent(turns('my mum is buying a bungalow in Ripon, can you send her listings?'))).toBe('buy'));
});

describe('parseIntent, a rent with the currency written after the number', () => {
  it('reads "my son need a room, 700 pounds per month" as renting', () =>
    expect(parseIntent(turns('my son need a room near the college, 700 pounds per month maximum'))).toBe('rent'));
});
