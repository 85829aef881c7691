import { LEAD_TYPES } from '@leadwise/conversation/lead-fields';
import { z } from 'zod';
import { listingSchema } from './appointments';
import { oneOfSchema } from './common';
import { LEAD_STATUSES } from './conversations';
import {
  extractedDataSchema,
  listPageSchema,
  listQueryBaseSchema,
  refineDateRange,
  temperatureSchema,
} from './dashboard';

export type LeadStatusValue = (typeof LEAD_STATUSES)[number];

/** The pipeline an agent moves a lead through, as the dashboard names each step. */
export const LEAD_STATUS_LABELS: Record<LeadStatusValue, string> = {
  new: 'New',
  contacted: 'Contacted',
  viewing_booked: 'Viewing booked',
  offer: 'Offer',
  won: 'Won',
  lost: 'Lost',
};

export const leadStatusSchema = oneOfSchema('status', LEAD_STATUSES);

/** Orders the leads list offers; each has one fixed direction, the one an agent's call list wants. */
export const LEAD_SORTS = ['newest', 'score', 'temperature', 'name'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const LEAD_SORT_LABELS: Record<LeadSort, string> = {
  newest: 'Newest first',
  score: 'Highest score',
  temperature: 'Hottest first',
  name: 'Name A to Z',
};

export const leadSortSchema = oneOfSchema('sort', LEAD_SORTS);

export const leadListQuerySchema = listQueryBaseSchema
  .extend({
    temperature: temperatureSchema.optional(),
    status: leadStatusSchema.optional(),
    /** Absent means newest first. */
    sort: leadSortSchema.optional(),
    // A name-sorted page's cursor carries the last name, which can be longer than a timestamp.
    cursor: z.string().max(1000, 'cursor is not valid').optional(),
    type: oneOfSchema('type', LEAD_TYPES).optional(),
  })
  .superRefine(refineDateRange);
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

export const leadSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  widgetId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  score: z.number().int(),
  temperature: temperatureSchema,
  status: leadStatusSchema,
  notes: z.string(),
  extracted: extractedDataSchema,
  /** The property the visitor was looking at when they started the chat. */
  listing: listingSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadPageSchema = listPageSchema(leadSchema);
export type LeadPage = z.infer<typeof leadPageSchema>;

export const MAX_LEAD_NOTES_LENGTH = 5000;

export const updateLeadInputSchema = z
  .object({
    status: leadStatusSchema.optional(),
    notes: z
      .string({ error: 'notes must be text' })
      .max(MAX_LEAD_NOTES_LENGTH, `Notes can be at most ${MAX_LEAD_NOTES_LENGTH} characters`)
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, {
    message: 'Send a status or notes to change',
    path: ['status'],
  });
export type UpdateLeadInput = z.infer<typeof updateLeadInputSchema>;
