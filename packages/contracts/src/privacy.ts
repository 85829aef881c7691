import { z } from 'zod';
import { AUDIT_ACTION_LABELS, auditActionSchema } from './audit';
import { emailSchema, pageQuerySchema } from './common';

/** The retention period an agency may choose, in days (default 90: the privacy page's promise). */
export const RETENTION_DAYS = { min: 30, max: 730, default: 90 } as const;
/** Days after an account deletion during which the owner may reactivate it; then its data is removed. */
export const ACCOUNT_REACTIVATION_DAYS = 30;
/** Analytics rollups (no personal data) are kept this long. */
export const ANALYTICS_RETENTION_DAYS = 730;

/** How sign-in to a deleted agency begins; the sign-in page then offers reactivation. */
export const ACCOUNT_DELETED_MESSAGE = 'This account has been deleted.';

const phoneInput = z
  .string({ error: 'Phone must be text' })
  .trim()
  .min(6, 'Enter a UK phone number')
  .max(40, 'Enter a UK phone number');

/** A data subject: the visitor's email or UK phone number (exactly one). */
export const privacySubjectInputSchema = z
  .object({ email: emailSchema.optional(), phone: phoneInput.optional() })
  .refine((v) => (v.email === undefined) !== (v.phone === undefined), {
    message: 'Send the visitor’s email or phone number',
    path: ['email'],
  });
export type PrivacySubjectInput = z.infer<typeof privacySubjectInputSchema>;

export const privacySubjectQuerySchema = z.object({
  q: z.string({ error: 'Enter an email or phone number' }).trim().min(3, 'Enter an email or phone number').max(254),
});

export const privacySubjectSchema = z.object({ kind: z.enum(['email', 'phone']), value: z.string() });
export type PrivacySubject = z.infer<typeof privacySubjectSchema>;

/** Everything held about one visitor, by kind: what the Privacy requests page lists. */
export const subjectRecordsSchema = z.object({
  subject: privacySubjectSchema,
  conversations: z.array(
    z.object({
      id: z.string(),
      contactName: z.string().nullable(),
      contactEmail: z.string().nullable(),
      contactPhone: z.string().nullable(),
      messageCount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  leads: z.array(
    z.object({
      id: z.string(),
      conversationId: z.string(),
      name: z.string().nullable(),
      status: z.string(),
      keptAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  documents: z.array(
    z.object({ id: z.string(), conversationId: z.string(), fileName: z.string(), kind: z.string(), createdAt: z.string() }),
  ),
  appointments: z.array(
    z.object({ id: z.string(), kind: z.string(), status: z.string(), startsAt: z.string() }),
  ),
  alerts: z.array(
    z.object({
      id: z.string(),
      channel: z.string(),
      topic: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type SubjectRecords = z.infer<typeof subjectRecordsSchema>;

/** The kinds of record the search, export and erasure cover, as the pages name them. */
export const SUBJECT_RECORD_KINDS = {
  conversations: 'Conversations',
  leads: 'Leads',
  documents: 'Documents',
  appointments: 'Appointments',
  alerts: 'Alerts sent',
} as const satisfies Record<Exclude<keyof SubjectRecords, 'subject'>, string>;

export const privacyExportSchema = z.object({
  id: z.string(),
  subject: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  downloadPath: z.string(),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

export const ERASURE_COUNT_LABELS = {
  conversations: 'conversations',
  messages: 'messages',
  leads: 'leads',
  documents: 'documents',
  files: 'stored files',
  appointments: 'appointments',
  outboxCancelled: 'unsent alerts cancelled',
  alertsRedacted: 'sent alerts and webhook log entries cleared',
} as const;
export type ErasureCounts = Record<keyof typeof ERASURE_COUNT_LABELS, number>;

export const erasureResultSchema = z.object({
  subject: privacySubjectSchema,
  removed: z.object(
    Object.fromEntries(Object.keys(ERASURE_COUNT_LABELS).map((k) => [k, z.number().int()])) as Record<
      keyof typeof ERASURE_COUNT_LABELS,
      z.ZodNumber
    >,
  ),
  /** A message the agency can send the visitor to confirm the erasure. */
  confirmationText: z.string(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: auditActionSchema,
  actionLabel: z.string(),
  actorEmail: z.string().nullable(),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema.extend({ action: auditActionSchema.optional() });
export type AuditQuery = z.input<typeof auditQuerySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as Array<keyof typeof AUDIT_ACTION_LABELS>;

export const RETENTION_COUNT_LABELS = {
  conversations: 'conversations',
  messages: 'messages',
  leads: 'leads',
  documents: 'documents',
  files: 'stored files',
  appointments: 'appointments',
  alerts: 'alerts',
} as const;

export const privacySettingsSchema = z.object({
  retentionDays: z.number().int(),
  privacyNoticeUrl: z.string().nullable(),
  lastRun: z
    .object({
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      /** This agency's removals in that run, by kind. */
      removed: z.record(z.string(), z.number().int()),
    })
    .nullable(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const updatePrivacySettingsInputSchema = z.object({
  retentionDays: z.coerce
    .number({ error: 'Retention must be a number of days' })
    .int('Retention must be whole days')
    .min(RETENTION_DAYS.min, `Retention must be at least ${RETENTION_DAYS.min} days`)
    .max(RETENTION_DAYS.max, `Retention can be at most ${RETENTION_DAYS.max} days`),
  privacyNoticeUrl: z
    .url({ protocol: /^https?$/, error: 'Enter the full address of your privacy notice, starting https://' })
    .max(500, 'The address can be at most 500 characters')
    .nullable(),
});
export type UpdatePrivacySettingsInput = z.infer<typeof updatePrivacySettingsInputSchema>;

export const keepLeadInputSchema = z.object({
  reason: z
    .string({ error: 'Say why the lead is kept' })
    .trim()
    .min(3, 'Say why the lead is kept')
    .max(500, 'The reason can be at most 500 characters'),
});
export type KeepLeadInput = z.infer<typeof keepLeadInputSchema>;
export const keptLeadSchema = z.object({ id: z.string(), keepReason: z.string().nullable(), keptAt: z.string().nullable() });

export const accountDeletionInputSchema = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
  /** The current code of the owner's authenticator app, when two-factor sign-in is on. */
  code: z.string().trim().max(20).optional(),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionInputSchema>;

export const accountDeletionSchema = z.object({
  deletedAt: z.string(),
  /** Until then the owner may reactivate; after it everything is removed. */
  purgeAfter: z.string(),
  subscriptionCancelled: z.boolean(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

export const accountReactivationInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
});
export type AccountReactivationInput = z.infer<typeof accountReactivationInputSchema>;
