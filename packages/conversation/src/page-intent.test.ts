import { describe, expect, it } from 'vitest';
import { EMPTY_QUALIFICATION } from './lead-qualification';
import { intentFromPage, withPageIntent } from './page-intent';

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

describe('withPageIntent', () => {
  it("fills in the page's intent and scores by its rubric", () => {
    const read = withPageIntent({ ...EMPTY_QUALIFICATION, valuation: true, timeline: 'immediate' }, 'let');
    expect(read.intent).toBe('let');
    expect(read.score).toBeGreaterThan(0);
  });
  it("never overrides what the visitor said", () => {
    const read = withPageIntent({ ...EMPTY_QUALIFICATION, intent: 'buy' }, 'sell');
    expect(read.intent).toBe('buy');
  });
});
