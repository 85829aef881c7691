import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parsePosition } from './parse-position';

describe('parsePosition', () => {
  it('reads "first time buyers" as first_time_buyer', () =>
    expect(parsePosition(turns("we're first time buyers"), 'buy')).toBe('first_time_buyer'));
  it('keeps a first-time buyer who says chain free a first-time buyer', () =>
    expect(parsePosition(turns("I'm a first time buyer, chain free"), 'buy')).toBe('first_time_buyer'));
  it('reads "chain free" as nothing_to_sell', () =>
    expect(parsePosition(turns('we sold last year, completely chain free'), 'buy')).toBe('nothing_to_sell'));
  it('reads "no" to "anything to sell?" as nothing_to_sell', () =>
    expect(parsePosition(turns('A: Do you have a property to sell?', 'no'), 'buy')).toBe('nothing_to_sell'));
  it('reads "isn\'t on the market yet" as to_sell', () =>
    expect(parsePosition(turns("we'd have to sell ours first, it isn't on the market yet"), 'buy')).toBe('to_sell'));
  it('reads "ours is on the market, no offers" as on_market', () =>
    expect(parsePosition(turns('ours is on the market, no offers yet'), 'buy')).toBe('on_market'));
  it('lets the latest statement win: "it went under offer yesterday"', () =>
    expect(parsePosition(turns('our house is on the market', 'A: Any interest?', 'it went under offer yesterday'), 'buy')).toBe(
      'under_offer',
    ));
  it('is null for a seller', () => expect(parsePosition(turns('our house is on the market'), 'sell')).toBeNull());
});

describe('parsePosition, short answers and phrasings', () => {
  it('reads "yes" to "Are you a first-time buyer?" as first_time_buyer', () =>
    expect(parsePosition(turns('A: Are you a first-time buyer?', 'yes'), 'buy')).toBe('first_time_buyer'));
  it('reads "no" to "Are you a first-time buyer?" as not said', () =>
    expect(parsePosition(turns('A: Are you a first time buyer?', 'no'), 'buy')).toBeNull());
  it('reads "first time" in answer to the chain question as first_time_buyer', () =>
    expect(parsePosition(turns("A: What's your chain position?", 'first time.'), 'buy')).toBe('first_time_buyer'));
  it('reads "it would be the first house for us" as first_time_buyer', () =>
    expect(parsePosition(turns('it would be the first house for us'), 'buy')).toBe('first_time_buyer'));
  it('reads an investor keeping what they own as nothing_to_sell', () =>
    expect(parsePosition(turns('A: Will you be keeping your current properties?', 'yes, keeping both'), 'buy')).toBe(
      'nothing_to_sell',
    ));
});

describe('parsePosition, more phrasings', () => {
  it('reads "our sale\'s agreed" as under_offer', () =>
    expect(parsePosition(turns("we're buying, our sale's agreed"), 'buy')).toBe('under_offer'));
  it('reads "we\'d like to sell our flat and buy a house" as to_sell', () =>
    expect(parsePosition(turns("we'd like to sell our flat and buy a house"), 'buy')).toBe('to_sell'));
});

describe('parsePosition, sold and renting', () => {
  it('reads "renting at the moment having sold last year" as nothing_to_sell', () =>
    expect(parsePosition(turns('A: Do you have a property to sell?', "we're renting at the moment having sold last year"), 'buy')).toBe(
      'nothing_to_sell',
    ));
});

describe('parsePosition, a home not on the market yet', () => {
  it.each([
    "yes ours in Saltney, we haven't put it on the market yet",
    'our house in Nairn goes on the market next week',
    "we'll be putting ours on the market in March",
  ])('reads "%s" as to_sell', (text) =>
    expect(parsePosition(turns('A: Anything to sell?', text), 'buy')).toBe('to_sell'));
  it('still reads "ours has been on the market since May" as on_market', () =>
    expect(parsePosition(turns('ours has been on the market since May'), 'buy')).toBe('on_market'));
});

describe('parsePosition, an investor keeping what they own', () => {
  it.each(["I'll keep my other two rentals", 'keeping my other rentals', 'we keep our buy to let portfolio'])(
    'reads "%s" as nothing_to_sell',
    (text) => expect(parsePosition(turns(`buying a flat to let out. ${text}`), 'buy')).toBe('nothing_to_sell'),
  );
});

