import { z } from 'zod';
import { countDaysInRange } from './common';
import { DOCUMENT_KINDS } from './conversations';
import { appointmentCountsSchema, dateRangeQuerySchema, leadTypeCountsSchema, refineDateRange } from './dashboard';

/** A year of days is the widest chart the page draws; wider ranges are asked for in slices. */
export const MAX_ANALYTICS_DAYS = 366;
export const DEFAULT_ANALYTICS_DAYS = 30;

export const analyticsQuerySchema = dateRangeQuerySchema.superRefine((value, ctx) => {
  refineDateRange(value, ctx);
  if (value.from && value.to) {
    if (countDaysInRange(value.from, value.to) > MAX_ANALYTICS_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: `Choose a range of at most ${MAX_ANALYTICS_DAYS} days` });
    }
  }
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int();

export const analyticsSchema = z.object({
  /** The range actually used (defaults filled in), in the agent's time zone. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  daily: z.array(z.object({ date: z.string(), conversations: count, leads: count })),
  /** Visitors who opened the widget → chatted → gave contact details → qualified hot or warm. */
  funnel: z.object({ opened: count, chatted: count, contact: count, qualified: count }),
  temperatures: z.object({ hot: count, warm: count, cold: count }),
  /** New leads in the range by type. */
  leadTypes: leadTypeCountsSchema,
  /** Appointments starting in the range (any status) by kind. */
  appointments: appointmentCountsSchema,
  documents: z.object({ total: count, byKind: z.record(z.enum(DOCUMENT_KINDS), count) }),
  /** Minutes from a conversation's start to its qualification; null when none qualified. */
  medianMinutesToQualification: z.number().nullable(),
  topAreas: z.array(z.object({ area: z.string(), count })),
  totals: z.object({ conversations: count, leads: count }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
