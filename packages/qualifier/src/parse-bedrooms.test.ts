import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseBedrooms } from './parse-bedrooms';

describe('parseBedrooms', () => {
  it('reads "2 bed flat" as 2', () => expect(parseBedrooms(turns('a 2 bed flat in Clapham'), 'buy')).toBe(2));
  it('reads "2 or 3 bed" as the fewest, 2', () => expect(parseBedrooms(turns('2 or 3 bed house'), 'buy')).toBe(2));
  it('reads "at least 4 bedrooms" as 4', () =>
    expect(parseBedrooms(turns('a detached house with at least 4 bedrooms'), 'buy')).toBe(4));
  it('reads a tenant\'s "1 bed flat" in reply to the opening question', () =>
    expect(
      parseBedrooms(turns('A: Are you buying, selling, renting or letting?', 'renting, a 1 bed flat in Balham'), 'rent'),
    ).toBe(1));
  it('reads a studio as 0', () => expect(parseBedrooms(turns('just need a studio'), 'rent')).toBe(0));
  it('reads "three" in answer to "how many bedrooms?"', () =>
    expect(parseBedrooms(turns('A: How many bedrooms?', 'three'), 'let')).toBe(3));
  it('does not count bathrooms or children', () =>
    expect(parseBedrooms(turns('A: How many bedrooms?', '2 bathrooms, we have 3 kids'), 'buy')).toBeNull());
  it("ignores a buyer's own home", () =>
    expect(
      parseBedrooms(
        turns('a 4 bed detached please', 'A: Shall we value your current home?', "yes, it's a 3 bed terrace"),
        'buy',
      ),
    ).toBe(4));
  it("reads a seller's property", () => expect(parseBedrooms(turns('selling my 3 bed semi'), 'sell')).toBe(3));
  it('is null when not said', () => expect(parseBedrooms(turns('a house in Leeds'), 'buy')).toBeNull());
});

describe('parseBedrooms, corrections', () => {
  it('lets "actually make that 4 beds" replace an earlier number', () =>
    expect(parseBedrooms(turns('a 3 bed house please', 'A: When?', 'spring. actually make that 4 beds'), 'buy')).toBe(4));
});

describe('parseBedrooms, choices and owned homes', () => {
  it('reads "1 bed or studio" as the fewest, 0', () => expect(parseBedrooms(turns('a 1 bed or studio to rent'), 'rent')).toBe(0));
  it('does not read a buyer\'s owned studio as the bedrooms wanted', () =>
    expect(parseBedrooms(turns('I own a studio in Bow which I need to sell'), 'buy')).toBeNull());
});

describe('parseBedrooms, a correction in the same message', () => {
  it('reads "my 2 bed cottage - sorry, 3 bed" as 3 for a seller', () =>
    expect(parseBedrooms(turns('valuation please for my 2 bed cottage - sorry, 3 bed'), 'sell')).toBe(3));
});

describe('parseBedrooms, studios', () => {
  it('reads "any studios to rent?" as 0', () => expect(parseBedrooms(turns('any studios to rent near the uni?'), 'rent')).toBe(0));
});

describe('parseBedrooms, the fewest they would take', () => {
  it('reads "five ideally, four at a pinch" as 4', () =>
    expect(parseBedrooms(turns('A: Bedrooms?', 'five ideally, four at a pinch'), 'buy')).toBe(4));
  it('reads "a 3 bed, 2 bed would do" as 2', () =>
    expect(parseBedrooms(turns('after a 3 bed in Leith, a 2 bed would do if the garden is big'), 'rent')).toBe(2));
  it('keeps an owner\'s own count: "my 4 bed, minimum price 300k"', () =>
    expect(parseBedrooms(turns('selling my 4 bed, want 300k minimum'), 'sell')).toBe(4));
});

describe('parseBedrooms, a correction after a question about their home', () => {
  it('reads "make that a 4 bed" in a message answering "Anything to sell?" as the new wish', () =>
    expect(
      parseBedrooms(
        turns('3 bed house in Frome please', 'A: Anything to sell?', 'no, renting. oh and make that a 4 bed, my mum is moving in'),
        'buy',
      ),
    ).toBe(4));
  it('still reads "ours is a 2 bed" in answer to "Anything to sell?" as their own home', () =>
    expect(parseBedrooms(turns('3 bed house in Frome please', 'A: Anything to sell?', 'yes ours is a 2 bed'), 'buy')).toBe(3));
});