describe('parsePosition, renting in answer to the chain question', () => {
  it.each(['we rent at the moment', 'no, I rent', "we're renting"])('reads "%s" as nothing_to_sell', (text) =>
    expect(parsePosition(turns('A: Do you have anything to sell?', text), 'buy')).toBe('nothing_to_sell'));
  it('reads "we rent ours out" as not saying', () =>
    expect(parsePosition(turns('A: Do you have anything to sell?', 'we rent ours out'), 'buy')).not.toBe('nothing_to_sell'));
});

describe('parsePosition, completed sales, dialect and numerals', () => {
  const buyer = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "1st time buyers" and "our 1st home" as first-time buyers', () => {
    expect(buyer('we are 1st time buyers after a flat')).toBe('first_time_buyer');
    expect(buyer('looking for our 1st home in Crewe')).toBe('first_time_buyer');
  });
  it('reads "nowt to sell" as nothing to sell', () => expect(buyer('got nowt to sell, renting at mum\'s')).toBe('nothing_to_sell'));
  it('reads "completed on our sale in March" as nothing to sell', () =>
    expect(buyer('we completed on our sale in March so we are in a rental now')).toBe('nothing_to_sell'));
  it('reads "I sold my cottage in the spring" as nothing to sell', () =>
    expect(buyer('I sold my cottage in the spring')).toBe('nothing_to_sell'));
  it('still reads "sold my flat subject to contract" as under offer', () =>
    expect(buyer("we've sold my flat subject to contract")).toBe('under_offer'));
});

describe('parsePosition, exchanges, portals and homes going on soon', () => {
  const buyer = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "we exchanged contracts on Friday" as under offer', () =>
    expect(buyer('we exchanged contracts on Friday')).toBe('under_offer'));
  it('reads "we have never bought before" as first-time buyers', () =>
    expect(buyer('we have never bought before')).toBe('first_time_buyer'));
  it('reads "mine is up on Zoopla" as on the market', () => expect(buyer('mine is up on Zoopla')).toBe('on_market'));
  it('reads "going live next week" to "Is yours on the market?" as still to sell', () =>
    expect(buyer('A: Is yours on the market?', 'going live next week')).toBe('to_sell'));
  it('reads "we\'ll sell our maisonette to fund it" as to sell', () =>
    expect(buyer("we'll sell our maisonette to fund it")).toBe('to_sell'));
  it('reads "we\'ve sold already." and "no onward chain" as nothing to sell', () => {
    expect(buyer("we've sold already. keen to move")).toBe('nothing_to_sell');
    expect(buyer('no onward chain, renting now')).toBe('nothing_to_sell');
  });
});

describe('parsePosition, a sale still to come', () => {
  it('keeps "on the market" after "when we\'ve sold, we can move"', () =>
    expect(parsePosition(turns("ours is on the market", "when we've sold, we can move"), 'buy')).toBe('on_market'));
});

describe('parsePosition, first-time buying in other words', () => {
  it('reads "no, first time purchasing" to the chain question as a first-time buyer', () =>
    expect(parsePosition(turns('A: Have you a home to sell?', 'no, first time purchasing, we rent now'), 'buy')).toBe(
      'first_time_buyer',
    ));
  it('reads "we\'re first time homebuyers" as a first-time buyer', () =>
    expect(parsePosition(turns("we're first time homebuyers looking in Leeds"), 'buy')).toBe('first_time_buyer'));
});

describe('parsePosition, the buyer of theirs', () => {
  it('reads "sold STC to a first time buyer" as under offer', () =>
    expect(parsePosition(turns("ours is sold STC to a first time buyer, so no chain below us"), 'buy')).toBe('under_offer'));
  it('reads "accepted an offer from FTBs" as under offer', () =>
    expect(parsePosition(turns('A: Is yours on the market?', "we've accepted an offer from FTBs last week"), 'buy')).toBe(
      'under_offer',
    ));
  it('still reads a first-time buyer who had an offer accepted on the house they want as a first-time buyer', () =>
    expect(parsePosition(turns("we're first time buyers", 'A: Any news?', 'yes, offer accepted on a house in Hale'), 'buy')).toBe(
      'first_time_buyer',
    ));
});

