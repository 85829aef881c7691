import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parsePropertyTypes } from './parse-property-types';

describe('parsePropertyTypes', () => {
  it('reads the kinds a buyer names in reply to the opening question', () =>
    expect(
      parsePropertyTypes(
        turns('A: Are you buying, selling, renting or letting?', "we'd like to buy our first home, a bungalow or a cottage"),
        'buy',
      ),
    ).toEqual(['bungalow', 'house']));
  it('maps a semi to house', () => expect(parsePropertyTypes(turns('3 bed semi'), 'buy')).toEqual(['house']));
  it('lists kinds in order of first mention', () =>
    expect(parsePropertyTypes(turns('a bungalow or a cottage, or a maisonette'), 'buy')).toEqual([
      'bungalow',
      'house',
      'flat',
    ]));
  it('leaves out a kind ruled out', () =>
    expect(parsePropertyTypes(turns('terraced house, definitely not a flat'), 'rent')).toEqual(['house']));
  it('does not read "house hunting" or a flat fee as kinds', () =>
    expect(parsePropertyTypes(turns('house hunting! do you charge a flat fee?'), 'buy')).toEqual([]));
  it("ignores the buyer's own flat", () =>
    expect(parsePropertyTypes(turns('a 3 bed house please, we need to sell our flat first'), 'buy')).toEqual(['house']));
  it("reads the landlord's apartment as flat", () =>
    expect(parsePropertyTypes(turns('I want to let my apartment'), 'let')).toEqual(['flat']));
  it('is empty when no kind is said', () => expect(parsePropertyTypes(turns('a property in Leeds'), 'buy')).toEqual([]));
});

describe('parsePropertyTypes, plurals', () => {
  it('reads "any penthouses?" as a flat', () => expect(parsePropertyTypes(turns('any penthouses in Hove?'), 'buy')).toEqual(['flat']));
});

describe('parsePropertyTypes, a relative\'s home', () => {
  it('does not list "his house" that a buyer\'s father is selling', () =>
    expect(
      parsePropertyTypes(turns('a flat for my dad', 'A: Will he need a mortgage?', "no, he's selling his house to pay for it"), 'buy'),
    ).toEqual(['flat']));
});

describe('parsePropertyTypes, the home already described', () => {
  it('leaves out "the bungalow" a buyer described as theirs before', () =>
    expect(
      parsePropertyTypes(
        turns('selling my bungalow in Rhyl to buy a cottage', 'A: Budget?', "depends what we get for the bungalow, 250k or so"),
        'buy',
      ),
    ).toEqual(['house']));
  it('still lists "the flat" a buyer has not described as theirs', () =>
    expect(parsePropertyTypes(turns('is the flat on Mill Street still available?'), 'buy')).toEqual(['flat']));
});

describe('parsePropertyTypes, homes they have now', () => {
  it('does not list "the maisonette we rent" as a kind wanted', () =>
    expect(parsePropertyTypes(turns('the maisonette we rent has damp, who do I speak to?'), null)).toEqual([]));
  it('does not list "the flat I live in now" but lists the house wanted', () =>
    expect(parsePropertyTypes(turns('the flat I live in now is too small, we want a house'), 'buy')).toEqual(['house']));
  it('reads "a bungalow" answering "Do you currently own?" as their own', () =>
    expect(
      parsePropertyTypes(
        turns('buying a 3 bed house in Leeds', 'A: Do you currently own?', 'yes a bungalow, we need to sell it first'),
        'buy',
      ),
    ).toEqual(['house']));
  it('does not read a flat number in an address ("Flat 2, 10 Mill Lane") as a kind', () =>
    expect(parsePropertyTypes(turns('A: And your address?', 'Flat 2, 10 Mill Lane'), null)).toEqual([]));
});

describe('parsePropertyTypes, shares and the home they have', () => {
  it('reads "a 4 bed house share" as a house', () =>
    expect(parsePropertyTypes(turns('four of us after a 4 bed house share near the uni'), 'rent')).toEqual(['house']));
  it('reads "a flat share" as a flat', () =>
    expect(parsePropertyTypes(turns('looking for a room in a flat share in the centre'), 'rent')).toEqual(['flat']));
  it('does not read "our little cottage" the buyer lives in as wanted', () =>
    expect(parsePropertyTypes(turns("we've outgrown our little cottage in Hale, need a 4 bed"), 'buy')).toEqual([]));
  it('does not read "my small flat" the buyer has as wanted', () =>
    expect(parsePropertyTypes(turns('selling my small flat to buy a house'), 'buy')).toEqual(['house']));
});

