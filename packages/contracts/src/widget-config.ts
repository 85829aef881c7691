import { z } from 'zod';
import { OPENING_QUESTION } from '@leadwise/conversation/lead-fields';
import { oneOfSchema, uuidSchema } from './common';
import { timeZoneSchema } from './settings';

export const WIDGET_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export { WEEKDAY_NAMES as WEEKDAY_LABELS } from '@leadwise/conversation/calendar';

const hexColor = (field: string) =>
  z.string({ error: `${field} is required` }).regex(/^#[0-9A-Fa-f]{6}$/, `${field} must be a colour like #3B82F6`);
const text = (field: string, max: number) =>
  z.string({ error: `${field} is required` }).trim().max(max, `${field} must be at most ${max} characters`);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM, 24-hour');

export const shiftSchema = z
  .object({ start: time, end: time })
  .refine((s) => s.start < s.end, { message: 'A shift must end after it starts' });

/** One day's shifts: at most four, none overlapping ('HH:MM' strings compare in time order). */
export const dayShiftsSchema = z
  .array(shiftSchema)
  .max(4, 'At most 4 shifts a day')
  .refine(
    (shifts) => {
      const sorted = [...shifts].sort((a, b) => a.start.localeCompare(b.start));
      return sorted.every((s, i) => i === 0 || sorted[i - 1].end <= s.start);
    },
    { message: 'Shifts on the same day must not overlap' },
  );

/** Office hours per weekday, with split shifts (e.g. 09:00-12:30 and 13:30-17:30). */
export const officeHoursSchema = z.object({
  enabled: z.boolean(),
  timeZone: timeZoneSchema.default('Europe/London'),
  days: z.record(z.enum(WEEKDAYS), dayShiftsSchema),
  observeBankHolidays: z.boolean().default(true),
});
export type OfficeHours = z.infer<typeof officeHoursSchema>;

export const MAX_AREAS = 200;

/** Towns, districts and postcode districts, trimmed, each once (case-insensitive), in the order given. */
export const areasSchema = z
  .array(
    z
      .string({ error: 'Each area must be text' })
      .trim()
      .min(1, 'An area cannot be empty')
      .max(80, 'Each area must be at most 80 characters'),
    { error: 'areas must be a list of places' },
  )
  .max(MAX_AREAS, `At most ${MAX_AREAS} areas`)
  .transform((areas) => areas.filter((a, i) => areas.findIndex((b) => b.toLowerCase() === a.toLowerCase()) === i));

export const OUTSIDE_HOURS_MODES = ['offline_message', 'hide'] as const;
const outsideHoursModeSchema = z.enum(OUTSIDE_HOURS_MODES, {
  error: 'outsideHoursMode must be offline_message or hide',
});
const zIndexSchema = z
  .number({ error: 'zIndex must be a whole number' })
  .int('zIndex must be a whole number')
  .min(0, 'zIndex must be 0 or more')
  .max(2147483647, 'zIndex must be at most 2147483647');

/** The fields an agent edits in Widget Setup (spec section 3), plus areas and office hours. */
export const widgetSettingsSchema = z.object({
  companyName: text('companyName', 120).min(1, 'companyName is required'),
  agentName: text('agentName', 80).min(1, 'agentName is required'),
  logoUrl: z
    .string()
    .trim()
    .max(2048, 'logoUrl must be at most 2048 characters')
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), 'logoUrl must be an https URL')
    .default(''),
  primaryColor: hexColor('primaryColor'),
  secondaryColor: hexColor('secondaryColor'),
  welcomeMessage: text('welcomeMessage', 500).min(1, 'welcomeMessage is required'),
  placeholderText: text('placeholderText', 120),
  offlineMessage: text('offlineMessage', 500),
  position: oneOfSchema('position', WIDGET_POSITIONS),
  autoOpen: z.boolean({ error: 'autoOpen must be true or false' }),
  autoOpenDelay: z
    .number({ error: 'autoOpenDelay must be a whole number of seconds from 1 to 60' })
    .int('autoOpenDelay must be a whole number of seconds from 1 to 60')
    .min(1, 'autoOpenDelay must be a whole number of seconds from 1 to 60')
    .max(60, 'autoOpenDelay must be a whole number of seconds from 1 to 60'),
  /** Towns, districts and postcode districts the agent covers: the qualifier's area match. */
  areas: areasSchema.default([]),
  officeHours: officeHoursSchema.optional(),
  outsideHoursMode: outsideHoursModeSchema.default('offline_message'),
  /** Keeps the launcher below cookie-consent banners when lowered. */
  zIndex: zIndexSchema.default(2147483000),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

/**
 * PUT /api/dashboard/widget-config: the spec's eleven fields are required; the additions may be
 * left out (an older form) and then keep their saved values. officeHours null removes them.
 */
export const widgetConfigUpdateSchema = widgetSettingsSchema.extend({
  areas: areasSchema.optional(),
  officeHours: officeHoursSchema.nullable().optional(),
  outsideHoursMode: outsideHoursModeSchema.optional(),
  zIndex: zIndexSchema.optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  /** The branch the widget belongs to (its leads go there); null: the whole agency, routed by area. */
  branchId: uuidSchema.nullable().optional(),
});
export type WidgetConfigUpdate = z.infer<typeof widgetConfigUpdateSchema>;

export const widgetConfigSchema = widgetSettingsSchema.extend({
  /** Plain in answers: the input schema's de-duplicating transform cannot be serialised back. */
  areas: z.array(z.string()),
  agentId: z.string(),
  widgetId: z.string(),
  dedicatedUrl: z.string(),
  embedCode: z.string(),
  isActive: z.boolean(),
  branchId: z.string().nullable(),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

export function defaultWidgetSettings(company: string, agentName: string): WidgetSettings {
  return {
    companyName: company,
    agentName,
    logoUrl: '',
    primaryColor: '#3B82F6',
    secondaryColor: '#F8F9FA',
    welcomeMessage: `Hi! I'm the ${company} assistant. ${OPENING_QUESTION}`,
    placeholderText: 'Type your message...',
    offlineMessage: "We're out of the office right now, but leave your details and we'll get back to you first thing.",
    position: 'bottom-right',
    autoOpen: false,
    autoOpenDelay: 5,
    areas: [],
    outsideHoursMode: 'offline_message',
    zIndex: 2147483000,
  };
}

/** What the widget may read without a login: nothing private. */
export const publicWidgetConfigSchema = widgetSettingsSchema
  .pick({
    companyName: true,
    agentName: true,
    logoUrl: true,
    primaryColor: true,
    secondaryColor: true,
    welcomeMessage: true,
    placeholderText: true,
    offlineMessage: true,
    position: true,
    autoOpen: true,
    autoOpenDelay: true,
    zIndex: true,
  })
  .extend({
    widgetId: z.string(),
    agentId: z.string(),
    isActive: z.boolean(),
    /** Whether the agent's office is open right now (office hours, UK bank holidays). */
    isOnline: z.boolean(),
    /** True when the agent chose to hide the widget outside office hours and it is outside them. */
    isHidden: z.boolean(),
    /** The agency's own privacy notice, linked from the widget's privacy line beside Leadwise's. */
    privacyNoticeUrl: z.string().nullable(),
  });
export type PublicWidgetConfig = z.infer<typeof publicWidgetConfigSchema>;
