import { z } from 'zod';

/** Every API answer: `{ success: true, data }` or `{ success: false, error }`. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  /** The first invalid field, when the error is a validation failure. */
  field: z.string().optional(),
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
