import { createHash } from 'node:crypto';

/** Leadwise's own RFC 4122 namespace, so our name-based ids never collide with anyone else's. */
const NAMESPACE = Buffer.from('6f1c8a52b7e44c1f9a3d2e5b8c7d9f01', 'hex');

/**
 * A UUID v5 (RFC 4122 section 4.3): the same name always gives the same id. Used as the primary
 * key of rows that must exist at most once, so the database's key decides races between
 * transactions.
 */
export function nameBasedUuid(name: string) {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