describe('parsePosition, an investor keeping the rest', () => {
  it('reads "two flats already which we\'re keeping" from an investor as nothing to sell', () =>
    expect(
      parsePosition(turns('buy to let in Leith', 'A: Finance?', "cash, we own two flats already which we're keeping"), 'buy'),
    ).toBe('nothing_to_sell'));
  it('reads "keeping the others" as nothing to sell', () =>
    expect(parsePosition(turns('adding a fourth rental, keeping the others'), 'buy')).toBe('nothing_to_sell'));
});

describe('parsePosition, a first home in answer to the chain question', () => {
  it('reads "nah, first flat" to "Anything to sell?" as a first-time buyer', () =>
    expect(parsePosition(turns('A: Have you got a property to sell?', 'nah, first flat'), 'buy')).toBe(
      'first_time_buyer',
    ));
  it('still reads "no" alone to "Anything to sell?" as nothing to sell', () =>
    expect(parsePosition(turns('A: Have you got a property to sell?', 'no'), 'buy')).toBe('nothing_to_sell'));
});

describe('parsePosition, more ways to say it', () => {
  it('reads "ours isnt on the market yet" without the apostrophe as still to sell', () =>
    expect(parsePosition(turns('we have a semi to sell which isnt on the market yet'), 'buy')).toBe('to_sell'));
  it('reads "we\'ve sold up and are renting for now" as nothing to sell', () =>
    expect(parsePosition(turns("moving down from Leeds, we've sold up and are renting for now"), 'buy')).toBe(
      'nothing_to_sell',
    ));
  it('still reads "once we have sold up" as no position yet', () =>
    expect(parsePosition(turns('we can buy once we have sold up'), 'buy')).toBeNull());
  it('reads an investor who "already own 4 round here" as nothing to sell', () =>
    expect(parsePosition(turns('investor after 1 bed flats to let out, already own 4 round here'), 'buy')).toBe(
      'nothing_to_sell',
    ));
  it('still reads "already got 2 kids" from a family buyer as no position', () =>
    expect(parsePosition(turns('need a 4 bed, already got 2 kids and one on the way'), 'buy')).toBeNull());
});

describe('parsePosition, which way the question asks', () => {
  it('reads "yep" to "Will this be your first house?" as a first-time buyer', () =>
    expect(parsePosition(turns('A: Will this be your first house?', 'yep'), 'buy')).toBe('first_time_buyer'));
  it('reads "yes, a maisonette years ago" to "Have you bought before?" as no first-time buyer', () =>
    expect(parsePosition(turns('A: Have you bought before?', 'yes, a maisonette years ago'), 'buy')).toBeNull());
  it('reads "no never" to "Have you owned a home before?" as a first-time buyer', () =>
    expect(parsePosition(turns('A: Have you owned a home before?', 'no never'), 'buy')).toBe('first_time_buyer'));
  it('keeps "nothing to sell" after "yes, I had one with my ex" to "Have you owned a home before?"', () =>
    expect(
      parsePosition(turns('nothing to sell, lodging with a mate', 'A: Have you owned a home before?', 'yes, I had one with my ex'), 'buy'),
    ).toBe('nothing_to_sell'));
  it('reads "buying, 1st place!" as a first-time buyer', () =>
    expect(parsePosition(turns('A: Buy or rent?', 'buying, 1st place!'), 'buy')).toBe('first_time_buyer'));
  it('does not read "in the first place" as a first-time buyer', () =>
    expect(parsePosition(turns('why did we sell in the first place.'), 'buy')).toBeNull());
  it('reads "our house, which we\'re living in" kept as nothing to sell', () =>
    expect(parsePosition(turns('buying a flat for my son; we own a house that we\'re living in'), 'buy')).toBe(
      'nothing_to_sell',
    ));
});

describe('parsePosition, "not a first-time buyer"', () => {
  it('reads "not an FTB, nothing to sell" as nothing_to_sell', () =>
    expect(parsePosition(turns("I'm not an FTB, owned in Hull years ago, nothing to sell now"), 'buy')).toBe('nothing_to_sell'));
  it('reads "no, not a first time buyer" to the question as not a first-time buyer', () =>
    expect(parsePosition(turns('A: Are you a first-time buyer?', 'no, not a first time buyer'), 'buy')).toBeNull());
  it('still reads "not a problem, we\'re first time buyers" as first_time_buyer', () =>
    expect(parsePosition(turns("not a problem, we're first time buyers"), 'buy')).toBe('first_time_buyer'));
});

