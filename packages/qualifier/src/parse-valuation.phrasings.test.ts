import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseValuation } from './parse-valuation';

// Phrasings composed around the ways owners ask what their property would sell or let for, and
// answer the assistant's offer of a figure: [lines ("A: " is the assistant), asked for a valuation].
const OFFER = 'A: Would you like us to arrange a free valuation?';
const RENT_OFFER = 'A: Shall we get someone round to do a rental appraisal?';

const table: [string[], boolean][] = [
  // asked in the visitor's own words
  [['how much do you reckon my flat would go for?'], true],
  // asked in new words
  [['please advise on realistic rents for the two apartments'], true],
  [['could it get over 900 a month, do you think'], true],
  [['keen to hear what weekly rent we could charge'], true],
  [['the lease is up in June, what should I be charging these days?'], true],
  [['can you come and value it so that we know what to market it at'], true],
  [['another agent came round in May, we want your take on price so yes please value it'], true],
  [['A: Would you like a free rental valuation?', "I've a fair idea of the rent already but fine, what would you say?"], true],
  [['wot could we get for our 3 bed'], true],
  [['what sort of money would my house fetch?'], true],
  [['what price should we put it on at?'], true],
  [['how much should i be asking for it'], true],
  [['what would you market it at?'], true],
  [['any idea what the house might be worth nowadays?'], true],
  [['how much per week could i let each room for?'], true],
  [['what kind of rent would it achieve'], true],
  [['can someone pop round and give us a price'], true],
  [['need to know what its worth before we decide'], true],
  [["i'd like an idea of what it'd sell for"], true],
  [['what would my flat rent out for?'], true],
  [['how much could i get in rent for it'], true],
  [['could you give me a rental figure for the flat?'], true],
  [['how much rent should i charge?'], true],
  [['what is it likely to fetch'], true],
  [['would like a price on my house please'], true],
  [['what are houses like mine going for?'], true],
  [['can you tell me what my 2 bed could achieve in rent'], true],
  [['what do u think ours is worth'], true],
  // a yes to the assistant's offer
  [[OFFER, 'yes pls'], true],
  [[OFFER, 'yh go on'], true],
  [[OFFER, 'that would be great thanks'], true],
  [[OFFER, 'yes please, weekends are best'], true],
  [[OFFER, 'ok sure'], true],
  [[OFFER, 'yeah why not'], true],
  [[OFFER, 'please do'], true],
  [[OFFER, 'defo'], true],
  [[OFFER, "yes that'd be useful"], true],
  [[RENT_OFFER, 'yes'], true],
  [[RENT_OFFER, 'sounds good'], true],
  [[RENT_OFFER, 'yep, whenever suits'], true],
  [['A: Would you like to know what rent it could achieve?', 'yes that would help'], true],
  // declined or not asked
  [[OFFER, 'no thanks'], false],
  [[OFFER, "not yet, we're just seeing what's out there"], false],
  [[OFFER, 'had one done last month thanks'], false],
  [[OFFER, 'no need, another agent has valued it'], false],
  [[OFFER, 'nah not at the mo'], false],
  [['not selling yet, just curious what houses round here go for'], false],
  [["what's the asking price on the one on elm road?"], false],
  [['is the flat on church street worth a viewing?'], false],
  [['how much is the rent on the 2 bed you have listed?'], false],
  [['we had it valued at 300k by another agent'], false],
  [['my neighbour had theirs valued last year'], false],
  [['what are your fees?'], false],
  [['is it worth the asking price?'], false],
  [['what rent do you charge for the studio on your site?'], false],
];

describe('parseValuation, varied phrasings', () => {
  it.each(table)('%j is %s', (lines, expected) => expect(parseValuation(turns(...lines))).toBe(expected));
});

describe('parseValuation, not wanting anyone to come and value it', () => {
  it.each([
    [["we'll sell in spring but we don't want anyone coming to value it yet"], false],
    [["he doesn't want an agent round to value it until the builders finish"], false],
    [["we don't want to wait, can you value it this week?"], true],
  ] as [string[], boolean][])('%j is %s', (lines, expected) => expect(parseValuation(turns(...lines))).toBe(expected));
});

describe('parseValuation, the worth asked in a statement\'s word order', () => {
  it.each([
    [['selling my 2 bed in Leyton, I want to know how much it is worth first'], true],
    [["we'd like to find out how much our house would be worth"], true],
    [['no idea how much the flat on your site is worth, is it overpriced?'], false],
  ] as [string[], boolean][])('%j is %s', (lines, expected) => expect(parseValuation(turns(...lines))).toBe(expected));
});

describe('parseValuation, the figure asked as "the price I can get"', () => {
  it.each([
    [['I must sell my flat before I move abroad. Please tell me the price I can get?'], true],
    [['letting my 1 bed, what is the rent we could achieve'], true],
    [['what is the best price we could get it for? it is listed at 300k'], false],
    [['roughly the rent we should expect to pay for a 2 bed?'], false],
  ] as [string[], boolean][])('%j is %s', (lines, expected) => expect(parseValuation(turns(...lines))).toBe(expected));
});

describe('parseValuation, wanting the property valued', () => {
  it.each([
    [['before we look, we would like our bungalow valued please'], true],
    [['I want the flat valued before I decide'], true],
    [["we don't want it valued, just tell us the fees"], false],
  ] as [string[], boolean][])('%j is %s', (lines, expected) => expect(parseValuation(turns(...lines))).toBe(expected));
});

describe('parseValuation, taking the valuation offered', () => {
  const OFFERED = 'A: Shall we book you a valuation, now or nearer the time?';
  it.each([
    [[OFFERED, 'may as well do one now, thanks'], true],
    [[OFFERED, "let's book it for next week"], true],
    [[OFFERED, "we'll have one nearer the time"], false],
  ] as [string[], boolean][])('%j is %s', (lines, expected) => expect(parseValuation(turns(...lines))).toBe(expected));
});
