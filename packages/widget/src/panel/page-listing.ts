import type { Listing } from '../shared/types';

/** What the host page may say about the listing: any field, any type (checked here, then by the API). */
export type ListingHint = Partial<Record<keyof Listing, unknown>>;

/** Mirrors LISTING_FIELD_LIMITS in contracts (the widget imports types only). */
const LIMITS: Record<keyof Listing, number> = { ref: 100, address: 300, price: 100, url: 2048 };
const FIELDS = Object.keys(LIMITS) as Array<keyof Listing>;

type JsonNode = Record<string, unknown>;

// In order of preference: the listing itself, then its offer, then the place.
const LISTING_TYPES = ['RealEstateListing', 'Offer', 'Place'];
const PLACE_TYPES = ['Place', 'Residence', 'House', 'SingleFamilyResidence', 'Apartment', 'Accommodation'];

const isNode = (value: unknown): value is JsonNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function typesOf(node: JsonNode): string[] {
  return asList(node['@type']).filter((t): t is string => typeof t === 'string');
}

const hasType = (node: JsonNode, types: string[]) => typesOf(node).some((t) => types.includes(t));

/** Every object in a JSON-LD document, depth first: top level, `@graph` and nested values. */
function collectNodes(value: unknown, into: JsonNode[] = [], depth = 0): JsonNode[] {
  if (depth > 8) return into;
  for (const item of asList(value)) {
    if (!isNode(item)) continue;
    into.push(item);
    for (const child of Object.values(item)) {
      if (typeof child === 'object' && child !== null) collectNodes(child, into, depth + 1);
    }
  }
  return into;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (isNode(value)) return text(value.value ?? value['@value'] ?? value.name);
  return null;
}

/** A PostalAddress as one line: "12 Elm Road, Clapham, SW4 7AB". */
function addressText(value: unknown): string | null {
  if (!isNode(value)) return text(value);
  const parts = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode']
    .map((key) => text(value[key]))
    .filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** "£450,000" for pounds, "1500 EUR" otherwise; the page's own text when it is not a number. */
function priceText(amount: unknown, currency: unknown): string | null {
  const raw = text(amount);
  if (!raw) return null;
  const value = Number(raw.replace(/,/g, ''));
  const code = text(currency)?.toUpperCase() ?? 'GBP';
  if (!Number.isFinite(value) || raw.trim() === '') return raw;
  return code === 'GBP' ? `£${value.toLocaleString('en-GB')}` : `${raw} ${code}`;
}

function offerPrice(node: JsonNode): string | null {
  for (const offer of [node, ...asList(node.offers).filter(isNode)]) {
    const spec = isNode(offer.priceSpecification) ? offer.priceSpecification : null;
    const price = priceText(offer.price ?? spec?.price, offer.priceCurrency ?? spec?.priceCurrency);
    if (price) return price;
  }
  return null;
}

/** The place a listing or offer is about: itself, or what it offers or describes. */
function placeOf(node: JsonNode): JsonNode | null {
  for (const candidate of [node, node.itemOffered, node.about, node.mainEntity, ...asList(node.offers)]) {
    if (isNode(candidate) && (candidate.address !== undefined || hasType(candidate, PLACE_TYPES))) return candidate;
    if (isNode(candidate) && isNode(candidate.itemOffered)) {
      const inner = candidate.itemOffered;
      if (inner.address !== undefined) return inner;
    }
  }
  return null;
}

function fromJsonLd(doc: Document): ListingHint {
  const nodes: JsonNode[] = [];
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      collectNodes(JSON.parse(script.textContent ?? ''), nodes);
    } catch {
      // A page's broken structured data is skipped: the chat works without it.
    }
  }
  for (const type of LISTING_TYPES) {
    const node = nodes.find((n) => hasType(n, type === 'Place' ? PLACE_TYPES : [type]));
    if (!node) continue;
    const place = placeOf(node);
    const offers = asList(node.offers).filter(isNode);
    return {
      ref: text(node.identifier ?? node.sku ?? node.productID ?? place?.identifier),
      address: addressText(place?.address) ?? (type === 'Place' ? text(node.name) : null),
      price: offerPrice(node) ?? (isNode(node.itemOffered) ? offerPrice(node.itemOffered) : null),
      url: text(node.url ?? offers.find((o) => o.url)?.url),
    };
  }
  return {};
}

function meta(doc: Document, property: string): string | null {
  const element = doc.querySelector(`meta[property="${property}"], meta[name="${property}"]`);
  return element?.getAttribute('content') ?? null;
}

function fromOpenGraph(doc: Document): ListingHint {
  const amount = meta(doc, 'product:price:amount') ?? meta(doc, 'og:price:amount');
  if (!amount) return {};
  const currency = meta(doc, 'product:price:currency') ?? meta(doc, 'og:price:currency');
  return {
    ref: meta(doc, 'product:retailer_item_id'),
    address: meta(doc, 'og:street-address') ?? meta(doc, 'og:title'),
    price: priceText(amount, currency),
    url: meta(doc, 'og:url'),
  };
}

/**
 * The listing this page shows, read from its schema.org JSON-LD (RealEstateListing, Offer or
 * Place, also inside `@graph`), else from its Open Graph product tags (a page with a price).
 * Empty when the page describes no listing.
 */
export function readPageListing(doc: Document): ListingHint {
  const fromLd = fromJsonLd(doc);
  return Object.values(fromLd).some(Boolean) ? fromLd : fromOpenGraph(doc);
}

const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** One line, bounded as the API accepts it; a URL made absolute and kept only on the page's own site. */
function cleanField(field: keyof Listing, value: unknown, pageUrl: string): string | null {
  const raw = text(value);
  if (!raw) return null;
  const line = raw.replace(/\s+/g, ' ').trim().slice(0, LIMITS[field]);
  if (!line) return null;
  if (field !== 'url') return line;
  try {
    const url = new URL(line, pageUrl);
    const page = new URL(pageUrl);
    const sameSite = siteOf(url.hostname) === siteOf(page.hostname);
    return sameSite && /^https?:$/.test(url.protocol) && url.href.length <= LIMITS.url ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The listing to send when the chat starts: what the host page set with
 * `Leadwise('context', {listing})` field by field, then what its structured data says. Null when
 * neither names anything.
 */
export function resolveListing(explicit: ListingHint | undefined, fromPage: ListingHint, pageUrl: string): Listing | null {
  const listing = Object.fromEntries(
    FIELDS.map((field) => [
      field,
      cleanField(field, explicit?.[field], pageUrl) ?? cleanField(field, fromPage[field], pageUrl),
    ]),
  ) as Listing;
  return FIELDS.some((field) => listing[field] !== null) ? listing : null;
}