describe('parsePosition, a buyer for their own home', () => {
  it('reads "found buyers for our semi" as under_offer', () =>
    expect(parsePosition(turns('we found buyers for our semi last week, so keen to get looking'), 'buy')).toBe('under_offer'));
  it('reads "our buyer\'s mortgage survey is next week" as under_offer', () =>
    expect(parsePosition(turns("we're proceedable, our buyer's mortgage survey is next week"), 'buy')).toBe('under_offer'));
  it('reads "the memorandum of sale went out" as under_offer', () =>
    expect(parsePosition(turns('the memorandum of sale on ours went out on friday'), 'buy')).toBe('under_offer'));
  it('does not read the first-time buyers buying theirs as the visitor\'s position', () =>
    expect(
      parsePosition(turns('we agreed a sale on our flat', 'A: Timings?', 'our buyers are FTBs and want to be in by june'), 'buy'),
    ).toBe('under_offer'));
  it('reads "our buyer pulled out, it\'s back on the market" as on_market', () =>
    expect(parsePosition(turns("our buyer pulled out so it's back on the market"), 'buy')).toBe('on_market'));
});

describe('parsePosition, a sale already completed', () => {
  it('reads "the sale of our flat went through in March" as nothing_to_sell', () =>
    expect(parsePosition(turns('the sale of our flat went through in March, renting in Hove now'), 'buy')).toBe('nothing_to_sell'));
  it('reads "our old cottage completed last week" as nothing_to_sell', () =>
    expect(parsePosition(turns('our old cottage completed last week so we can move fast'), 'buy')).toBe('nothing_to_sell'));
  it('reads "I sold the Croydon flat in the spring" as nothing_to_sell', () =>
    expect(parsePosition(turns('I sold the Croydon flat in the spring and am lodging with a friend'), 'buy')).toBe('nothing_to_sell'));
  it('does not read "once our house has completed" as sold', () =>
    expect(parsePosition(turns("it's on the market now, and once our house has completed we can move quickly"), 'buy')).toBe('on_market'));
  it('does not read "when the sale of our flat has gone through" as sold', () =>
    expect(parsePosition(turns('we accepted an offer, so we can buy when the sale of our flat has gone through'), 'buy')).toBe('under_offer'));
});

describe('parsePosition, "neither" to first-time buyer or something to sell', () => {
  it('reads "neither" as nothing_to_sell', () =>
    expect(
      parsePosition(turns('A: Are you a first time buyer, or is there a property to sell?', 'neither, we rent now'), 'buy'),
    ).toBe('nothing_to_sell'));
  it('reads "none of those" as nothing_to_sell', () =>
    expect(parsePosition(turns('A: First time buyer, or do you have a home to sell?', 'none of those'), 'buy')).toBe('nothing_to_sell'));
  it('reads nothing from "neither" to a question about first-time buying alone', () =>
    expect(parsePosition(turns('A: Are you and your partner first-time buyers?', 'neither of us, no'), 'buy')).toBeNull());
});

describe('parsePosition, a home not listed yet', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "it has not gone on the market yet" as to_sell', () =>
    expect(pos('buying a semi in Ely, ours has not gone on the market yet')).toBe('to_sell'));
  it('reads "hasn\'t been up for sale" as to_sell', () =>
    expect(pos("our terrace hasn't been up for sale, we'll need it valued")).toBe('to_sell'));
  it('reads "ours isn\'t listed anywhere yet" as to_sell', () =>
    expect(pos("we'll sell our flat with you, it isn't listed anywhere yet")).toBe('to_sell'));
  it('still reads "it has gone on the market" as on_market', () =>
    expect(pos('ours has gone on the market this week')).toBe('on_market'));
  it('still reads "listed with Savills" as on_market', () =>
    expect(pos("ours has been listed with Savills since March")).toBe('on_market'));
});