describe('parseBedrooms, a smaller choice after a kind', () => {
  it('reads "2 bed house, or even a 1 bed" as the fewest, 1', () =>
    expect(parseBedrooms(turns('A: What are you after?', '2 bed house, or even a 1 bed'), 'rent')).toBe(1));
  it('reads "a 1 bed apartment, or a studio at a push" as 0', () =>
    expect(parseBedrooms(turns('a 1 bed apartment, or a studio at a push'), 'buy')).toBe(0));
  it('still reads "2 bed flat, and a 3 bed for my mum" as 2', () =>
    expect(parseBedrooms(turns('a 2 bed flat, and a 3 bed for my mum later'), 'buy')).toBe(2));
});

describe('parseBedrooms, a range with the first word hyphenated', () => {
  it('reads "a three- or four-bedroom semi" as 3', () =>
    expect(parseBedrooms(turns('we want a three- or four-bedroom semi'), 'buy')).toBe(3));
  it('reads "2- to 3-bed flat" as 2', () => expect(parseBedrooms(turns('a 2- to 3-bed flat'), 'rent')).toBe(2));
  it('still reads "a four-bedroom house" as 4', () =>
    expect(parseBedrooms(turns('a four-bedroom house'), 'buy')).toBe(4));
});

describe('parseBedrooms, a studio accepted', () => {
  it('reads "1 bed, or a studio is fine" as 0', () =>
    expect(parseBedrooms(turns('A: How many bedrooms?', '1 bed, or a studio is fine'), 'rent')).toBe(0));
  it('reads "One, or a studio is ok" in answer to "how many bedrooms?" as 0', () =>
    expect(parseBedrooms(turns('A: How many bedrooms do you need?', 'One, or a studio is ok.'), 'rent')).toBe(0));
  it('still reads "2 bed, the studio is in the garden" as 2', () =>
    expect(parseBedrooms(turns('a 2 bed house, the studio is in the garden'), 'buy')).toBe(2));
});

describe('parseBedrooms, a smaller fallback offered after the wish', () => {
  it('reads "5 beds ideally, but a decent four with a big garden would do" as 4', () =>
    expect(parseBedrooms(turns('5 beds ideally, but a decent four with a big garden would do'), 'buy')).toBe(4));
  it('reads "three bedrooms, though a large two with a study could work" as 2', () =>
    expect(parseBedrooms(turns('three bedrooms, though a large two with a study could work'), 'buy')).toBe(2));
  it('does not read "but a two with parking" without "would do" as a fallback', () =>
    expect(parseBedrooms(turns('3 bed house, but a two minute walk to the station would be great'), 'buy')).toBe(3));
  it('does not read bathrooms as a fallback', () =>
    expect(parseBedrooms(turns('4 bed, though a two bathrooms setup would work'), 'buy')).toBe(4));
});

describe('parseBedrooms, a smaller number after "or at least"', () => {
  it('reads "five bedrooms, or at least four if the garden is big" as 4', () =>
    expect(parseBedrooms(turns('A: What are you after?', 'five bedrooms, or at least four if the garden is big'), 'buy')).toBe(4));
  it('reads "a 3 bed semi or even 2 with a loft" as 2', () =>
    expect(parseBedrooms(turns('a 3 bed semi or even 2 with a loft we could convert'), 'rent')).toBe(2));
  it('still reads "3 bed, or at least 2 bathrooms" as 3', () =>
    expect(parseBedrooms(turns('a 3 bed, or at least 2 bathrooms would be great'), 'buy')).toBe(3));
  it('still reads "4 bed, or at least one with a big garden" as 4', () =>
    expect(parseBedrooms(turns('a 4 bed, or at least one with a big garden'), 'buy')).toBe(4));
  it('still reads "2 bed or maybe 3" as 2', () => expect(parseBedrooms(turns('2 bed flat or maybe 3'), 'buy')).toBe(2));
});

describe('parseBedrooms, a possessive and a place before the count', () => {
  it('leaves out "our Brighton 2 bed" for a buyer of a 3 bed', () =>
    expect(parseBedrooms(turns('our Brighton 2 bed is under offer', 'A: What are you after?', 'a 3 bed semi'), 'buy')).toBe(3));
  it('still reads "my ideal 2 bed"', () => expect(parseBedrooms(turns('my ideal 2 bed would have a garden'), 'rent')).toBe(2));
});

