import { describe, expect, it } from 'vitest';
import { qualify } from './lead-qualification';
import { intentFromPage } from './page-intent';

describe('intentFromPage', () => {
  it('reads a "book a valuation" page address as selling', () =>
    expect(intentFromPage({ url: 'https://www.clapham-homes.co.uk/book-a-valuation/' })).toBe('sell'));
  it('reads a page title about selling as selling', () =>
    expect(intentFromPage({ url: 'https://x.co.uk/', title: 'Sell your home with Clapham Homes' })).toBe('sell'));
  it('reads "what\'s my house worth" in a title as selling', () =>
    expect(intentFromPage({ title: "What's my house worth? Free online estimate" })).toBe('sell'));
  it('reads a landlords page as letting', () =>
    expect(intentFromPage({ url: 'https://x.co.uk/landlords/valuation' })).toBe('let'));
  it('reads a rental valuation page as letting, not selling', () =>
    expect(intentFromPage({ url: 'https://x.co.uk/rental-valuation', title: 'Book a valuation' })).toBe('let'));
  it('does not read a "property for sale" search page as selling', () =>
    expect(intentFromPage({ url: 'https://x.co.uk/property-for-sale/clapham', title: 'Homes for sale' })).toBeNull());
  it('reads a listing page as buying', () =>
    expect(intentFromPage({ url: 'https://x.co.uk/property/12', listing: { price: '£450,000' } })).toBe('buy'));
  it('reads a listing priced per month as renting', () =>
    expect(intentFromPage({ url: 'https://x.co.uk/property/12', listing: { price: '£1,650 pcm' } })).toBe('rent'));
  it('reads a listing under a to-rent address as renting', () =>
    expect(intentFromPage({ url: 'https://x.co.uk/property-to-rent/12', listing: { price: '£1,650' } })).toBe('rent'));
  it('reads a listing whose title sells it as buying, not selling', () =>
    expect(
      intentFromPage({ url: 'https://x.co.uk/property/12', title: 'Selling fast: 2 bed flat', listing: { price: '£450,000' } }),
    ).toBe('buy'));
  it('says nothing about a page that says nothing', () =>
    expect(intentFromPage({ url: 'https://x.co.uk/about-us', title: 'About us' })).toBeNull());
});

describe("the page's intent in the engine's reading", () => {
  const read = (pageIntent: 'buy' | 'rent' | 'sell' | 'let' | null, ...visitor: string[]) =>
    qualify({
      referenceDate: '2026-05-01',
      agent: { areas: ['Clapham'] },
      pageIntent,
      messages: visitor.flatMap((text) => [
        { role: 'assistant' as const, text: 'Hi! How can we help?' },
        { role: 'visitor' as const, text },
      ]),
    });

  it("fills in the page's intent, reads the property by it and scores by its rubric", () => {
    const text = 'could someone come and look at my 2 bed flat in Clapham this week?';
    expect(read(null, text)).toMatchObject({ intent: null, areas: [] });
    const reading = read('let', text);
    expect(reading).toMatchObject({ intent: 'let', areas: ['Clapham'], areaMatch: true, bedrooms: 2, timeline: 'immediate' });
    // The landlords' rubric: the place known (20), this week (25), in the agent's areas (15).
    expect(reading.score).toBe(60);
  });

  it("reads the visitor's words by the page's intent: a figure on a rental listing is a monthly rent", () => {
    const reading = read('rent', 'is this still available? we could do about 1400');
    expect(reading.intent).toBe('rent');
    expect(reading.budget).toEqual({ min: null, max: 1400, period: 'month' });
  });

  it('never overrides what the visitor said', () => {
    expect(read('sell', 'I want to buy a 2 bed flat in Clapham').intent).toBe('buy');
  });
});
