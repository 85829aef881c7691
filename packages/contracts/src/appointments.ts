import {
  APPOINTMENT_KINDS,
  type AppointmentKind,
  type AppointmentSettings,
  DEFAULT_APPOINTMENT_SETTINGS,
} from '@leadwise/conversation/appointments';
import { z } from 'zod';
import { oneOfSchema, successSchema, uuidSchema } from './common';
import { dayShiftsSchema, WEEKDAYS } from './widget-config';

export { APPOINTMENT_KINDS, type AppointmentKind, type AppointmentSettings, DEFAULT_APPOINTMENT_SETTINGS };
export const APPOINTMENT_KIND_LABELS: Record<AppointmentKind, string> = { valuation: 'Valuation', viewing: 'Viewing' };

export const APPOINTMENT_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** The listing a visitor is looking at, as the page or the agent's site describes it. */
export const listingSchema = z.object({
  ref: z.string().nullable(),
  address: z.string().nullable(),
  price: z.string().nullable(),
  url: z.string().nullable(),
});
export type Listing = z.infer<typeof listingSchema>;

export const appointmentContactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const appointmentPropertySchema = z.object({
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  propertyType: z.string().nullable(),
});

export const appointmentSchema = z.object({
  id: uuidSchema,
  kind: z.enum(APPOINTMENT_KINDS),
  status: z.enum(APPOINTMENT_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  leadId: z.string().nullable(),
  conversationId: z.string().nullable(),
  branchId: z.string().nullable(),
  contact: appointmentContactSchema,
  property: appointmentPropertySchema.nullable(),
  listing: listingSchema.nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentResponseSchema = successSchema(appointmentSchema);
export const appointmentListResponseSchema = successSchema(z.object({ items: z.array(appointmentSchema) }));

/** `GET /api/appointments`: from and to are instants (ISO 8601); kind and status filter. */
export const appointmentListQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: 'from must be a date and time (ISO 8601)' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be a date and time (ISO 8601)' }).optional(),
  kind: oneOfSchema('kind', APPOINTMENT_KINDS).optional(),
  status: oneOfSchema('status', APPOINTMENT_STATUSES).optional(),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;

export const MAX_DECLINE_REASON_LENGTH = 500;
export const declineAppointmentInputSchema = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, 'Please give a reason')
    .max(MAX_DECLINE_REASON_LENGTH, `reason must be at most ${MAX_DECLINE_REASON_LENGTH} characters`),
});

export const proposeAppointmentInputSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be a date and time (ISO 8601)' }),
});

/** `POST /api/appointments/cancel`: the token from the visitor's cancel link. */
export const cancelAppointmentInputSchema = z.object({
  token: z
    .string({ error: 'The cancel link is incomplete' })
    .trim()
    .min(20, 'The cancel link is incomplete')
    .max(200, 'The cancel link is incomplete'),
});
export const cancelledAppointmentSchema = z.object({
  kind: z.enum(APPOINTMENT_KINDS),
  startsAt: z.string(),
  /** "Tuesday 2 December at 10:00" in the agency's zone. */
  when: z.string(),
  companyName: z.string(),
});
export type CancelledAppointment = z.infer<typeof cancelledAppointmentSchema>;

const minutes = (field: string) =>
  z
    .number({ error: `${field} must be a number of minutes` })
    .int(`${field} must be whole minutes`)
    .min(15, `${field} must be at least 15 minutes`)
    .max(240, `${field} must be at most 4 hours`);

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** When the assistant may offer appointments (Settings › Appointment hours). */
export const appointmentSettingsSchema = z
  .object({
    days: z.record(z.enum(WEEKDAYS), dayShiftsSchema),
    durations: z.object({ valuation: minutes('Valuation length'), viewing: minutes('Viewing length') }),
    noticeHours: z
      .number({ error: 'Notice must be a number of hours' })
      .int('Notice must be whole hours')
      .min(0, 'Notice cannot be negative')
      .max(336, 'Notice must be at most 336 hours (two weeks)'),
    horizonDays: z
      .number({ error: 'How far ahead must be a number of days' })
      .int('How far ahead must be whole days')
      .min(1, 'Offer slots at least 1 day ahead')
      .max(90, 'Offer slots at most 90 days ahead'),
  })
  .superRefine((settings, ctx) => {
    const shifts = Object.values(settings.days).flat();
    if (shifts.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Open at least one day for appointments' });
      return;
    }
    const longest = Math.max(...shifts.map((s) => minutesOf(s.end) - minutesOf(s.start)));
    for (const kind of APPOINTMENT_KINDS) {
      if (settings.durations[kind] > longest) {
        ctx.addIssue({
          code: 'custom',
          path: ['durations', kind],
          message: `A ${kind} of ${settings.durations[kind]} minutes fits in none of your opening hours`,
        });
      }
    }
  }) satisfies z.ZodType<AppointmentSettings>;
export const appointmentSettingsResponseSchema = successSchema(appointmentSettingsSchema);