describe('parseBedrooms, "we have got a" home now', () => {
  it('leaves out "we\'ve got a two-bedroom flat" for a buyer wanting four', () =>
    expect(
      parseBedrooms(turns("we've got a two-bedroom flat in Hove that has to sell first", 'A: What are you after?', '4 bed house'), 'buy'),
    ).toBe(4));
  it('still reads "I have a 2 bed in mind"', () => expect(parseBedrooms(turns('I have a 2 bed in mind'), 'buy')).toBe(2));
});

describe('parseBedrooms, a listing asked about, then what they want', () => {
  it('reads "studio or 1 bed" after asking about "the 2 bed on your website" as 0', () =>
    expect(
      parseBedrooms(
        turns('Is the 2 bed on Park Lane on your website still available?', 'A: Anything else you would consider?', 'a studio or 1 bed, anywhere in town'),
        'rent',
      ),
    ).toBe(0));
  it('keeps a wish when a listing is asked about later', () =>
    expect(
      parseBedrooms(turns('we want a 3 bed house', 'A: Anything in particular?', "is the 4 bed you've got on Mill Lane still available?"), 'buy'),
    ).toBe(3));
  it('still keeps the first wish over a later "3 bed for my mum"', () =>
    expect(parseBedrooms(turns('a 2 bed flat please', 'A: Anything else?', 'maybe a 1 bed for my son later'), 'buy')).toBe(2));
});

describe('parseBedrooms, a smaller number offered with something to make up for it', () => {
  const beds = (...lines: string[]) => parseBedrooms(turns(...lines), 'buy');
  it('reads "5 bed, or 4 with an office" as 4', () => expect(beds('5 bed, or 4 with an office above the garage')).toBe(4));
  it('reads "three bedrooms or two plus a box room" as 2', () => expect(beds('three bedrooms or two plus a box room')).toBe(2));
  it('reads "a 4 bed, or one with a big garden" as 4: the one is a house', () =>
    expect(beds('a 4 bed, or one with a big garden')).toBe(4));
  it('does not read "3 bed, or 2 with" without a bedroom mention first', () =>
    expect(beds('a cottage or 2 with a shared garden')).toBe(null));
});

describe('parseBedrooms, a studio that is a workplace', () => {
  it('reads 3, not 0, when the visitor works at a film studio', () =>
    expect(parseBedrooms(turns("he's a carpenter at the Shepperton Studios, we'd like a 3 bed"), 'rent')).toBe(3));
});

describe("parseBedrooms, someone else's home", () => {
  it('does not read the 3 bed a friend rents as the number wanted', () =>
    expect(parseBedrooms(turns('my mate rents a 3 bed in Didsbury for 1200, is that normal?', 'A: What do you need?', 'just a 1 bed flat'), 'rent')).toBe(1));
  it("does not read a sister's 4 bed bought last year", () =>
    expect(parseBedrooms(turns('my sister bought a 4 bed in Otley last year', 'A: What are you after?', '2 bed terrace'), 'buy')).toBe(2));
  it('still reads "my husband has a 3 bed in mind"', () =>
    expect(parseBedrooms(turns('my husband has a 3 bed in mind, semi ideally'), 'buy')).toBe(3));
});

describe('parseBedrooms, a smaller number offered with room to grow or on a condition', () => {
  it('reads "or 2 with room to extend" as 2', () =>
    expect(parseBedrooms(turns('a semi with 3 bedrooms, or 2 with room to extend'), 'buy')).toBe(2));
  it('reads "or 3 if there is a study" as 3', () =>
    expect(parseBedrooms(turns('4 bed detached. or 3 if there is a study'), 'buy')).toBe(3));
  it('does not read "or 2 if" followed by months', () =>
    expect(parseBedrooms(turns('3 bed please, in 6 months or 2 if it takes longer'), 'buy')).toBe(3));
});

