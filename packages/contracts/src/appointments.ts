import { z } from 'zod';
import { oneOfSchema, successSchema, uuidSchema } from './common';

export const APPOINTMENT_KINDS = ['valuation', 'viewing'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
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
