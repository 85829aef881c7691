import type { LeadIntent } from './lead-fields';

/** What the widget knows about the page the chat started on. */
export interface PageContext {
  url?: string | null;
  title?: string | null;
  listing?: { price?: string | null; url?: string | null } | null;
}

// Owners' pages: checked before the sellers' words, since "landlord valuation" is a letting.
const LETTING_OWNER =
  /\b(?:landlords?|let(?:ting)? (?:your|my|our) (?:home|house|flat|property)|rental valuations?|letting valuations?|lettings valuations?|rent(?:al)? appraisals?|tenant find|property management)\b/;
const SELLING_OWNER =
  /\b(?:valuations?|value my|valuing|sell(?:ing)?|vendors?|market appraisals?|instant valuations?|what(?:'s| is) my (?:home|house|flat|property) worth)\b/;
// A listing offered to rent: its price is per month or week, or its address says so.
const RENTAL_PRICE = /\b(?:pcm|pw|p\/?w|p\/?m|per (?:calendar )?(?:month|week)|a (?:month|week)|monthly|weekly)\b/;
const RENTAL_PATH = /\b(?:to rent|for rent|to let|lettings|rentals?)\b/;

/** A URL's path, or a title, as plain lower-case words: "/book-a-valuation/" reads "book a valuation". */
function words(text: string | null | undefined) {
  if (!text) return '';
  let path = text;
  try {
    path = decodeURIComponent(new URL(text).pathname);
  } catch {
    // Not a URL: a title, read as it is.
  }
  return path
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[/_\-+.?=&#|:,()]+/g, ' ');
}

/**
 * The intent a page implies, so its visitor is not asked what the page already says: a "book a
 * valuation" page (its address or title) is a vendor's, a landlords' or rental valuation page a
 * landlord's. A page showing a listing is a buyer's, or a tenant's when the listing is to rent.
 * Null when the page says nothing; what the visitor writes always wins over it.
 */
export function intentFromPage(page: PageContext): LeadIntent | null {
  // A listing's title is marketing ("Selling fast: 2 bed flat"): on a listing page only the address
  // can say the page is an owner's.
  const text = page.listing ? words(page.url) : `${words(page.url)} | ${words(page.title)}`;
  if (LETTING_OWNER.test(text)) return 'let';
  if (SELLING_OWNER.test(text)) return 'sell';
  if (!page.listing) return null;
  const rental =
    RENTAL_PRICE.test(words(page.listing.price)) ||
    RENTAL_PATH.test(`${text} ${words(page.title)} ${words(page.listing.url)}`);
  return rental ? 'rent' : 'buy';
}
