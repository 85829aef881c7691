import type { Listing } from '@leadwise/contracts/appointments';

/**
 * The listing in one line for an alert: "12 Elm Road, Clapham (ref LW-1042), £450,000". The URL
 * is given on its own line where there is room for it.
 */
export function describeListing(listing: Listing | null | undefined): string | null {
  if (!listing) return null;
  const ref = listing.ref ? `ref ${listing.ref}` : null;
  const head = listing.address ? `${listing.address}${ref ? ` (${ref})` : ''}` : ref;
  const line = [head, listing.price].filter(Boolean).join(', ');
  return line || listing.url;
}
