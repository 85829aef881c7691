/**
 * Text helpers shared by the parsers. Every transform keeps string length, so an offset found in
 * the lower-case copy is also valid in the original text (areas and names are returned as typed).
 */

const CHAR_MAP: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u02bc': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
};
const MAPPED_CHARS = /[\u2018\u2019\u02bc\u201c\u201d\u2013\u2014\u2212\u00a0\u2009\u202f]/g;

/** Straightens quotes and dashes so patterns only need ASCII punctuation. */
export function normaliseText(text: string): string {
  return text.replace(MAPPED_CHARS, (c) => CHAR_MAP[c] ?? c);
}

/** Lower-cases without changing length (a few Unicode letters grow when lower-cased). */
export function toLowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const c of text) {
    const l = c.toLowerCase();
    out += l.length === c.length ? l : c;
  }
  return out;
}

// Where one statement ends and another begins: sentence punctuation, commas (not inside 1,500),
// a spaced dash, brackets and the conjunctions people chain statements with.
const CLAUSE_BOUNDARY =
  /[.!?;:]+(?=\s|$)|\n|[()]|,(?!\d{3})|\s-+\s|\b(?:but|and|so|because|cos|although|though|whereas|while|which|whilst|then)\b/g;

/** Start offsets of every clause boundary in a lower-case text, in order. */
export function findClauseBoundaries(lower: string): number[][] {
  const bounds: number[][] = [];
  for (const m of lower.matchAll(CLAUSE_BOUNDARY)) {
    bounds.push([m.index, m.index + m[0].length]);
  }
  return bounds;
}

/**
 * How far around a word its context is read. Phrases that decide a reading ("we live in", "not",
 * "per week") sit within a few words of it; the window keeps the work per word constant, so a long
 * message costs time in proportion to its length, never its square.
 */
export const CONTEXT_CHARS = 160;

/** The clause holding [start, end), cut to CONTEXT_CHARS either side. */
export function findNearClause(bounds: number[][], length: number, start: number, end: number): [number, number] {
  const [from, to] = findClause(bounds, length, start, end);
  return [Math.max(from, start - CONTEXT_CHARS), Math.min(to, end + CONTEXT_CHARS)];
}

/** The clause holding [start, end): from the previous boundary to the next one (binary search). */
export function findClause(bounds: number[][], length: number, start: number, end: number): [number, number] {
  // Boundaries are in order and do not overlap, so their ends rise too.
  let lo = 0;
  let hi = bounds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bounds[mid][1] <= start) lo = mid + 1;
    else hi = mid;
  }
  const from = lo > 0 ? bounds[lo - 1][1] : 0;
  hi = bounds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bounds[mid][0] < end) lo = mid + 1;
    else hi = mid;
  }
  return [from, lo < bounds.length ? bounds[lo][0] : length];
}

const AFFIRMATIVE =
  /^\s*(?:ye+s+|ye|yeah+|yea|yeh|yep+|yup+|ya|yas+|yus|yh|aye|sure|defo|deffo|defs?|go ahead|go for it|righto|alright|definitely|absolutely|correct|indeed|certainly|of course|that's right|thats right|we do|i do|we have|i have|we are|i am|yes please|ok|okay|please do|👍|✅)(?![a-z])/;
const NEGATIVE =
  /^\s*(?:no|nope|nah|not yet|not really|negative|never|none|nothing|we don't|i don't|we haven't|i haven't|haven't|don't|we're not|i'm not|not)(?![a-z])/;

/** A reply that says yes without saying anything else of substance. */
export function isAffirmative(lower: string): boolean {
  return AFFIRMATIVE.test(lower) && !NEGATIVE.test(lower);
}

/** A reply that starts by saying no. */
export function isNegative(lower: string): boolean {
  return NEGATIVE.test(lower);
}

// Starts only where a word starts: from inside a long word it would rescan the rest of it each time.
export const EMAIL_PATTERN = /(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
// A bare "44" prefix counts only at the start of a number and before a non-zero digit ("447700 900123").
export const PHONE_PATTERN =
  /(?:\+\s?44\s?(?:\(0\)\s?)?|0044\s?(?:\(0\)\s?)?|(?<![\d£.,])44\s?(?=[1-9])|\(?0)[\d\s\-()]{8,16}\d/g;

/** Replaces emails and phone numbers, whose digits and dots would read as amounts or clauses. */
export function maskContactDetails(
  text: string,
  fill: (match: string) => string = (m) => ' '.repeat(m.length),
): string {
  let masked = text;
  if (masked.includes('@')) masked = masked.replace(EMAIL_PATTERN, fill);
  if (/\d{3}/.test(masked)) masked = masked.replace(PHONE_PATTERN, fill);
  return masked;
}

/** Escapes a literal for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
