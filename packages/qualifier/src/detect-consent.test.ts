import { describe, expect, it } from 'vitest';
import { detectConsent } from './detect-consent';

describe('detectConsent', () => {
  it.each([
    'yes',
    'Yes please',
    'sure, go ahead',
    'ok',
    'happy for you to contact me',
    'no problem, go ahead',
    'yep 👍',
    "that's fine",
  ])('reads "%s" as consent', (text) => expect(detectConsent(text)).toBe(true));
  it.each(['no', 'no thanks', 'not right now', "I'd rather not", 'maybe later', "don't contact me", 'what for?', ''])(
    'does not read "%s" as consent',
    (text) => expect(detectConsent(text)).toBe(false),
  );
});
