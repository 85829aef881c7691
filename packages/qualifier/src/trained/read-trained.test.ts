import { describe, expect, it } from 'vitest';
import { messages } from '../../test/build-turns';
import { buildTurns } from '../conversation';
import { parseIntent } from '../parse-intent';
import { parsePosition } from '../parse-position';
import { qualify } from '../qualify';

const read = (...lines: string[]) => {
  const transcript = messages(...lines);
  const turns = buildTurns(transcript);
  return { turns, result: qualify({ referenceDate: '2026-05-01', agent: { areas: [] }, messages: transcript }) };
};

// Each case is one the rules alone read wrongly or not at all (checked first), so it shows the
// trained reader's part.
describe('the trained readers', () => {
  it('read a landlord who asks about management of a house "to let" as letting, not renting', () => {
    const { turns, result } = read('A: Hi! How can we help?', 'got a house to let in truro, TR1, do u do full management?');
    expect(parseIntent(turns)).toBe('rent');
    expect(result.intent).toBe('let');
  });

  it('read someone who will buy one day but rents for now as renting', () => {
    const { turns, result } = read(
      'A: Hi! How can we help?',
      'we want to buy one day but for now we need to rent, 3 bed house in Didsbury around 1600 pcm',
    );
    expect(parseIntent(turns)).toBe('buy');
    expect(result.intent).toBe('rent');
    expect(result.budget).toEqual({ min: null, max: 1600, period: 'month' });
  });

  it('read a buyer who gave up their old home as having nothing to sell', () => {
    const { turns, result } = read(
      'A: Hi! Buy or rent?',
      'buy',
      'A: Anything to sell?',
      'we let our old place go when we moved abroad so no',
    );
    expect(parsePosition(turns, 'buy')).toBeNull();
    expect(result.position).toBe('nothing_to_sell');
  });

  it('give way to a visitor who corrects themselves, however the conversation began', () => {
    const { result } = read(
      'A: Hi! Are you looking to buy, sell, rent or let?',
      'buy',
      'A: Which area are you hoping to buy in?',
      'Balham',
      "A: What's your budget?",
      "Sorry, I'm selling, not buying. It's a 3 bed house",
      'A: Would you like us to value it?',
      'yes please',
    );
    expect(result.intent).toBe('sell');
  });

  it('leave a plain reading alone', () => {
    const { result } = read('A: Hi! How can we help?', 'I want to buy a 2 bed flat in Clapham');
    expect(result.intent).toBe('buy');
    expect(result.mortgage).toBeNull();
    expect(result.position).toBeNull();
  });

  it('read a neighbour passing on a complaint about a house to let as no lead at all', () => {
    const { turns, result } = read(
      'A: Hi, how can we help?',
      "hi, my neighbour's place is to let with you and their bins have been overflowing for weeks, can you tell the landlord?",
      'A: Can I take your details?',
      'Pat Hughes, 07700 900 111',
    );
    expect(parseIntent(turns)).toBe('rent');
    expect(result.intent).toBeNull();
    expect(result.contact.phone).toBe('07700900111');
  });

  it('read a question about opening hours from someone having a look as no intent', () => {
    const { turns, result } = read(
      'A: Hi, how can we help?',
      'do you open on bank holidays?',
      'A: Are you looking to buy, sell, rent or let?',
      "no, just having a nose at what's for sale",
    );
    expect(parseIntent(turns)).not.toBeNull();
    expect(result.intent).toBeNull();
  });

  const parentWriting =
    'hello, my english not so good. My daughter come for master degree in September, she need a studio near Leyton, 1000 pound maximum each month';

  it('give an intent where the rules read none only when all but certain', () => {
    const { turns, result } = read('A: Hi, how can we help?', parentWriting);
    expect(parseIntent(turns)).toBeNull();
    expect(result.intent).toBe('rent');
    expect(result.budget).toEqual({ min: null, max: 1000, period: 'month' });
  });

  it('give no intent where the rules read none and the reader is unsure, so the assistant asks or the page says', () => {
    const { turns, result } = read('A: Hi! How can we help?', 'Hi, 2 bed flat at SW4 7AB, available from next month');
    expect(parseIntent(turns)).toBeNull();
    expect(result.intent).toBeNull();
  });

  it("take the page's intent before the reader's guess", () => {
    const transcript = messages('A: Hi, how can we help?', parentWriting);
    const onPage = qualify({ referenceDate: '2026-05-01', agent: { areas: [] }, messages: transcript, pageIntent: 'let' });
    expect(onPage.intent).toBe('let');
  });

  it('give no intent, mortgage or position to a greeting', () => {
    const { result } = read('A: Hi! How can we help?', 'hello there');
    expect([result.intent, result.mortgage, result.position]).toEqual([null, null, null]);
  });

  it('give renters, sellers and landlords no mortgage or chain position', () => {
    const { result } = read(
      'A: Hi! How can we help?',
      'we need to rent a 2 bed flat, we have been renting for years and our mortgage application never went anywhere',
    );
    expect(result.intent).toBe('rent');
    expect([result.mortgage, result.position]).toEqual([null, null]);
  });
});