describe('parsePropertyTypes, the home they have described in passing', () => {
  it('does not list "we\'d sell ours first, it\'s a 2 bed terrace" as wanted', () =>
    expect(
      parsePropertyTypes(turns("we want a 4 bed in Wells, we'd sell ours first, it's a 2 bed terrace in Street"), 'buy'),
    ).toEqual([]));
  it('does not list "the cottage is too big for him now" as wanted', () =>
    expect(
      parsePropertyTypes(turns('looking for a flat for my dad near the shops, the cottage is too big for him now'), 'buy'),
    ).toEqual(['flat']));
  it('still lists "a house that is too good to miss" as wanted', () =>
    expect(parsePropertyTypes(turns('after a house that is too good to miss, near the park'), 'buy')).toEqual(['house']));
});

describe('parsePropertyTypes, chat spellings and a home being sold', () => {
  it('reads "a teraced" as a house', () =>
    expect(parsePropertyTypes(turns('A: What type?', 'a 3 bed teraced pls'), 'buy')).toEqual(['house']));
  it('reads "flt" as a flat', () =>
    expect(parsePropertyTypes(turns('need a 1 bed flt near town'), 'rent')).toEqual(['flat']));
  it('leaves out the flat a buyer is selling when named with a place: "selling our Leeds flat"', () =>
    expect(
      parsePropertyTypes(turns('a 4 bed detached please', 'A: Mortgage?', "no, we're selling our Leeds flat to fund it"), 'buy'),
    ).toEqual(['house']));
  it('still lists "a flat" wanted after "selling my car"', () =>
    expect(parsePropertyTypes(turns('selling my car for a deposit, want a 1 bed flat'), 'buy')).toEqual(['flat']));
});

describe('parsePropertyTypes, more house words', () => {
  it('reads "a 5 bed farm house" as a house', () =>
    expect(parsePropertyTypes(turns('selling a 5 bed farm house outside Hawes'), 'sell')).toEqual(['house']));
  it('reads chat spelling "3 bed hse" as a house', () =>
    expect(parsePropertyTypes(turns('after a 3 bed hse nr the station'), 'buy')).toEqual(['house']));
});

describe('parsePropertyTypes, a hyphenated bedroom count on their own home', () => {
  it('leaves out "our two-bed flat" a buyer is moving up from', () =>
    expect(parsePropertyTypes(turns('moving up from our two-bed flat to a 3 bed house'), 'buy')).toEqual(['house']));
  it('leaves out "selling my four-bedroom house" for a buyer downsizing to a bungalow', () =>
    expect(parsePropertyTypes(turns('we want a bungalow and are selling our four-bedroom house'), 'buy')).toEqual([
      'bungalow',
    ]));
  it('still lists "a two-bed flat" they want', () =>
    expect(parsePropertyTypes(turns('looking for a two-bed flat'), 'rent')).toEqual(['flat']));
});

describe('parsePropertyTypes, "sold the <place> house"', () => {
  it('leaves out "we sold the Leeds house" for a buyer of a flat', () =>
    expect(parsePropertyTypes(turns('a 2 bed flat please. We sold the Leeds house in March'), 'buy')).toEqual(['flat']));
  it('still lists "the house" a buyer wants to see', () =>
    expect(parsePropertyTypes(turns('can we view the Leeds house on Friday?'), 'buy')).toEqual(['house']));
});

describe('parsePropertyTypes, the home they live in now', () => {
  it('leaves out "currently in a flat in Hackney" for a buyer of a house', () =>
    expect(parsePropertyTypes(turns("we're currently in a flat in Hackney, want a 3 bed house"), 'buy')).toEqual([
      'house',
    ]));
  it('leaves out "I\'m renting a flat for now" for a buyer of a house', () =>
    expect(parsePropertyTypes(turns("I'm renting a flat for now but want to buy a house"), 'buy')).toEqual(['house']));
  it('still lists "I\'m looking for a flat"', () =>
    expect(parsePropertyTypes(turns("I'm looking for a flat"), 'rent')).toEqual(['flat']));
  it('still lists a kind wanted "in a flat" after "we\'d like to live"', () =>
    expect(parsePropertyTypes(turns("we'd like to live in a flat near the park"), 'rent')).toEqual(['flat']));
});

describe('parsePropertyTypes, answering "Have you owned a home before?"', () => {
  it('leaves out "I had a flat in York which I sold"', () =>
    expect(
      parsePropertyTypes(
        turns('a 3 bed house please', 'A: Have you owned a home before?', 'I had a flat in York which I sold years ago'),
        'buy',
      ),
    ).toEqual(['house']));
  it('still lists kinds after "Have you seen anything you like?"', () =>
    expect(parsePropertyTypes(turns('A: Have you seen anything you like?', 'a flat on Mill Road'), 'buy')).toEqual([
      'flat',
    ]));
});