describe('parsePosition, a first home in other words', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "it would be my first." as first_time_buyer', () =>
    expect(pos('A: Buying or renting?', 'buying, it would be my first.')).toBe('first_time_buyer'));
  it('reads "trying to get onto the property ladder" as first_time_buyer', () =>
    expect(pos("we're trying to get onto the property ladder in Leeds")).toBe('first_time_buyer'));
  it('does not read "our first viewing" as first_time_buyer', () =>
    expect(pos('our first viewing was on Saturday, we have nothing to sell')).toBe('nothing_to_sell'));
  it('does not read "get back on the ladder" as first_time_buyer', () =>
    expect(pos('divorced, sold my share, want to get back on the ladder')).not.toBe('first_time_buyer'));
});

describe('parsePosition, an investor adding to a portfolio', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "expanding our portfolio" as nothing_to_sell', () =>
    expect(pos('we are expanding our student let portfolio, 2 beds near the campus')).toBe('nothing_to_sell'));
  it('reads "an addition to the portfolio" as nothing_to_sell', () =>
    expect(pos('BTL, an addition to the portfolio, cash')).toBe('nothing_to_sell'));
  it('reads a portfolio sold off to fund the purchase as to_sell', () =>
    expect(pos('I need to sell one flat from my portfolio first')).toBe('to_sell'));
});

describe('parsePosition, a home kept and let out', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "my flat, which we\'ll be letting out" as nothing_to_sell', () =>
    expect(pos('A: Anything to sell?', "I have a flat in Leeds which we'll be letting out")).toBe('nothing_to_sell'));
  it('reads "we\'re going to rent our terrace out" as nothing_to_sell', () =>
    expect(pos("we're going to rent our terrace out and buy something bigger")).toBe('nothing_to_sell'));
  it('reads a visitor who owns, with a partner who never has, as not first_time_buyer', () =>
    expect(pos('A: First time buyers?', "I own a flat I'm going to let out, he's never owned")).toBe('nothing_to_sell'));
  it('still reads "we\'ve never owned" as first_time_buyer', () =>
    expect(pos("we've never owned, we rent in Leith")).toBe('first_time_buyer'));
  it('reads a partner who never owned as first_time_buyer when the visitor says nothing of owning', () =>
    expect(pos("she's never owned and neither have I")).toBe('first_time_buyer'));
});

describe('parsePosition, SSTC', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "yep, ours is SSTC" to "Selling?" as under_offer', () =>
    expect(pos('A: Do you have one to sell?', 'yep, ours is SSTC since Friday')).toBe('under_offer'));
  it('reads "our flat is sstc" unasked as under_offer', () => expect(pos('our flat is sstc so we can move')).toBe('under_offer'));
  it('does not read "not sstc yet" as under_offer', () =>
    expect(pos('ours is on the market, not sstc yet')).toBe('on_market'));
});

describe('parsePosition, "selling nothing"', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "mortgage agreed, selling nothing" as nothing_to_sell', () =>
    expect(pos('mortgage agreed, selling nothing')).toBe('nothing_to_sell'));
  it('does not read the visitor asking "selling anything?" as a chain', () =>
    expect(pos('selling anything? nah')).toBeNull());
});

describe('parsePosition, what they own is kept', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "adding two flats, keeping everything I have" as nothing_to_sell', () =>
    expect(pos('adding two flats to the portfolio, keeping everything I have got')).toBe('nothing_to_sell'));
  it('reads "keeping what we own" as nothing_to_sell', () =>
    expect(pos('we want a holiday cottage, keeping what we own now')).toBe('nothing_to_sell'));
  it('reads "our flat in Hove will be kept for our daughter" as nothing_to_sell', () =>
    expect(pos('buying outright. Our flat in Hove will be kept for our daughter.')).toBe('nothing_to_sell'));
  it('does not read "the garden will be kept tidy" as a chain', () =>
    expect(pos('the garden will be kept tidy by the landlord')).toBeNull());
  it('does not read "it won\'t be kept" as nothing_to_sell', () =>
    expect(pos("we have a house, it won't be kept, we need to sell it first")).toBe('to_sell'));
});

