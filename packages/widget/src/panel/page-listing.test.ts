// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readPageListing, resolveListing } from './page-listing';

const PAGE = 'https://www.clapham-homes.co.uk/property/lw-1042';

function setHead(html: string) {
  document.head.innerHTML = html;
}

const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('readPageListing', () => {
  beforeEach(() => setHead(''));

  it('reads a RealEstateListing with its offer and address', () => {
    setHead(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'RealEstateListing',
        identifier: 'LW-1042',
        url: '/property/lw-1042',
        offers: { '@type': 'Offer', price: 450000, priceCurrency: 'GBP' },
        about: {
          '@type': 'Apartment',
          address: { '@type': 'PostalAddress', streetAddress: '12 Elm Road', addressLocality: 'Clapham', postalCode: 'SW4 7AB' },
        },
      }),
    );
    expect(readPageListing(document)).toEqual({
      ref: 'LW-1042',
      address: '12 Elm Road, Clapham, SW4 7AB',
      price: '£450,000',
      url: '/property/lw-1042',
    });
  });

  it('finds the listing nested in an @graph among other nodes', () => {
    setHead(
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', name: 'Clapham Homes', url: 'https://www.clapham-homes.co.uk' },
          {
            '@type': ['Offer'],
            price: '1,650',
            priceCurrency: 'GBP',
            url: 'https://www.clapham-homes.co.uk/to-rent/7',
            itemOffered: { '@type': 'House', address: '7 Abbeville Road, SW4' },
          },
        ],
      }),
    );
    expect(readPageListing(document)).toMatchObject({ address: '7 Abbeville Road, SW4', price: '£1,650' });
  });

  it('reads a Place by its address, then its name', () => {
    setHead(jsonLd({ '@type': 'Place', name: 'Flat 3, Nightingale Lane' }));
    expect(readPageListing(document)).toMatchObject({ address: 'Flat 3, Nightingale Lane' });
  });

  it('falls back to Open Graph product tags when the page has no structured listing', () => {
    setHead(`
      <meta property="og:title" content="2 bed flat, Lavender Hill">
      <meta property="og:url" content="https://www.clapham-homes.co.uk/property/88">
      <meta property="product:price:amount" content="375000">
      <meta property="product:price:currency" content="GBP">`);
    expect(readPageListing(document)).toEqual({
      ref: null,
      address: '2 bed flat, Lavender Hill',
      price: '£375,000',
      url: 'https://www.clapham-homes.co.uk/property/88',
    });
  });

  it('reads nothing from a page without a listing, and skips broken JSON-LD', () => {
    setHead(`<script type="application/ld+json">{not json</script><meta property="og:title" content="About us">`);
    expect(readPageListing(document)).toEqual({});
  });
});

describe('resolveListing', () => {
  it('lets the host page context win field by field over what the page says', () => {
    const listing = resolveListing(
      { ref: 'LW-9', price: 'Offers over £500,000' },
      { ref: 'LW-1042', address: '12 Elm Road', price: '£450,000' },
      PAGE,
    );
    expect(listing).toEqual({ ref: 'LW-9', address: '12 Elm Road', price: 'Offers over £500,000', url: null });
  });

  it('makes a relative URL absolute and drops one on another site', () => {
    expect(resolveListing({ url: '/property/1' }, {}, PAGE)?.url).toBe('https://www.clapham-homes.co.uk/property/1');
    expect(resolveListing({ ref: 'A', url: 'https://evil.example/x' }, {}, PAGE)).toEqual({
      ref: 'A',
      address: null,
      price: null,
      url: null,
    });
  });

  it('keeps each field to one bounded line and ignores values that are not text', () => {
    const listing = resolveListing({ address: `12 Elm Road\n${'x'.repeat(400)}`, ref: { bad: true } }, {}, PAGE);
    expect(listing?.address).toHaveLength(300);
    expect(listing?.address).not.toContain('\n');
    expect(listing?.ref).toBeNull();
  });

  it('is null when nothing names a listing', () => {
    expect(resolveListing(undefined, {}, PAGE)).toBeNull();
  });
});
