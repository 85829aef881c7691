import { z } from 'zod';

/** Every API answer: `{ success: true, data }` or `{ success: false, error }`. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  /** The first invalid field, when the error is a validation failure. */
  field: z.string().optional(),
  /** A machine-readable reason the web app acts on (e.g. sending the person to set up two-factor sign-in). */
  reason: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** The simple name@domain.tld pattern the account forms use (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address');

/**
 * Our own accounts that no person uses (the live demo agency's) live on this domain; `.invalid`
 * is reserved (RFC 2606), so no mail could ever reach it and nobody may sign up with it.
 */
export const RESERVED_EMAIL_DOMAIN = 'leadwise.invalid';

export const isReservedEmail = (email: string) => email.trim().toLowerCase().endsWith(`@${RESERVED_EMAIL_DOMAIN}`);

/** One of a fixed list of values, refused with a message that names the field and lists them. */
export function oneOfSchema<const T extends readonly string[]>(field: string, values: T) {
  return z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });
}

export const uuidSchema = z.uuid({ error: 'Must be a valid id' });
export const idParamsSchema = z.object({ id: uuidSchema });

/** Cursor pagination shared by the list endpoints. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int() });
}

/**
 * The days a date filter may name. PostgreSQL has no year 0 and JavaScript dates print years past
 * 9999 as '+010000-…', which sorts before '9999-…': both once turned a query into a 500 or a loop
 * that never ended, so every date a client sends stays within these bounds.
 */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/** Whether 'YYYY-MM-DD' names a day that exists (2025-02-30 does not). */
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** Days from `from` to `to`, both inclusive (0 or less when the range runs backwards). */
export function countDaysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;
}

/** A calendar day, 'YYYY-MM-DD' (read in the agent's time zone): the one date schema every route uses. */
export const calendarDateSchema = z
  .string({ error: 'Dates are YYYY-MM-DD' })
  .regex(DATE_PATTERN, 'Dates are YYYY-MM-DD')
  .refine(isRealDate, { message: 'Please enter a real date', abort: true })
  .refine((v) => v >= EARLIEST_DATE && v <= LATEST_DATE, {
    message: `Dates must be between ${EARLIEST_DATE} and ${LATEST_DATE}`,
  });

/**
 * Text the database cannot store: PostgreSQL text refuses a NUL character, and jsonb (and UTF-8)
 * refuse half of a UTF-16 surrogate pair, which a JSON body can carry as "\ud800". One rule for
 * every field a client sends, so no route can store (or search for) such text and fail with a 500.
 */
const UNSTORABLE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE_CHARACTER.test(value);
}

export const UNSTORABLE_TEXT_MESSAGE =
  'This text contains a character that cannot be saved (a NUL byte or half of an emoji). Please remove it.';

/** The path to the first string anywhere in `value` that is not storable, or null when all are. */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key];
    const found = findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * A name, company or agency: one line (it goes into email headers, where a line break would add
 * a header), with the invisible control characters a paste can carry removed rather than refused,
 * since nobody means to type them; a tab becomes a space.
 */
export function singleLineTextSchema(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .regex(/^[^\r\n]*$/, `${label} must be a single line`)
    .overwrite((value) => value.replace(/\t/g, ' ').replace(CONTROL_CHARACTERS, ''))
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
}