describe('parsePosition, "got ours to sell"', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "we have ours to sell, not listed yet" as to_sell', () =>
    expect(pos('A: Chain free?', "no, we have ours to sell, it isn't listed yet")).toBe('to_sell'));
  it('reads "I\'ve got one to sell" as to_sell', () => expect(pos("I've got one to sell in Hull")).toBe('to_sell'));
  it('does not read "we don\'t have one to sell" as to_sell', () =>
    expect(pos("we don't have one to sell, we rent")).not.toBe('to_sell'));
});

describe('parsePosition, a sale that has completed', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "selling our semi, which completed last week" as nothing_to_sell', () =>
    expect(pos('cash from selling our semi, which completed last week')).toBe('nothing_to_sell'));
  it('does not read "selling our flat, which completes in May" as nothing_to_sell', () =>
    expect(pos('we are selling our flat, which completes in May')).not.toBe('nothing_to_sell'));
});

describe('parsePosition, "already sold" to the chain question', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "already sold, staying with family" to "anything to sell?" as nothing_to_sell', () =>
    expect(pos('A: Have you got a property to sell first?', 'already sold, staying with family in Hale')).toBe(
      'nothing_to_sell',
    ));
  it('reads "we just sold" to "Do you need to sell?" as nothing_to_sell', () =>
    expect(pos('A: Do you need to sell first?', 'we just sold actually')).toBe('nothing_to_sell'));
  it('reads "already sold STC" as under_offer', () =>
    expect(pos('A: Do you need to sell first?', 'already sold stc')).toBe('under_offer'));
  it('does not read "already sold" unasked as a chain', () =>
    expect(pos('the one we liked has already sold')).toBeNull());
});

describe('parsePosition, an offer accepted in answer to "Any offers?"', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "yes and we\'ve accepted one" as under_offer', () =>
    expect(pos('ours is on the market', 'A: Had any offers?', "yes and we've accepted one!")).toBe('under_offer'));
  it('reads "agreed to the second one" as under_offer', () =>
    expect(pos('ours is on the market', 'A: Any offers so far?', 'two, we agreed to the second one')).toBe('under_offer'));
  it('keeps on_market when they have not accepted one', () =>
    expect(pos('ours is on the market', 'A: Any offers so far?', "a couple but we haven't accepted one")).toBe('on_market'));
  it('keeps on_market for a bare yes', () =>
    expect(pos('ours is on the market', 'A: Any offers so far?', 'yes a few')).toBe('on_market'));
});

describe('parsePosition, sold and now renting', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "we sold in Devon in March and we\'re renting" as nothing to sell', () =>
    expect(pos("we sold in Devon in March and we're renting while we look")).toBe('nothing_to_sell'));
  it('reads "I sold over the summer, now in a rental" as nothing to sell', () =>
    expect(pos('I sold over the summer, now in a rental flat in town')).toBe('nothing_to_sell'));
  it('reads "we sold and are in rented" as nothing to sell', () =>
    expect(pos('mortgage agreed. we sold back in the spring and are in rented')).toBe('nothing_to_sell'));
  it('does not read "once we sold we\'d be renting" as nothing to sell', () =>
    expect(pos("we'd need to sell first, once we sold we'd be renting")).toBe('to_sell'));
  it('does not read "we sold the flat and are renting it out" as renting', () =>
    expect(pos('we sold a flat years ago and are renting out the cottage now')).toBe(null));
  it('does not read "my parents sold and are renting" as the visitor', () =>
    expect(pos('my parents sold and are renting near us')).toBe(null));
});

describe('parsePosition, deciding to keep the home instead of selling', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "we meant to sell the cottage but have chosen to keep it" as nothing to sell', () =>
    expect(pos('we were going to sell our cottage but have chosen to keep it as a holiday let')).toBe('nothing_to_sell'));
  it('reads "I\'d rather keep my flat" after "need to sell" as nothing to sell', () =>
    expect(pos('I thought I would have to sell first, but I would rather keep it and rent it to a friend')).toBe('nothing_to_sell'));
  it('reads "we plan to keep it until the sale goes through" after "need to sell" as to sell', () =>
    expect(pos('we need to sell our house, we plan to keep it until the sale goes through')).toBe('to_sell'));
  it('does not read "my sister decided to keep her flat" as the visitor', () =>
    expect(pos('my sister decided to keep her flat')).toBe(null));
});