describe("parsePropertyTypes, an owner's next home", () => {
  it('leaves out "moving into my sister\'s flat" for a seller of a semi', () =>
    expect(
      parsePropertyTypes(turns("we're selling our 3 bed semi and moving into my sister's flat in Leeds"), 'sell'),
    ).toEqual(['house']));
  it('leaves out "the keys to the new house" for a landlord letting a flat', () =>
    expect(
      parsePropertyTypes(turns("I'd like to let my flat in Hove", 'A: When is it free?', 'we get the keys to the new house in May'), 'let'),
    ).toEqual(['flat']));
  it('still lists "we\'ve bought a 3 bed house" a landlord wants to let', () =>
    expect(parsePropertyTypes(turns("we've bought a 3 bed house in Hove and want to let it"), 'let')).toEqual(['house']));
  it('still lists the kind of the property a landlord bought to let', () =>
    expect(parsePropertyTypes(turns('I want to let my flat, a 2 bed maisonette'), 'let')).toEqual(['flat']));
  it("still lists a seller's bungalow after the answer to \"what kind is it?\"", () =>
    expect(
      parsePropertyTypes(turns("value my dad's house please", 'A: What kind of property?', '2 bed bungalow'), 'sell'),
    ).toEqual(['bungalow']));
});

describe("parsePropertyTypes, a neighbour's home", () => {
  it('leaves out "a leak from the flat upstairs"', () =>
    expect(parsePropertyTypes(turns("there's a leak coming from the flat upstairs, can someone call me?"), null)).toEqual([]));
  it('leaves out "the house next door" beside the flat wanted', () =>
    expect(parsePropertyTypes(turns('the house next door sold fast, we want a 2 bed flat'), 'buy')).toEqual(['flat']));
  it('still lists "a flat above a shop" wanted', () =>
    expect(parsePropertyTypes(turns('happy with a flat above a shop'), 'rent')).toEqual(['flat']));
});

describe('parsePropertyTypes, a possessive and a place before the kind', () => {
  it('leaves out "offer accepted on our Bristol flat" for a buyer of a cottage', () =>
    expect(parsePropertyTypes(turns('Offer accepted on our Bristol flat, so now after a cottage in the Cotswolds'), 'buy')).toEqual([
      'house',
    ]));
  it('leaves out "my manchester 2 bed apartment" in lower case for a tenant of a house', () =>
    expect(parsePropertyTypes(turns('renting out my manchester 2 bed apartment, need a house to rent in leeds'), 'rent')).toEqual([
      'house',
    ]));
  it('still lists "our dream house"', () =>
    expect(parsePropertyTypes(turns('looking for our dream house by the sea'), 'buy')).toEqual(['house']));
  it('still lists "my first flat" written in sentence case', () =>
    expect(parsePropertyTypes(turns('Buying my first flat, a 1 bed'), 'buy')).toEqual(['flat']));
});

describe('parsePropertyTypes, a home they have already bought', () => {
  it('leaves out "the cottage we bought" for a tenant while it is rebuilt', () =>
    expect(parsePropertyTypes(turns('need a rental while the cottage we bought gets a new roof'), 'rent')).toEqual([]));
  it('leaves out "the flat I\'ve recently purchased" for a tenant of a house', () =>
    expect(
      parsePropertyTypes(turns("the flat I've recently purchased isn't ready, so a house to rent for 6 months"), 'rent'),
    ).toEqual(['house']));
  it('still lists "a house we could buy"', () =>
    expect(parsePropertyTypes(turns('a house we could buy outright'), 'buy')).toEqual(['house']));
});

describe('parsePropertyTypes, "we have got a" home now', () => {
  it('leaves out "I\'ve got a small terrace" for a buyer of a bungalow', () =>
    expect(parsePropertyTypes(turns("I've got a small terrace in Hull to sell, after a bungalow by the coast"), 'buy')).toEqual([
      'bungalow',
    ]));
  it('leaves out "we have a 1 bed apartment" for a tenant of a house', () =>
    expect(parsePropertyTypes(turns('we have a 1 bed apartment but the baby is due, so a house to rent'), 'rent')).toEqual([
      'house',
    ]));
  it('still lists "we\'ve got a 3 bed semi in mind"', () =>
    expect(parsePropertyTypes(turns("we've got a 3 bed semi in mind, near the school"), 'buy')).toEqual(['house']));
  it('still lists "we have a dog so need a ground floor flat"', () =>
    expect(parsePropertyTypes(turns('we have a dog so need a ground floor flat'), 'rent')).toEqual(['flat']));
  it('still lists a flat after "we\'ve got a viewing on a flat"', () =>
    expect(parsePropertyTypes(turns("we've got a viewing on a flat in Hove tomorrow"), 'buy')).toEqual(['flat']));
});

