import { describe, expect, it } from 'vitest';
import { messages } from '../test/build-turns';
import { MAX_MESSAGE_CHARS, MAX_OPENING_CHARS, MAX_RECENT_CHARS } from './constants';
import { buildTurns } from './conversation';
import { qualify } from './qualify';

const longMessage = 'SW1A '.repeat(400);
const hostile = (count: number) =>
  Array.from({ length: count }, () => ['A: Anything else?', longMessage]).flat();
const charactersRead = (lines: string[]) =>
  buildTurns(messages(...lines)).reduce((sum, t) => sum + t.text.length, 0);

describe('buildTurns', () => {
  it('reads a message only up to the widget maximum', () =>
    expect(buildTurns(messages('x'.repeat(100_000)))[0].text).toHaveLength(MAX_MESSAGE_CHARS));
  it('reads the same bounded amount of a hostile transcript however long it grows', () => {
    const bound = MAX_OPENING_CHARS + MAX_RECENT_CHARS + 2 * MAX_MESSAGE_CHARS;
    expect(charactersRead(hostile(40))).toBeLessThanOrEqual(bound);
    expect(charactersRead(hostile(400))).toBe(charactersRead(hostile(40)));
  });
  it('reads every message of an ordinary conversation', () =>
    expect(buildTurns(messages('buying', 'A: Where?', 'Clapham', 'A: Budget?', 'up to 450k'))).toHaveLength(3));
  it('keeps the opening statement and the latest answers of a long transcript', () => {
    const result = qualify({
      referenceDate: '2026-06-10',
      agent: { areas: ['Clapham'] },
      messages: messages('I want to buy in Clapham', ...hostile(50), 'A: Your email?', 'sam@example.com'),
    });
    expect(result).toMatchObject({ intent: 'buy', areaMatch: true, contact: { email: 'sam@example.com' } });
  });
});
