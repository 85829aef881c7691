import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parsePosition } from './parse-position';
import type { ChainPosition } from './types';

// Phrasings composed around the ways buyers describe their chain in everyday words:
// [lines ("A: " is the assistant), expected position].
const CHAIN_Q = 'A: Do you have a property to sell?';
const FTB_Q = 'A: Are you a first time buyer?';

const table: [string[], ChainPosition | null][] = [
  // first-time buyers
  [['never owned before'], 'first_time_buyer'],
  [['this will be our first home'], 'first_time_buyer'],
  [['first time buying for me'], 'first_time_buyer'],
  [[FTB_Q, 'yep'], 'first_time_buyer'],
  [[FTB_Q, 'yes both of us'], 'first_time_buyer'],
  [['ftb, renting at the mo'], 'first_time_buyer'],
  [[CHAIN_Q, "no, we've never owned, we rent"], 'first_time_buyer'],
  [['1st time buyers'], 'first_time_buyer'],
  [['getting on the ladder for the first time'], 'first_time_buyer'],
  [['living with my parents, never bought before'], 'first_time_buyer'],
  // nothing to sell
  [[CHAIN_Q, 'no, nothing to sell'], 'nothing_to_sell'],
  [['chain free, sold last year and renting now'], 'nothing_to_sell'],
  [["we're keeping our current place and letting it out"], 'nothing_to_sell'],
  [[CHAIN_Q, "no, we're keeping ours"], 'nothing_to_sell'],
  [['no chain, we sold up in the spring'], 'nothing_to_sell'],
  [[FTB_Q, "no, we sold our last place and we're renting"], 'nothing_to_sell'],
  // to sell
  [[CHAIN_Q, 'yes, not on the market yet'], 'to_sell'],
  [['we need to sell ours first, not listed yet'], 'to_sell'],
  [[CHAIN_Q, 'yeah need to get it valued and listed'], 'to_sell'],
  [["we'll have to sell our flat to buy"], 'to_sell'],
  // on the market
  [[CHAIN_Q, "yes it's on the market, no offers yet"], 'on_market'],
  [['ours is up for sale with another agent'], 'on_market'],
  [['our flat is listed on rightmove, had a few viewings'], 'on_market'],
  // under offer
  [[CHAIN_Q, "yes but we've accepted an offer"], 'under_offer'],
  [['ours is sold subject to contract'], 'under_offer'],
  [['we have a buyer for ours'], 'under_offer'],
  [['sale agreed on our house last week'], 'under_offer'],
  [['ours is sold stc'], 'under_offer'],
  // nothing to sell, in formal or plain words
  [['the company holds no properties to sell'], 'nothing_to_sell'],
  [['investor here, retaining all our current flats'], 'nothing_to_sell'],
  [["I've my own flat in Perth and I'm keeping that"], 'nothing_to_sell'],
  [['our old house in Leeds was sold in the spring, we rent now'], 'nothing_to_sell'],
  // a price still to be had for their home
  [["how much we spend depends on what we'll get for our bungalow"], 'to_sell'],
  // a buyer still to be found
  [['A: Have you a home to sell?', "it's on with Fox & Co", 'A: Timescale?', "once we've got a buyer, whenever that is"], 'on_market'],
  // not the visitor's position
  [['my sister is a first time buyer too'], null],
  [['the seller is chain free apparently'], null],
  [['is the vendor in a chain?'], null],
];

describe('parsePosition, varied phrasings', () => {
  it.each(table)('%j is %s', (lines, expected) => expect(parsePosition(turns(...lines), 'buy')).toBe(expected));
});