describe('parsePropertyTypes, an owner asking about the market', () => {
  it('reads only the seller\'s bungalow after "are flats selling well in Hove?"', () =>
    expect(parsePropertyTypes(turns('are flats selling well in Hove?', 'we have a bungalow to sell'), 'sell')).toEqual([
      'bungalow',
    ]));
  it('keeps "my two flats" in a landlord\'s question', () =>
    expect(parsePropertyTypes(turns('what rent would my two flats get?'), 'let')).toEqual(['flat']));
  it('keeps a landlord\'s plural flats in a statement', () =>
    expect(parsePropertyTypes(turns('I have flats in Leith to let'), 'let')).toEqual(['flat']));
  it('keeps a buyer\'s plural in a question', () =>
    expect(parsePropertyTypes(turns('do you have any cottages in Ely?'), 'buy')).toEqual(['house']));
});

describe('parsePropertyTypes, ruling out one sort of a kind', () => {
  const types = (intent: 'buy' | 'rent', ...lines: string[]) => parsePropertyTypes(turns(...lines), intent);
  it('keeps the flat in "a 2 bed apartment, not a studio please"', () =>
    expect(types('rent', 'a 2 bed apartment, not a studio please')).toEqual(['flat']));
  it('keeps the house in "a family house but not a terrace"', () =>
    expect(types('buy', 'a family house but not a terrace, ideally detached')).toEqual(['house']));
  it('still rules out the kind by its general word: "flat or house… actually no flats"', () =>
    expect(types('buy', 'flat or house to start with', 'actually no flats, too noisy')).toEqual(['house']));
  it('lists nothing for "anything but a studio" alone', () => expect(types('rent', 'anything but a studio')).toEqual([]));
});

describe('parsePropertyTypes, an owner\'s new home', () => {
  it('leaves out "my new house" for a landlord letting the flat', () =>
    expect(parsePropertyTypes(turns('we exchanged on our new house in York, so our maisonette in Leeds is up for letting'), 'let')).toEqual([
      'flat',
    ]));
  it('keeps "our new build flat" as the property to let', () =>
    expect(parsePropertyTypes(turns('our new build flat is ready to let from May'), 'let')).toEqual(['flat']));
  it('keeps "my new house" as wanted for a buyer', () =>
    expect(parsePropertyTypes(turns('my new house should have a garden'), 'buy')).toEqual(['house']));
});

describe('parsePropertyTypes, "the" pointing back at an owner\'s next home', () => {
  it('leaves out "the apartment" after "moving into an apartment" for a seller of a cottage', () =>
    expect(
      parsePropertyTypes(turns("we're moving into an apartment near my son, so the cottage is for sale", 'the apartment is ready in June'), 'sell'),
    ).toEqual(['house']));
  it('keeps "the flat" when the property to sell was named a flat first', () =>
    expect(parsePropertyTypes(turns('selling my flat, moving into a flat in town', 'the flat has 2 beds'), 'sell')).toEqual(['flat']));
  it('keeps "the flat" for a landlord who named no next home', () =>
    expect(parsePropertyTypes(turns('I want to let out the flat above the shop'), 'let')).toEqual(['flat']));
});

describe('parsePropertyTypes, a home someone has already moved into', () => {
  it('leaves out "dad moved into a flat" from a buyer\'s kinds', () =>
    expect(parsePropertyTypes(turns('after dad moved into a sheltered flat we decided to buy a cottage near him'), 'buy')).toEqual(['house']));
  it('leaves out "we moved to a maisonette" from a tenant\'s kinds', () =>
    expect(parsePropertyTypes(turns('we moved to a maisonette last year but now need a house to rent'), 'rent')).toEqual(['house']));
  it('keeps "want to move into a flat" as wanted', () =>
    expect(parsePropertyTypes(turns('we want to move into a flat in town'), 'buy')).toEqual(['flat']));
});

describe('parsePropertyTypes, a home outgrown, its place named', () => {
  it('does not list "the cottage in Holt is far too small" as a kind wanted', () =>
    expect(
      parsePropertyTypes(turns("we're after a bungalow now, the cottage in Holt is far too small with the grandchildren"), 'buy'),
    ).toEqual(['bungalow']));
  it('still lists a house wanted in a named place', () =>
    expect(parsePropertyTypes(turns('a house in Holt is what we want'), 'buy')).toEqual(['house']));
});

