import { UK_PLACE_NAMES } from './uk-place-names';

// Built once per process: about 4,400 names, split in well under a millisecond.
const PLACES = new Set(UK_PLACE_NAMES.split('|'));

/** True when `key` (lower case, single-spaced) names a UK town, village or district in GeoNames. */
export function isUkPlaceName(key: string): boolean {
  return PLACES.has(key);
}
