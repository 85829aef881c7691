import type { Listing } from '@leadwise/contracts';

/** Safe to link: only web addresses (the API accepts nothing else, but the page never trusts data). */
const isWebLink = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

/**
 * The property the visitor was looking at: address (linking to the listing page), reference and
 * price, as one line. Nothing when the chat started on no listing.
 */
export function ListingSummary({ listing, className }: { listing: Listing | null; className?: string }) {
  if (!listing) return null;
  const name = listing.address ?? (listing.ref ? `Listing ${listing.ref}` : (listing.url ?? 'Listing'));
  const details = [listing.address && listing.ref ? `Ref ${listing.ref}` : null, listing.price].filter(Boolean);
  return (
    <p className={className ?? 'mt-1 break-words text-sm text-slate-700'}>
      <span className="font-medium text-slate-500">Listing: </span>
      {isWebLink(listing.url) ? (
        <a href={listing.url} target="_blank" rel="noopener noreferrer" className="text-blue-700 hover:underline">
          {name}
        </a>
      ) : (
        <span>{name}</span>
      )}
      {details.map((detail) => (
        // A reference or a price never breaks across lines.
        <span key={detail} className="whitespace-nowrap">
          {' '}
          · {detail}
        </span>
      ))}
    </p>
  );
}