describe('parsePropertyTypes, a home the visitor rents, owns or once had', () => {
  it('does not list "I rent a maisonette" as a kind wanted', () =>
    expect(parsePropertyTypes(turns('I rent a maisonette in Hove at the moment but want to buy a cottage'), 'buy')).toEqual(['house']));
  it('does not list a flat they owned years ago', () =>
    expect(parsePropertyTypes(turns('we owned a small flat in Leeds once, sold it, now after a semi'), 'buy')).toEqual(['house']));
  it('does not list "had a flat" with the subject left out', () =>
    expect(
      parsePropertyTypes(turns('A: Have you owned before?', 'yes, had a flat in Bath till 2020', 'A: What are you after?', 'a bungalow'), 'buy'),
    ).toEqual(['bungalow']));
  it('does not list "we have now a flat", said with the words turned round', () =>
    expect(parsePropertyTypes(turns('We have now a flat in Splott, we look for a house'), 'buy')).toEqual(['house']));
  it('still lists a kind "we had in mind"', () =>
    expect(parsePropertyTypes(turns('we had a bungalow in mind, near the sea'), 'buy')).toEqual(['bungalow']));
  it('still lists a house they want to live in', () =>
    expect(parsePropertyTypes(turns('we want to move to Leeds and live in a house with a garden'), 'buy')).toEqual(['house']));
});

describe('parsePropertyTypes, the tenancy or valuation of the home they have', () => {
  it('does not list the flat whose lease ends', () =>
    expect(parsePropertyTypes(turns('we want a cottage, the lease on our flat runs out in June'), 'buy')).toEqual(['house']));
  it('does not list "my contract on flat", the article left out', () =>
    expect(parsePropertyTypes(turns('I look for bungalow. My contract on flat finish in May'), 'buy')).toEqual(['bungalow']));
  it('does not list the house a buyer asks to have valued', () =>
    expect(
      parsePropertyTypes(turns('can we book a valuation on the Hexham house? then we buy a flat in town'), 'buy'),
    ).toEqual(['flat']));
});

describe('parsePropertyTypes, a studio that is a workplace', () => {
  it('does not read "a job at Elstree Studios" as a flat', () =>
    expect(parsePropertyTypes(turns("I've got a job at Elstree Studios so we need a semi nearby"), 'buy')).toEqual(['house']));
  it('does not read "the Bray studios" as a flat', () =>
    expect(parsePropertyTypes(turns('my wife works at the Bray studios. We want a cottage'), 'rent')).toEqual(['house']));
  it('does not read a recording studio as a flat', () =>
    expect(parsePropertyTypes(turns('I run a recording studio in town, looking for a bungalow'), 'buy')).toEqual(['bungalow']));
  it('still reads "a Clapham studio" as a flat', () =>
    expect(parsePropertyTypes(turns('ideally a Clapham studio, or a 1 bed'), 'rent')).toEqual(['flat']));
  it('still reads "Studio flat" opening a message as a flat', () =>
    expect(parsePropertyTypes(turns('Studio flat in Leith please'), 'rent')).toEqual(['flat']));
});

describe('parsePropertyTypes, a bungalow described by how it is built', () => {
  it('reads "a semi-detached bungalow" as a bungalow only', () =>
    expect(parsePropertyTypes(turns("we'd like a semi-detached bungalow near the park"), 'buy')).toEqual(['bungalow']));
  it('reads "my detached dormer bungalow" as a bungalow only', () =>
    expect(parsePropertyTypes(turns('selling my 3 bed detached dormer bungalow in Rhyl'), 'sell')).toEqual(['bungalow']));
  it('still reads "a detached or a bungalow" as both', () =>
    expect(parsePropertyTypes(turns('a detached or bungalow'), 'buy')).toEqual(['house', 'bungalow']));
});

describe('parsePropertyTypes, the building a flat is in', () => {
  it('reads "a flat in a converted Georgian townhouse" as a flat only', () =>
    expect(parsePropertyTypes(turns("it's a top-floor flat in a converted Georgian townhouse"), 'let')).toEqual(['flat']));
  it('reads "an apartment in an old terrace" as a flat only', () =>
    expect(parsePropertyTypes(turns('looking for an apartment in an old terrace'), 'rent')).toEqual(['flat']));
  it('still reads "a flat or a house" as both', () =>
    expect(parsePropertyTypes(turns('a flat in the centre or a house further out'), 'buy')).toEqual(['flat', 'house']));
});

describe("parsePropertyTypes, someone else's home", () => {
  it("does not list a late father's bungalow as a kind wanted", () =>
    expect(parsePropertyTypes(turns("not sure yet, it depends what happens with our late father's bungalow"), null)).toEqual([]));
  it('does not list the flat a friend bought', () =>
    expect(parsePropertyTypes(turns('my friend just bought a flat in Leith, we want a cottage'), 'buy')).toEqual(['house']));
});

