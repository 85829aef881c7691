import { z } from 'zod';
import { type Listing, listingSchema } from './appointments';
import { singleLineTextSchema } from './common';

/** The listing's fields in order (the CSV's listing columns follow it). */
export const LISTING_FIELDS = listingSchema.keyof().options;

/** Each listing field as the widget may send it: one line, bounded, so a host page cannot stuff a row. */
export const LISTING_FIELD_LIMITS = { ref: 100, address: 300, price: 100, url: 2048 } as const satisfies Record<
  keyof Listing,
  number
>;

const optionalLine = (field: keyof Listing) =>
  singleLineTextSchema(`listing.${field}`, LISTING_FIELD_LIMITS[field])
    .optional()
    .nullable()
    .transform((value) => value || null);

/**
 * `listing` in `POST /api/widgets/:widgetId/conversations`: what the host page says the visitor is
 * looking at. Every field is optional; an empty listing is no listing. Whether `url` is on the
 * page's own site is checked with the page (startConversationInputSchema).
 */
export const listingInputSchema = z
  .strictObject(
    {
      ref: optionalLine('ref'),
      address: optionalLine('address'),
      price: optionalLine('price'),
      url: optionalLine('url').refine((value) => value === null || isWebUrl(value), {
        message: 'listing.url must be an http or https address',
      }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'listing may only have ref, address, price and url'
          : 'listing must be an object with ref, address, price and url',
    },
  )
  .transform((listing): Listing | null => (Object.values(listing).some((v) => v !== null) ? listing : null))
  .pipe(listingSchema.nullable());
export type ListingInput = z.input<typeof listingInputSchema>;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function isWebUrl(value: string) {
  const url = parseUrl(value);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
}

const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * Whether `url` is on the same site as `pageUrl`: the same host, "www." aside, or one a subdomain
 * of the other (listings.agency.co.uk from www.agency.co.uk). A listing that links to another site
 * is refused, so a visitor cannot put an arbitrary link in front of the agent.
 */
export function isSameSite(url: string, pageUrl: string): boolean {
  const target = parseUrl(url);
  const page = parseUrl(pageUrl);
  if (!target || !page || !isWebUrl(url) || !isWebUrl(pageUrl)) return false;
  const a = siteOf(target.hostname);
  const b = siteOf(page.hostname);
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}
