import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseIntent } from './parse-intent';

describe('parseIntent', () => {
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
});