describe('parseBedrooms, a smaller number they would also accept', () => {
  it('reads "we would settle for 2" after "3 bedrooms" as 2', () =>
    expect(parseBedrooms(turns("3 bedrooms would be lovely but we'd settle for 2 near the school"), 'buy')).toBe(2));
  it('reads "three is ideal but two also fine" as 2', () =>
    expect(parseBedrooms(turns('A: How many bedrooms?', 'Three is ideal but two also fine.'), 'rent')).toBe(2));
  it('reads a studio the visitor would also accept as 0', () =>
    expect(parseBedrooms(turns('A: Bedrooms?', 'A 1 bedroom please. A studio too would be fine.'), 'rent')).toBe(0));
  it('keeps the bare answer when a larger number is the one also accepted', () =>
    expect(parseBedrooms(turns('A: How many bedrooms?', 'Two is best, three also okay'), 'buy')).toBe(2));
  it('does not read "we would consider 2 offers" as bedrooms', () =>
    expect(parseBedrooms(turns("4 bed house, we'd consider 2 offers at once"), 'buy')).toBe(4));
});

describe('parseBedrooms, a bare answer with "just" or "only"', () => {
  it('reads "just the one" to "How many bedrooms?" as 1', () =>
    expect(parseBedrooms(turns('A: How many bedrooms do you need?', 'just the one mate'), 'rent')).toBe(1));
  it('reads "only 2" as 2', () => expect(parseBedrooms(turns('A: Bedrooms?', 'only 2, we are downsizing'), 'buy')).toBe(2));
});

describe('parseBedrooms, bedrooms described by their use', () => {
  it('reads "3 rooms for sleeping" as 3', () =>
    expect(parseBedrooms(turns('we need 3 rooms for sleeping, the children are big now'), 'rent')).toBe(3));
  it('reads "two sleeping rooms" as 2', () => expect(parseBedrooms(turns('a flat with two sleeping rooms'), 'buy')).toBe(2));
});

describe('parseBedrooms, "two" written as dictation software hears it', () => {
  it('reads "to bedrooms" opening an answer as 2', () =>
    expect(parseBedrooms(turns('A: How many bedrooms?', 'to bedrooms please one is for my carer'), 'rent')).toBe(2));
  it('reads "a flat with too bedrooms" as 2', () => expect(parseBedrooms(turns('a flat with too bedrooms in Garston'), 'buy')).toBe(2));
  it('reads "a too bed maisonette" as 2', () => expect(parseBedrooms(turns('need a too bed maisonette near the park'), 'rent')).toBe(2));
  it('reads "a for bed semi" as 4', () => expect(parseBedrooms(turns('after a for bed semi in Kenton'), 'buy')).toBe(4));
  it('reads "a two up two down" as 2', () =>
    expect(parseBedrooms(turns("I'm letting out a two up, two down cottage in Ryde"), 'let')).toBe(2));
  it('reads "1 bed would be fine, or a studio" as 0', () =>
    expect(parseBedrooms(turns('A: How many bedrooms?', '1 bed would be fine, or a studio'), 'rent')).toBe(0));
  it('does not read "go to bed" as bedrooms', () => expect(parseBedrooms(turns('the kids go to bed at 7 so call after'), 'buy')).toBe(null));
  it('does not read "close to bedrooms" or "stairs up to bedrooms"', () =>
    expect(parseBedrooms(turns('a bathroom close to bedrooms, no stairs up to bedrooms'), 'buy')).toBe(null));
});

describe('parseBedrooms, a listing the visitor saw', () => {
  it('lets a later wish replace the 3 bed they saw, asking 240k', () =>
    expect(
      parseBedrooms(
        turns("I've seen the 3 bed bungalow on Park Road, asking 240k", 'A: Anything similar?', 'yes, 2-3 beds in Hale or Altrincham'),
        'buy',
      ),
    ).toBe(2));
});

describe('parseBedrooms, the home they have lived in up to now', () => {
  it('leaves out "we\'ve been renting a one bed" for a buyer of a 2 bed', () =>
    expect(parseBedrooms(turns("we've been renting a one bed near the park since 2021 and want a 2 bed to buy"), 'buy')).toBe(2));
  it('leaves out "squeezed into a 2 bed" for a buyer of a 4 bed', () =>
    expect(parseBedrooms(turns('five of us squeezed into a 2 bed terrace! a 4 bed please'), 'buy')).toBe(4));
});

describe('parseBedrooms, the home they own described by its age or build', () => {
  it('leaves out "we do own a 4 bed" for a buyer of a 2 bed', () =>
    expect(parseBedrooms(turns('we do own a 4 bed semi which will be sold, and want a 2 bed flat'), 'buy')).toBe(2));
});

