import { z } from 'zod';
import { APPOINTMENT_KINDS, listingSchema } from './appointments';
import { calendarDateSchema } from './common';
import {
  INTENTS,
  LEAD_TYPES,
  type LeadFields,
  MORTGAGE_STATUSES,
  POSITIONS,
  PROPERTY_TYPES,
  TIMELINES,
} from '@leadwise/conversation/lead-fields';
import {
  CONVERSATION_MODES,
  CONVERSATION_STATUSES,
  chatMessageSchema,
  DOCUMENT_KINDS,
  LEAD_STATUSES,
  TEMPERATURES,
} from './conversations';

export const temperatureSchema = z.enum(TEMPERATURES, { error: 'temperature must be hot, warm or cold' });
export type TemperatureValue = (typeof TEMPERATURES)[number];

/** From/to filters shared by the lists and analytics: whole days, both inclusive. */
export const dateRangeQuerySchema = z.object({
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});

/** Fails on `to` (the field to fix) when the range runs backwards. */
export function refineDateRange<T extends { from?: string; to?: string }>(value: T, ctx: z.RefinementCtx<T>) {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be on or after the start date' });
  }
}

/** Query fields every dashboard list takes (conversations, leads): cursor page, search, days. */
export const listQueryBaseSchema = z.object({
  cursor: z.string().max(200, 'cursor is not valid').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int('limit must be a number from 1 to 100')
    .min(1, 'limit must be a number from 1 to 100')
    .max(100, 'limit must be a number from 1 to 100')
    .default(20),
  /** Words or word beginnings found in names, emails, phones and message text. */
  q: z.string().trim().max(200, 'Search is limited to 200 characters').optional(),
  ...dateRangeQuerySchema.shape,
});

/** Funnel steps a conversation can be filtered by (the analytics funnel's click-through). */
export const FUNNEL_STAGES = ['chatted', 'contact', 'qualified'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const conversationListQuerySchema = listQueryBaseSchema
  .extend({
    status: z.enum(CONVERSATION_STATUSES, { error: 'status must be active, qualified or closed' }).optional(),
    temperature: temperatureSchema.optional(),
    stage: z.enum(FUNNEL_STAGES, { error: 'stage must be chatted, contact or qualified' }).optional(),
    /** One of the places the visitor asked for, any case. */
    area: z.string().trim().min(1).max(80, 'area must be at most 80 characters').optional(),
  })
  .superRefine(refineDateRange);
export type ConversationListQuery = z.input<typeof conversationListQuerySchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  widgetId: z.string(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** The last message, shortened to 200 characters (the lists show 60 or 100). */
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  status: z.enum(CONVERSATION_STATUSES),
  mode: z.enum(CONVERSATION_MODES),
  score: z.number().int(),
  temperature: temperatureSchema,
  messageCount: z.number().int(),
  createdAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/**
 * One cursor page, newest first. `total` counts every row without filters; with filters it counts
 * up to a cap and `isTotalCapped` says there are more (shown as "1000+").
 */
export function listPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
    isTotalCapped: z.boolean(),
  });
}
export const conversationPageSchema = listPageSchema(conversationSummarySchema);
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** The qualification the dashboard shows (QUALIFY.md output), each field null until known. */
export const extractedDataSchema = z.object({
  intent: z.enum(INTENTS).nullable(),
  budget: z
    .object({ min: z.number().nullable(), max: z.number().nullable(), period: z.enum(['total', 'month']) })
    .nullable(),
  mortgage: z.enum(MORTGAGE_STATUSES).nullable(),
  timeline: z.enum(TIMELINES).nullable(),
  areas: z.array(z.string()),
  areaMatch: z.boolean().nullable(),
  contact: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  position: z.enum(POSITIONS).nullable(),
  bedrooms: z.number().int().nullable(),
  propertyTypes: z.array(z.enum(PROPERTY_TYPES)),
  valuation: z.boolean(),
}) satisfies z.ZodType<LeadFields>;
export type ExtractedData = z.infer<typeof extractedDataSchema>;

export const documentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const conversationLeadSchema = z.object({
  id: z.string(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  score: z.number().int(),
  temperature: temperatureSchema,
  /** Whose lead it is, and its branch: null while it waits in a queue. */
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  branch: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** The agency marked it as a client: kept past the retention period, with why. */
  keepReason: z.string().nullable(),
  keptAt: z.string().nullable(),
  /** The privacy wording the visitor agreed to before giving contact details, and when. */
  consent: z.object({ wording: z.string(), givenAt: z.string() }).nullable(),
});

export const conversationDetailSchema = z.object({
  conversation: conversationSummarySchema.extend({
    pageUrl: z.string().nullable(),
    /** The property the visitor was looking at when the chat started. */
    listing: listingSchema.nullable(),
    qualifiedAt: z.string().nullable(),
    closedAt: z.string().nullable(),
    /** Whole minutes from the first to the last message (or closing). */
    durationMinutes: z.number().int(),
  }),
  messages: z.array(chatMessageSchema),
  extracted: extractedDataSchema,
  documents: z.array(documentSummarySchema),
  lead: conversationLeadSchema.nullable(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** Leads counted by type (buyer, tenant, vendor, landlord); leads whose intent is unknown are in none. */
export const leadTypeCountsSchema = z.record(z.enum(LEAD_TYPES), z.number().int());
export type LeadTypeCounts = z.infer<typeof leadTypeCountsSchema>;

/** Appointments counted by kind (valuation, viewing). */
export const appointmentCountsSchema = z.object({
  total: z.number().int(),
  byKind: z.record(z.enum(APPOINTMENT_KINDS), z.number().int()),
});
export type AppointmentCounts = z.infer<typeof appointmentCountsSchema>;

/** GET /api/dashboard (spec section 3), computed from the database. */
export const dashboardSchema = z.object({
  agent: z.object({ id: z.string(), name: z.string(), email: z.string(), company: z.string() }),
  analytics: z.object({
    activeWidgets: z.number().int(),
    totalWidgets: z.number().int(),
    totalConversations: z.number().int(),
    totalLeads: z.number().int(),
    /** Leads whose temperature is hot or warm. */
    qualifiedLeads: z.number().int(),
    /** Leads per conversation as a percent, one decimal. */
    conversionRate: z.number(),
    leadTypes: leadTypeCountsSchema,
    /** Requested or confirmed appointments from now on. */
    upcomingAppointments: appointmentCountsSchema,
  }),
  widgets: z.array(
    z.object({
      widgetId: z.string(),
      isActive: z.boolean(),
      branding: z.object({ companyName: z.string() }),
      metadata: z.object({ totalConversations: z.number().int(), totalLeads: z.number().int() }),
    }),
  ),
  recentActivity: z.object({
    conversations: z.array(conversationSummarySchema),
    leads: z.array(
      z.object({
        id: z.string(),
        conversationId: z.string(),
        name: z.string().nullable(),
        email: z.string().nullable(),
        createdAt: z.string(),
        score: z.number().int(),
        temperature: temperatureSchema,
      }),
    ),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Overview lists: spec section 9. */
export const RECENT_ACTIVITY_LIMIT = 5;

/** How the dashboard names each qualification value: declared with the lead fields. */
export { formatBudget, INTENT_LABELS, MORTGAGE_LABELS, TIMELINE_LABELS } from '@leadwise/conversation/lead-fields';
