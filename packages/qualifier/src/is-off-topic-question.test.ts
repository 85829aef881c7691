import { describe, expect, it } from 'vitest';
import { isOffTopicQuestion } from './is-off-topic-question';

describe('isOffTopicQuestion', () => {
  it.each([
    'does the flat have parking?',
    "what's the council tax band?",
    'can I book a viewing?',
    'is the 2 bed on Acre Lane still available?',
    'are pets allowed?',
    'how far is it from the station',
  ])('reads "%s" as off topic', (text) => expect(isOffTopicQuestion(text)).toBe(true));
  it.each([
    'buying, up to 450k',
    'why do you need my number?',
    'what do you mean?',
    'yes please',
    'can you help me find a flat?',
  ])('does not read "%s" as off topic', (text) => expect(isOffTopicQuestion(text)).toBe(false));
});
