import { describe, expect, it } from 'vitest';
import { isViewingRequest } from './viewing-request';

describe('isViewingRequest', () => {
  it.each([
    'Is it still available?',
    'can I view it?',
    'Could we book a viewing for Saturday?',
    "I'd like to see the flat this week",
    'Has it sold yet?',
    'is the house still on the market',
    'Is it under offer?',
  ])('reads "%s" as asking to view or whether it is available', (text) => expect(isViewingRequest(text)).toBe(true));

  it.each([
    'is there parking?',
    "We're looking to buy in Clapham",
    'What is the view like from the balcony?',
    'Does it have a garden?',
    'I can view documents on my phone',
  ])('does not read "%s" as a viewing request', (text) => expect(isViewingRequest(text)).toBe(false));
});