describe('parsePosition, a home not yet put on the market, named before the verb', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "our flat, which we haven\'t yet put on the market" as to sell', () =>
    expect(pos("we'll fund it from our flat in Bath, which we haven't yet put on the market")).toBe('to_sell'));
  it('reads "the cottage has not been put on the market" as to sell', () =>
    expect(pos('the cottage has not been put on the market so far')).toBe('to_sell'));
  it('still reads "it has been put on the market" as on the market', () =>
    expect(pos('our semi has been put on the market this week')).toBe('on_market'));
});

describe('parsePosition, a first home in other pronouns and word orders', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "my son is after his first flat" as first-time buyer', () =>
    expect(pos('my son is after his first flat, I am just helping')).toBe('first_time_buyer'));
  it('reads "wantin ma first hoose... ma first flat" in dialect as first-time buyer', () =>
    expect(pos('saving up for ma first flat')).toBe('first_time_buyer'));
  it('reads "this is the first home we will own" as first-time buyer', () =>
    expect(pos('this is the first home we will own, very excited')).toBe('first_time_buyer'));
  it('does not read "the first house we saw" as first-time buyer', () =>
    expect(pos('the first house we saw was lovely but we must sell ours first')).toBe('to_sell'));
  it('does not read "her first offer" as first-time buyer', () =>
    expect(pos('she made her first offer last week')).toBe(null));
});

describe('parsePosition, dropped letters and existing holdings', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "we\'re sellin nothin" as nothing to sell', () =>
    expect(pos("cash from savings, we're sellin nothin")).toBe('nothing_to_sell'));
  it('reads "keeping the existing lets" as nothing to sell', () =>
    expect(pos('another buy to let, keeping the existing lets')).toBe('nothing_to_sell'));
  it('reads "keep current units" as nothing to sell', () =>
    expect(pos('investor, will keep current units, buying one more')).toBe('nothing_to_sell'));
  it('does not read "keeping existing carpets" as a holding kept', () =>
    expect(pos('we would like to be keeping existing carpets')).toBe(null));
});

describe('parsePosition, the chain question asked with an article', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "no, she rents" to "Is she selling a house?" as nothing to sell', () =>
    expect(pos('A: Is she selling a house as well?', 'no, she rents at the moment')).toBe('nothing_to_sell'));
  it('reads "yes" to "Are you selling any property?" as to sell', () =>
    expect(pos('A: Are you selling any property first?', 'yes')).toBe('to_sell'));
  it('does not read "no" to "Is anyone selling apples?" as a chain answer', () =>
    expect(pos('A: Do you need parking?', 'no')).toBe(null));
});

describe('parsePosition, their own home to be valued first', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "could you do a valuation of my maisonette first" as to sell', () =>
    expect(pos('we own a maisonette in Leyton, could you do a valuation of my maisonette first')).toBe('to_sell'));
  it('reads "we want a valuation on it first" about their flat as to sell', () =>
    expect(pos('we have a flat already and want a valuation on it first')).toBe('to_sell'));
  it('does not read the lender needing a valuation of it first as to sell', () =>
    expect(pos('the bank will want their own valuation of it first')).toBe(null));
});

describe('parsePosition, a condition on their own home', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "listed with Savills, we can move once it goes under offer" as on the market', () =>
    expect(pos("ours is listed with Savills, we can move once it goes under offer")).toBe('on_market'));
  it('reads "we\'ll view as soon as our flat is on the market" as to sell', () =>
    expect(pos("we'll start viewing as soon as our flat is on the market")).toBe('to_sell'));
  it('still reads "it went under offer on Friday" as under offer', () =>
    expect(pos('our house was on the market and it went under offer on Friday')).toBe('under_offer'));
  it('still reads "when we went under offer we started looking" as under offer', () =>
    expect(pos('we went under offer last week so we started looking')).toBe('under_offer'));
});

describe('parsePosition, "on market" without the article', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "flat on market since june, no offers" as on the market', () =>
    expect(pos('flat on market since june, no offers')).toBe('on_market'));
  it('reads "not on market yet" as to sell', () => expect(pos('ours is not on market yet')).toBe('to_sell'));
  it('does not read "a shop on Market Street" as on the market', () =>
    expect(pos('I work in a shop on Market Street')).toBe(null));
});

