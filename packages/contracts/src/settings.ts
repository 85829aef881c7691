import { z } from 'zod';
import { EMAIL_PATTERN, pageSchema } from './common';
import { TEMPERATURES } from './conversations';

/** Event types a CRM webhook receives (Standard Webhooks `type`), plus the dashboard's test event. */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'lead.updated',
  'document.received',
  'conversation.closed',
  'appointment.requested',
  'appointment.confirmed',
  'appointment.cancelled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

export const DEFAULT_ALERT_TEMPERATURES: Array<(typeof TEMPERATURES)[number]> = ['hot', 'warm'];

/** '' from an emptied form field means "not set". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * A mobile number as Twilio wants it (E.164). UK numbers may be typed nationally
 * ("07700 900123", "+44 (0)7700 900123"); they are stored as +447700900123.
 */
export const phoneSchema = z
  .string({ error: 'Mobile number is required' })
  .max(32, 'Please enter a valid mobile number, e.g. 07700 900123')
  .transform((raw) => normalisePhone(raw))
  .refine((v) => /^\+[1-9]\d{7,14}$/.test(v), 'Please enter a valid mobile number, e.g. 07700 900123');

export function normalisePhone(raw: string) {
  let digits = raw
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s\-().]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (/^0\d{10}$/.test(digits)) digits = `+44${digits.slice(1)}`;
  return digits;
}

export function isValidTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: 'Time zone is required' })
  .trim()
  .min(1, 'Time zone is required')
  .max(64, 'Please choose a valid time zone')
  .refine(isValidTimeZone, 'Please choose a valid time zone, e.g. Europe/London');

const alertEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Alert email must be at most 254 characters')
  .regex(EMAIL_PATTERN, 'Please enter a valid alert email address');

export const updateNotificationSettingsInputSchema = z
  .object({
    temperatures: z
      .array(z.enum(TEMPERATURES, { error: 'Temperatures are hot, warm or cold' }), {
        error: 'Choose which lead temperatures alert you',
      })
      .max(3)
      .transform((list) => TEMPERATURES.filter((t) => list.includes(t))),
    email: z.boolean({ error: 'Email alerts must be on or off' }),
    /** null: the account's email. */
    emailTo: z.preprocess(blankToNull, alertEmailSchema.nullable()),
    sms: z.boolean({ error: 'SMS alerts must be on or off' }),
    smsTo: z.preprocess(blankToNull, phoneSchema.nullable()),
    dailySummary: z.boolean({ error: 'Daily summary must be on or off' }),
    timeZone: timeZoneSchema,
  })
  .superRefine((input, ctx) => {
    if (input.sms && !input.smsTo) {
      ctx.addIssue({ code: 'custom', path: ['smsTo'], message: 'Enter a mobile number to receive SMS alerts' });
    }
  });
export type UpdateNotificationSettingsInput = z.input<typeof updateNotificationSettingsInputSchema>;

export const notificationSettingsSchema = z.object({
  temperatures: z.array(z.enum(TEMPERATURES)),
  email: z.boolean(),
  /** Where alerts go: the chosen address, else the account's email. */
  emailTo: z.string(),
  accountEmail: z.string(),
  sms: z.boolean(),
  smsTo: z.string().nullable(),
  dailySummary: z.boolean(),
  timeZone: z.string(),
  /** False when SMS would only reach the dev outbox (no Twilio credentials on the server). */
  smsConfigured: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const webhookUrlSchema = z
  .string({ error: 'Webhook URL is required' })
  .trim()
  .max(2048, 'Webhook URL must be at most 2048 characters')
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Please enter a full URL starting with https://');

export const updateWebhookSettingsInputSchema = z.object({
  /** null (or '') removes the webhook. */
  url: z.preprocess(blankToNull, webhookUrlSchema.nullable()),
});
export type UpdateWebhookSettingsInput = z.input<typeof updateWebhookSettingsInputSchema>;

export const webhookSettingsSchema = z.object({
  url: z.string().nullable(),
  /** Standard Webhooks signing secret (`whsec_` + base64): receivers verify with it. */
  secret: z.string(),
  eventTypes: z.array(z.string()),
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

export const OUTBOX_STATUSES = ['pending', 'sent', 'dead'] as const;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every retry so receivers can drop duplicates. */
  webhookId: z.string(),
  eventType: z.string(),
  url: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = pageSchema(webhookDeliverySchema);
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