describe('parsePropertyTypes, the name of a building', () => {
  it('does not read "flat 12, Carlton House" as a house', () =>
    expect(parsePropertyTypes(turns('my address is flat 12, Carlton House, can someone ring me'), null)).toEqual([]));
  it('still reads "a Victorian House" as a house', () =>
    expect(parsePropertyTypes(turns('we love a Victorian House with big rooms'), 'buy')).toEqual(['house']));
  it('still reads "House" opening a message', () =>
    expect(parsePropertyTypes(turns('House in Leeds, 3 bed'), 'buy')).toEqual(['house']));
});

describe("parsePropertyTypes, a neighbour's flat above or below the owner's", () => {
  it('reads the owner\'s property as a flat from "the flat above mine"', () =>
    expect(parsePropertyTypes(turns('the flat above mine just sold, I want to sell mine as well'), 'sell')).toEqual(['flat']));
  it('does not list the flat above a buyer\'s as wanted', () =>
    expect(parsePropertyTypes(turns('the flat above ours is noisy, we want a house'), 'buy')).toEqual(['house']));
});

describe("parsePropertyTypes, the assistant's summary confirmed", () => {
  it('reads the bungalow in a summary the visitor says is right', () =>
    expect(
      parsePropertyTypes(turns('A: Where and budget?', 'Rhyl, 200k', "A: So that's a bungalow in Rhyl up to £200k, is that right?", 'yes spot on'), 'buy'),
    ).toEqual(['bungalow']));
  it('does not read a summary the visitor corrects', () =>
    expect(
      parsePropertyTypes(turns("A: So that's a flat in Leeds, is that right?", 'no, a house'), 'buy'),
    ).toEqual(['house']));
});

describe('parsePropertyTypes, the home they have lived in up to now', () => {
  it('leaves out "we\'ve been renting a maisonette" for a buyer of a house', () =>
    expect(
      parsePropertyTypes(turns("we've been renting a maisonette off the high street for years, now we want a semi"), 'buy'),
    ).toEqual(['house']));
  it('leaves out "I\'ve been in a studio" for a tenant wanting a house', () =>
    expect(parsePropertyTypes(turns("I've been in a studio since uni, after a little house with a yard"), 'rent')).toEqual(['house']));
  it('leaves out "crammed into a flat" for a buyer of a bungalow', () =>
    expect(parsePropertyTypes(turns('three of us crammed into a flat in Leith, need a bungalow'), 'buy')).toEqual(['bungalow']));
  it('leaves out "I\'ve rented a room in a shared house" for a buyer of a flat', () =>
    expect(parsePropertyTypes(turns("I've rented a room in a shared house for ages, ready to buy a flat now"), 'buy')).toEqual(['flat']));
  it('still lists "we\'ve been looking at flats"', () =>
    expect(parsePropertyTypes(turns("we've been looking at flats in Kemptown"), 'buy')).toEqual(['flat']));
});

describe('parsePropertyTypes, the home they own described by its age or build', () => {
  it('leaves out "we do own a terrace" for a buyer of a flat', () =>
    expect(parsePropertyTypes(turns('we do own a terrace in Gorton but want a flat nearer town'), 'buy')).toEqual(['flat']));
  it('leaves out "our Georgian townhouse" for a buyer of a bungalow', () =>
    expect(
      parsePropertyTypes(turns("after 20 years in our big Georgian townhouse we'd like a bungalow"), 'buy'),
    ).toEqual(['bungalow']));
});

describe("parsePropertyTypes, a relative's home named with their own possessive", () => {
  it('leaves out "my brother completed on his new-build flat" for a buyer of a house', () =>
    expect(
      parsePropertyTypes(turns('we want a detached house. my brother just completed on his new-build flat in Didsbury'), 'buy'),
    ).toEqual(['house']));
  it('leaves out "mum and dad bought a bungalow" for a tenant of a flat', () =>
    expect(
      parsePropertyTypes(turns('mum and dad bought a bungalow for peanuts in the 80s, I just need a flat to rent'), 'rent'),
    ).toEqual(['flat']));
});

describe('parsePropertyTypes, the home whose sale price a buyer waits on', () => {
  it('leaves out "once the flat sells for" for a buyer of a bungalow', () =>
    expect(
      parsePropertyTypes(turns('a bungalow in Frinton', 'A: Budget?', "about 300k, more once we know what the flat sells for"), 'buy'),
    ).toEqual(['bungalow']));
  it('still lists the flat wanted before "the flat"', () =>
    expect(parsePropertyTypes(turns('a flat in Hove, the flat must have parking'), 'buy')).toEqual(['flat']));
});