describe('parsePosition, "keepin" with the g dropped', () => {
  const pos = (...lines: string[]) => parsePosition(turns(...lines), 'buy');
  it('reads "own two already, keepin both" as nothing to sell', () =>
    expect(pos('A: Do you own other properties?', 'own two already, keepin both')).toBe('nothing_to_sell'));
  it('does not read "keepin an eye out" as keeping what they own', () => expect(pos('just keepin an eye out')).toBe(null));
});

describe('parsePosition, "subject to contract" after a comma', () => {
  it('reads "we have sold our cottage in Wells, subject to contract" as under offer', () =>
    expect(parsePosition(turns('we have sold our cottage in Wells, subject to contract, and want a flat in Bath'), 'buy')).toBe('under_offer'));
  it('reads "sold the house, STC" as under offer', () =>
    expect(parsePosition(turns("we've sold the house, STC, so we're looking now"), 'buy')).toBe('under_offer'));
});

describe('parsePosition, "owned before?" with the home unsaid', () => {
  it('reads "nope" to "Have you owned before?" as first_time_buyer', () =>
    expect(parsePosition(turns('a 2 bed flat please', 'A: Have you owned before?', 'nope'), 'buy')).toBe('first_time_buyer'));
});

describe('parsePosition, sold in the simple past', () => {
  it('reads "we sold it last spring" as nothing_to_sell', () =>
    expect(parsePosition(turns('A: Anything to sell?', 'we sold it last spring and the money is in savings'), 'buy')).toBe('nothing_to_sell'));
  it('does not read "we sold our business last year" as a home sold', () =>
    expect(parsePosition(turns("we're cash buyers, we sold our business last year"), 'buy')).toBe(null));
  it('does not read "if we sold it in May" as sold', () =>
    expect(parsePosition(turns('if we sold it in May we could move in summer'), 'buy')).not.toBe('nothing_to_sell'));
});

describe('parsePosition, getting on with it is not an agent', () => {
  it('reads "sold subject to contract", then "want to get on with it", as under_offer', () =>
    expect(
      parsePosition(turns('ours is sold subject to contract', 'A: When do you want to move?', 'the people buying it want to get on with it quickly'), 'buy'),
    ).toBe('under_offer'));
  it('still reads "it\'s on with Hartleys" as on_market', () =>
    expect(parsePosition(turns('A: Anything to sell?', "yes it's on with Hartleys"), 'buy')).toBe('on_market'));
});

describe('parsePosition, a home the buyer will list later', () => {
  it.each(["our maisonette - we'll put it on the market when we find the right place", 'we will put ours on the market in the spring'])(
    'reads "%s" as to_sell',
    (text) => expect(parsePosition(turns('A: Do you have anything to sell?', text), 'buy')).toBe('to_sell'),
  );
});

describe('parsePosition, selling up to buy', () => {
  it('reads "we plan on selling up here and moving to a cottage" as to_sell', () =>
    expect(parsePosition(turns("we plan on selling up here and moving to a cottage near the coast"), 'buy')).toBe('to_sell'));
  it('still reads "we sold up last year" as nothing_to_sell', () =>
    expect(parsePosition(turns('we sold up last year and are renting'), 'buy')).toBe('nothing_to_sell'));
});

describe('parsePosition, keeping a home rather than selling it', () => {
  it('reads "we\'re renting out our old house instead of selling it" as nothing_to_sell', () =>
    expect(parsePosition(turns('A: Is there a property to sell?', "we're renting out our old house instead of selling it"), 'buy')).toBe('nothing_to_sell'));
  it('reads "I\'ll let my flat rather than sell it, so no" as nothing_to_sell', () =>
    expect(parsePosition(turns('A: Anything to sell?', "I'll let my flat rather than sell it, so no"), 'buy')).toBe('nothing_to_sell'));
});

describe('parsePosition, asking whether a listing is still on the market', () => {
  it('reads "the flat on Elm Grove, is that still on the market?" as not said', () =>
    expect(parsePosition(turns('buying - the flat on Elm Grove, is that still on the market? looks lovely'), 'buy')).toBeNull());
  it('still reads "ours is still on the market, no offers" as on_market', () =>
    expect(parsePosition(turns('ours is still on the market, no offers'), 'buy')).toBe('on_market'));
});