describe("parseBedrooms, a relative named without a possessive", () => {
  it('leaves out "gran has a 4 bed" for a tenant of a 2 bed', () =>
    expect(parseBedrooms(turns('gran has a 4 bed we could stay in, but we want a 2 bed of our own to rent'), 'rent')).toBe(2));
});

describe('parseBedrooms, a hedged choice after "or"', () => {
  it('reads "a 1 bed apartment or perhaps a studio" as 0', () =>
    expect(parseBedrooms(turns("I'm after a 1 bed apartment or perhaps a studio near the station"), 'rent')).toBe(0));
  it('reads "a 2 bed house or maybe a 1 bed flat" as 1', () =>
    expect(parseBedrooms(turns('a 2 bed house or maybe a 1 bed flat'), 'buy')).toBe(1));
});

describe('parseBedrooms, the home whose sale price a buyer waits on', () => {
  it('leaves out "what the 4 bed goes for" for a buyer of a 2 bed', () =>
    expect(
      parseBedrooms(turns('A: What are you after?', 'it depends on what the 4 bed goes for, but a 2 bed would suit us'), 'buy'),
    ).toBe(2));
});

describe('parseBedrooms, a home the visitor bought before', () => {
  it('leaves out "we bought a 2 bed" for a tenant wanting 3', () =>
    expect(parseBedrooms(turns('we bought a 2 bed to let out, and need to rent a 3 bed ourselves'), 'rent')).toBe(3));
});

describe('parseBedrooms, a size said to be acceptable after a question about their home', () => {
  it('reads "a 3 bed semi would do" answering "Do you own your home?"', () =>
    expect(parseBedrooms(turns('A: Do you currently own your home?', 'no renting', 'a 3 bed semi would do us'), 'buy')).toBe(3));
  it('still leaves out "a 3 bed semi" answering "Do you own your home?"', () =>
    expect(parseBedrooms(turns('A: Do you currently own your home?', 'yes a 3 bed semi'), 'buy')).toBe(null));
});

describe('parseBedrooms, a home said to be theirs or not', () => {
  it('leaves out "the 4 bed is theirs" for a tenant of a 1 bed', () =>
    expect(parseBedrooms(turns("we stay with my in-laws but the 4 bed is theirs, we need a 1 bed to rent"), 'rent')).toBe(1));
});

describe('parseBedrooms, chat shorthand', () => {
  it('reads "4bd" as 4', () => expect(parseBedrooms(turns('after a 4bd semi near the park'), 'buy')).toBe(4));
  it('reads "1 bdrm" as 1', () => expect(parseBedrooms(turns('any 1 bdrm places going in town?'), 'rent')).toBe(1));
  it('reads "3bdr" as 3', () => expect(parseBedrooms(turns('3bdr with a garden pls'), 'buy')).toBe(3));
});

describe('parseBedrooms, the home a buyer asks to have valued', () => {
  it('does not read the bedrooms of the home described after a valuation request', () =>
    expect(
      parseBedrooms(turns('after a cottage in the Dales. what would ours be worth? it is a five bedroom farmhouse'), 'buy'),
    ).toBeNull());
});

describe('parseBedrooms, a listing asked about', () => {
  it('does not read the bedrooms of a listing asked about by a visitor neither buying nor renting', () =>
    expect(parseBedrooms(turns("what did that 4 bed semi you've got on Kent Road end up going for?"), null)).toBeNull());
  it("keeps a listing's bedrooms for a buyer who says no other", () =>
    expect(parseBedrooms(turns("is that 4 bed semi you've got on Kent Road still for sale?"), 'buy')).toBe(4));
});

describe('parseBedrooms, a listing named by its reference', () => {
  it('lets a later wish replace the bedrooms of a listing named by reference and price', () =>
    expect(
      parseBedrooms(turns('the 3 bed semi ref LDS-0193 at £240k, does it have parking?', 'A: What are you after?', 'a 2 bed would suit me'), 'buy'),
    ).toBe(2));
});

describe('parseBedrooms, the home they downsize from', () => {
  it('reads the size wanted, not the size of the home they are leaving', () =>
    expect(parseBedrooms(turns('We are downsizing, the kids have moved out, from a 4 bed in Leek. Looking for 2 bedrooms.'), 'buy')).toBe(2));
});