describe('parsePropertyTypes, an owner calling their bungalow a house', () => {
  it('lists only the bungalow when a seller says "the house" and then "it\'s a bungalow"', () =>
    expect(
      parsePropertyTypes(turns('we need to sell the house in Prestatyn', 'A: What type of property?', "it's a 2 bed bungalow"), 'sell'),
    ).toEqual(['bungalow']));
  it('keeps a semi and a bungalow a landlord names', () =>
    expect(parsePropertyTypes(turns('I let a semi in Rhyl and a bungalow in Prestatyn'), 'let')).toEqual(['house', 'bungalow']));
  it('keeps a house and a bungalow a buyer names', () =>
    expect(parsePropertyTypes(turns('a house or a bungalow'), 'buy')).toEqual(['house', 'bungalow']));
});

describe("parsePropertyTypes, a neighbour's home beside theirs", () => {
  it('leaves out "the bungalow next to me" beside the flat wanted', () =>
    expect(parsePropertyTypes(turns('the bungalow next to me sold in a week! we want a 2 bed flat'), 'buy')).toEqual(['flat']));
  it('leaves out "we live next door to a flat" for a buyer of a house', () =>
    expect(parsePropertyTypes(turns('we live next door to a flat that is always noisy, so a detached please'), 'buy')).toEqual(['house']));
  it('still lists "a flat next to the station"', () =>
    expect(parsePropertyTypes(turns('a flat next to the station'), 'rent')).toEqual(['flat']));
});

describe('parsePropertyTypes, a home the visitor bought before', () => {
  it('leaves out "we bought a maisonette through you" from a question about post', () =>
    expect(parsePropertyTypes(turns('we bought a maisonette through you in March, who has the spare keys?'), null)).toEqual([]));
  it('leaves out "I purchased a cottage" for a tenant of a flat', () =>
    expect(parsePropertyTypes(turns('I purchased a cottage to do up, need a flat to rent meanwhile'), 'rent')).toEqual(['flat']));
  it('still lists "we\'d like to buy a cottage"', () =>
    expect(parsePropertyTypes(turns("we'd like to buy a cottage"), 'buy')).toEqual(['house']));
});

describe('parsePropertyTypes, a flat number closing an address', () => {
  it('leaves out "flat 4." given with contact details', () =>
    expect(parsePropertyTypes(turns('A: Your details?', 'Jo Marsh, 12 Kings Road, flat 4. the leak is getting worse'), null)).toEqual([]));
  it('leaves out "(flat 12)"', () =>
    expect(parsePropertyTypes(turns('the lift at Cromwell Court (flat 12) is broken again'), null)).toEqual([]));
  it('still lists "a flat 2.5 miles from work"', () =>
    expect(parsePropertyTypes(turns('a flat 2.5 miles from work'), 'rent')).toEqual(['flat']));
});

describe("parsePropertyTypes, an owner's property beside someone else's home", () => {
  it('leaves out "her cottage" a seller is moving into', () =>
    expect(
      parsePropertyTypes(turns("I'm going to live at my girlfriend's, her cottage is bigger, so I'm selling my maisonette"), 'sell'),
    ).toEqual(['flat']));
  it('still lists "their bungalow" a son sells for his parents', () =>
    expect(parsePropertyTypes(turns("we're selling mum and dad's place for them, their bungalow in Hythe"), 'sell')).toEqual([
      'bungalow',
    ]));
});

describe('parsePropertyTypes, a home said to be theirs or not', () => {
  it('leaves out "the cottage isn\'t mine" for a buyer of a flat', () =>
    expect(parsePropertyTypes(turns("the cottage isn't mine, it's the estate's, so we're after a flat to buy"), 'buy')).toEqual([
      'flat',
    ]));
});

describe('parsePropertyTypes, listings asked about', () => {
  it('does not take the kind of a listing asked about as wanted when the buyer names others', () =>
    expect(
      parsePropertyTypes(
        turns(
          'is the 3 bed cottage on Church Lane still for sale?',
          'A: What are you looking for?',
          "the cottage is too pricey for us really, we'd go for a bungalow",
        ),
        'buy',
      ),
    ).toEqual(['bungalow']));
  it('keeps the listing asked about as wanted when a tenant names no other kind', () =>
    expect(parsePropertyTypes(turns("I'm calling about the studio you're advertising on Park Road, can I view?"), 'rent')).toEqual([
      'flat',
    ]));
  it('does not report a listing asked about by a visitor neither buying nor renting', () =>
    expect(parsePropertyTypes(turns('what did the semi at the end of our road, ref NR-2210, go for in the end?'), null)).toEqual(
      [],
    ));
});

