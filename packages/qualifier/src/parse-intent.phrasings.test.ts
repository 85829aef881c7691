import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseIntent } from './parse-intent';
import type { Intent } from './types';

// Phrasings composed around the ways visitors say what they want without the words buy, rent, sell
// or let, or with those words about something else: [lines ("A: " is the assistant), expected].
const HELLO = 'A: Hi! How can I help today?';
const BUY_OR_RENT = 'A: Are you looking to buy or rent?';

const table: [string[], Intent | null][] = [
  // buyers
  [[HELLO, 'looking for a 3 bed semi, mortgage agreed'], 'buy'],
  [[HELLO, "we're after a bungalow, cash from our sale"], 'buy'],
  [[BUY_OR_RENT, 'purchase'], 'buy'],
  [[BUY_OR_RENT, 'buyin'], 'buy'],
  [[HELLO, "first time buyers, we've got a 10% deposit saved"], 'buy'],
  [[HELLO, 'want to get on the property ladder in the next year'], 'buy'],
  [[HELLO, 'our house is on the market with another agent and we need somewhere to go, budget 300k'], 'buy'],
  [[HELLO, 'we need to find our next home, ours is sold stc'], 'buy'],
  [[HELLO, 'interested in putting an offer on the cottage on mill lane'], 'buy'],
  [[HELLO, 'looking to invest in a buy to let'], 'buy'],
  [[HELLO, 'id like to view the 2 bed for sale on king st'], 'buy'],
  [[HELLO, 'hoping to upsize, we need 4 beds, AIP in place'], 'buy'],
  // renters
  [[BUY_OR_RENT, 'rentin'], 'rent'],
  [[BUY_OR_RENT, 'renting pls'], 'rent'],
  [[HELLO, 'looking for a room or a studio, can pay 700 pcm'], 'rent'],
  [[HELLO, 'need a 2 bed to rent, our landlord is selling up'], 'rent'],
  [[HELLO, 'any flats to let near the station? budget 950 a month'], 'rent'],
  [[HELLO, 'looking for a tenancy from september'], 'rent'],
  [[HELLO, 'need a flatshare asap'], 'rent'],
  // sellers
  [[HELLO, 'thinking of putting my house on the market'], 'sell'],
  [[HELLO, 'we want to list our flat'], 'sell'],
  [[HELLO, 'my house has been on with another agent for months with no joy, thinking of switching'], 'sell'],
  [[HELLO, "we're downsizing and need to get ours sold"], 'sell'],
  [[HELLO, 'need to offload my late mums bungalow'], 'sell'],
  [[HELLO, 'i have a property to sell'], 'sell'],
  [[HELLO, 'selling up and moving abroad'], 'sell'],
  [[HELLO, "looking for an agent to market my house"], 'sell'],
  // landlords
  [[HELLO, 'i own a flat i want to rent out'], 'let'],
  [[HELLO, 'need tenants for my 2 bed'], 'let'],
  [[HELLO, 'looking for a letting agent for my house'], 'let'],
  [[HELLO, 'could you manage my rental property?'], 'let'],
  [[HELLO, "i'm a landlord with 4 properties, want a new managing agent"], 'let'],
  [[HELLO, 'my flat is empty and i want to get it tenanted'], 'let'],
  [[HELLO, 'we are moving abroad and want to let our house while we are away'], 'let'],
  [[HELLO, 'have an HMO that needs filling'], 'let'],
  // none of the four
  [[HELLO, 'are you hiring?'], null],
  [[HELLO, 'my neighbour is selling her house, is it listed with you?'], null],
  [[HELLO, 'i want to complain about the noise from the flat upstairs'], null],
  [[HELLO, "what are your office hours"], null],
  [[BUY_OR_RENT, "not sure yet, haven't decided"], null],
];

describe('parseIntent, varied phrasings', () => {
  it.each(table)('%j is %s', (lines, expected) => expect(parseIntent(turns(...lines))).toBe(expected));
});
