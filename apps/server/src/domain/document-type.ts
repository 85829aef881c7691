import type { DocumentKindValue } from '@leadwise/contracts/conversations';

export type DocumentMimeType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic';

/** HEIF brands that mean a HEIC photo (iPhones write 'heic'; 'mif1' is the generic HEIF brand). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);

function startsWith(bytes: Uint8Array, signature: number[], offset = 0) {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number) {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** An ISO-BMFF 'ftyp' box whose major or compatible brands name HEIC. */
function isHeic(bytes: Uint8Array) {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((b) => HEIC_BRANDS.has(b))) return true;
  // A generic HEIF file counts unless it says it is AVIF.
  return GENERIC_HEIF_BRANDS.has(brands[0]) && !brands.includes('avif');
}

/**
 * The file's real type from its first bytes, whatever its name or the browser claims, so a
 * renamed executable never passes as a PDF. Null when it is none of the accepted types.
 */
export function detectDocumentType(head: Uint8Array): DocumentMimeType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (isHeic(head)) return 'image/heic';
  return null;
}

export const EXTENSION_BY_MIME_TYPE: Record<DocumentMimeType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
};

const KIND_PATTERNS: Array<[DocumentKindValue, RegExp]> = [
  [
    'mortgage_certificate',
    /\b(aip|dip|mip)\b|mortgage|in[\s_-]?principle|lender|decision|certificate|offer[\s_-]?letter/i,
  ],
  ['proof_of_funds', /proof[\s_-]?of[\s_-]?(funds|deposit)|\bpof\b|bank[\s_-]?statement|statement|savings|funds/i],
  ['id', /passport|driving|licen[cs]e|\bid\b|identity|photo[\s_-]?id/i],
];

/**
 * The document kind when the visitor did not choose one: the file name first ("AIP Halifax.pdf"),
 * then what the conversation says they have (an approved mortgage suggests the certificate).
 */
export function inferDocumentKind(fileName: string, hint: { mortgage?: string | null } = {}): DocumentKindValue {
  const name = fileName.replace(/\.[a-z0-9]+$/i, '').replace(/[_.]+/g, ' ');
  for (const [kind, pattern] of KIND_PATTERNS) if (pattern.test(name)) return kind;
  if (hint.mortgage === 'approved') return 'mortgage_certificate';
  if (hint.mortgage === 'cash') return 'proof_of_funds';
  return 'other';
}