describe('parsePropertyTypes, kinds they are tired of', () => {
  it('rules out a kind the buyer has had enough of', () =>
    expect(parsePropertyTypes(turns('a cottage or a townhouse, not a flat. honestly we are sick of flats'), 'buy')).toEqual(['house']));
  it('rules out a kind the tenant is fed up with', () =>
    expect(parsePropertyTypes(turns("a bungalow please, I'm fed up with apartments and their stairs"), 'rent')).toEqual(['bungalow']));
});

describe('parsePropertyTypes, the home a buyer asks to have valued', () => {
  it('does not take the home described after a valuation request as wanted', () =>
    expect(
      parsePropertyTypes(
        turns("we want a flat near the station but must sell first. can you value it? it's a 3 bed end terrace in Hove"),
        'buy',
      ),
    ).toEqual(['flat']));
});

describe('parsePropertyTypes, the home a buyer or tenant is selling', () => {
  it('does not take a home reported as on the market as wanted', () =>
    expect(
      parsePropertyTypes(
        turns('we want to rent a cottage near the coast while we sell up', 'A: Any rush?', "a little, the flat has just gone under offer"),
        'rent',
      ),
    ).toEqual(['house']));
});

describe('parsePropertyTypes, where they live now', () => {
  it('does not take the home a buyer is living in as wanted', () =>
    expect(parsePropertyTypes(turns("there's three of us living in a maisonette, so now we'd like a detached"), 'buy')).toEqual([
      'house',
    ]));
  it('still reads a home they would love to be living in as wanted', () =>
    expect(parsePropertyTypes(turns("we'd love to be living in a cottage by next summer"), 'buy')).toEqual(['house']));
});

describe('parsePropertyTypes, an owner who is going to sell', () => {
  it('reads the property after "going to put our ... on the market"', () =>
    expect(parsePropertyTypes(turns("we're going to put our cottage on the market in spring"), 'sell')).toEqual(['house']));
});

describe('parsePropertyTypes, the home they live in now, in other words', () => {
  it('does not take the flat a complaining tenant lives in as wanted', () =>
    expect(parsePropertyTypes(turns("I'm a tenant of yours, in a flat on Mill Road, and the shower has leaked for a month"), null)).toEqual([]));
  it('does not take the house a couple rattles around in as wanted', () =>
    expect(parsePropertyTypes(turns('just us two rattling around in a big old house now, so a bungalow please'), 'buy')).toEqual([
      'bungalow',
    ]));
  it('does not take "we live now in a rented maisonette" as wanted', () =>
    expect(parsePropertyTypes(turns('We live now in a rented maisonette. We want to buy a semi.'), 'buy')).toEqual(['house']));
  it("does not take a parent's rented flat as wanted", () =>
    expect(parsePropertyTypes(turns("Dad's moving in with us, his rented bungalow's tenancy ends soon. We need a bigger house."), 'buy')).toEqual([
      'house',
    ]));
  it('does not take the flats an investor already owns as wanted', () =>
    expect(parsePropertyTypes(turns('I already own three flats in Salford and want a terraced house to let out'), 'buy')).toEqual([
      'house',
    ]));
});

describe('parsePropertyTypes, the home they leave', () => {
  it('does not take the house a separating tenant moves out of as wanted', () =>
    expect(parsePropertyTypes(turns("We've split up and I'm moving out of the house in Didsbury. Need a 1 bed flat."), 'rent')).toEqual([
      'flat',
    ]));
  it('does not take the cottage they stay in until the move as wanted', () =>
    expect(parsePropertyTypes(turns("I'll stay in the cottage till the summer, then I want an apartment"), 'rent')).toEqual(['flat']));
});

describe('parsePropertyTypes, an owner\'s next home found or saved for', () => {
  it('reads only the flat being sold, not the cottage already found', () =>
    expect(parsePropertyTypes(turns("selling our flat in Leeds, we've found a cottage in Whitby already"), 'sell')).toEqual(['flat']));
  it('reads only the flat being let, not the house they save up for', () =>
    expect(parsePropertyTypes(turns("I'd like to let my studio while I live with mum and save up for a house"), 'let')).toEqual(['flat']));
});

describe('parsePropertyTypes, a price put as an example', () => {
  it('does not read the kind in a stamp duty question as wanted', () =>
    expect(parsePropertyTypes(turns("what's the stamp duty these days on, say, a 300k flat?"), null)).toEqual([]));
});

describe('parsePropertyTypes, a stay while they move', () => {
  it('does not read a serviced apartment they stay in as a kind wanted', () =>
    expect(
      parsePropertyTypes(turns("My firm puts us in a serviced apartment for the first 3 months. We'd like to buy a detached in Epsom."), 'buy'),
    ).toEqual(['house']));
});
