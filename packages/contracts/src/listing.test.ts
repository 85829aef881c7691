import { describe, expect, it } from 'vitest';
import { isSameSite, listingInputSchema } from './listing';
import { startConversationInputSchema } from './widget-public';

describe('isSameSite', () => {
  it('accepts the same host, with or without www.', () => {
    expect(isSameSite('https://agency.co.uk/p/1', 'https://www.agency.co.uk/buy')).toBe(true);
    expect(isSameSite('http://www.agency.co.uk/p/1', 'https://www.agency.co.uk/buy')).toBe(true);
  });
  it('accepts a subdomain of the page’s site', () =>
    expect(isSameSite('https://listings.agency.co.uk/p/1', 'https://www.agency.co.uk/')).toBe(true));
  it('refuses another site, including one whose name merely ends the same', () => {
    expect(isSameSite('https://evil.example/p/1', 'https://www.agency.co.uk/')).toBe(false);
    expect(isSameSite('https://notagency.co.uk/p/1', 'https://agency.co.uk/')).toBe(false);
  });
  it('refuses addresses that are not http or https', () => {
    expect(isSameSite('javascript:alert(1)', 'https://agency.co.uk/')).toBe(false);
    expect(isSameSite('https://agency.co.uk/p/1', 'file:///etc/passwd')).toBe(false);
  });
});

describe('listingInputSchema', () => {
  it('trims each field and reads missing and empty ones as null', () =>
    expect(listingInputSchema.parse({ ref: ' LW-1 ', price: '' })).toEqual({
      ref: 'LW-1',
      address: null,
      price: null,
      url: null,
    }));
  it('reads a listing with nothing in it as no listing', () => expect(listingInputSchema.parse({})).toBeNull());
  it('names the field that is too long', () => {
    const result = listingInputSchema.safeParse({ address: 'a'.repeat(301) });
    expect(result.error?.issues[0].message).toBe('listing.address must be at most 300 characters');
  });
});

describe('startConversationInputSchema', () => {
  it('refuses a listing URL on another site than the page, at listing.url', () => {
    const result = startConversationInputSchema.safeParse({
      pageUrl: 'https://www.agency.co.uk/p/1',
      listing: { url: 'https://evil.example/p/1' },
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['listing', 'url'] });
  });
  it('accepts a listing on the page’s own site', () =>
    expect(
      startConversationInputSchema.parse({
        pageUrl: 'https://www.agency.co.uk/p/1',
        listing: { url: 'https://www.agency.co.uk/p/1' },
      }).listing?.url,
    ).toBe('https://www.agency.co.uk/p/1'));
});
