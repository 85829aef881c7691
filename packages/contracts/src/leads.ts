import { LEAD_TYPES } from '@leadwise/conversation/lead-fields';
import { z } from 'zod';
import { listingSchema } from './appointments';
import { branchRefSchema } from './branches';
import { oneOfSchema, uuidSchema } from './common';
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
    /** 'me': the caller's own leads; 'unassigned': nobody's yet; or one person's member id. */
    assignee: z
      .union([z.enum(['me', 'unassigned']), uuidSchema], { error: 'assignee must be me, unassigned or a member id' })
      .optional(),
    branchId: uuidSchema.optional(),
  })
  .superRefine(refineDateRange);
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

/** A member of the agency as a lead names its owner. */
export const leadAssigneeSchema = z.object({ id: z.string(), name: z.string() });
export type LeadAssignee = z.infer<typeof leadAssigneeSchema>;

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
  /** Whose lead it is: null while it waits in its branch's (or the agency's) queue. */
  assignee: leadAssigneeSchema.nullable(),
  branch: branchRefSchema.nullable(),
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

/** POST /api/leads/:id/assign: a member of the agency (any branch), or null for the queue. */
export const assignLeadInputSchema = z.object({
  memberId: z.union([uuidSchema, z.null()], { error: 'memberId must be a member id or null' }),
});
export type AssignLeadInput = z.infer<typeof assignLeadInputSchema>;

/** Who a lead can be given to: every member of the agency, with their branch. */
export const leadAssigneeOptionSchema = leadAssigneeSchema.extend({
  role: z.string(),
  branchId: z.string().nullable(),
  available: z.boolean(),
});
export const leadAssigneeOptionsSchema = z.object({ items: z.array(leadAssigneeOptionSchema) });
export type LeadAssigneeOption = z.infer<typeof leadAssigneeOptionSchema>;

/** What a lead's history records, declared once for the table, the API and the timeline. */
export const LEAD_EVENT_KINDS = ['created', 'assigned', 'unassigned', 'status', 'note'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

export const leadHistoryEntrySchema = z.object({
  kind: z.enum(LEAD_EVENT_KINDS),
  /** The event in words, as the timeline shows it. */
  detail: z.string(),
  /** Null when the system did it (routing, a removed person's leads returning to the queue). */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});
export const leadHistorySchema = z.object({ items: z.array(leadHistoryEntrySchema) });
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>;
