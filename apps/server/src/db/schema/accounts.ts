import type { AppointmentSettings } from '@leadwise/conversation/appointments';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Always stored lower-cased: the login identifier. */
    email: text().notNull(),
    name: text().notNull(),
    /** Null for an invited account that has not set a password yet. */
    passwordHash: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** The external user pool's `sub` when IDENTITY_PROVIDER=cognito; null for our own accounts. */
    identitySubject: text(),
    /**
     * Pool sessions are signed out globally: pool access tokens issued before this moment are refused
     * even though their signature and expiry are still good.
     */
    signedOutAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), uniqueIndex('users_identity_subject_unique').on(t.identitySubject)],
);

export type NotificationSettings = {
  temperatures: Array<'hot' | 'warm' | 'cold'>;
  email: boolean;
  sms: boolean;
  emailTo: string | null;
  smsTo: string | null;
  dailySummary: boolean;
};

export const agents = pgTable(
  'agents',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    company: text().notNull(),
    plan: text().notNull().default('trial'),
    trialEndsAt: timestamp({ withTimezone: true }),
    timeZone: text().notNull().default('Europe/London'),
    notificationSettings: jsonb().$type<NotificationSettings>(),
    crmWebhookUrl: text(),
    /** Standard Webhooks signing secret, `whsec_` + base64. */
    webhookSecret: text(),
    /** When the assistant may offer appointments; null: the defaults (DEFAULT_APPOINTMENT_SETTINGS). */
    appointmentSettings: jsonb().$type<AppointmentSettings>(),
    /** Billing (Stripe): the customer, its subscription and the subscription's last known state. */
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    /** Stripe's subscription status as last received ('active', 'past_due', 'canceled', ...). */
    subscriptionStatus: text(),
    billingInterval: text().$type<'month' | 'year'>(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAt: timestamp({ withTimezone: true }),
    canceledAt: timestamp({ withTimezone: true }),
    /** `created` of the subscription event last applied: an older event arriving late changes nothing. */
    subscriptionChangedAt: timestamp({ withTimezone: true }),
    /** Days a conversation is kept after its last activity (30-730); the retention job enforces it. */
    retentionDays: integer().notNull().default(90),
    /** The agency's own privacy notice, linked from the widget's privacy line. */
    privacyNoticeUrl: text(),
    /** The owner deleted the account: nobody signs in and the widgets stop answering from now. */
    deletedAt: timestamp({ withTimezone: true }),
    /** End of the reactivation window: the retention job removes the agency's data after it. */
    purgeAfter: timestamp({ withTimezone: true }),
    /** Set by the owner: every member must sign in with a second factor to use the dashboard. */
    requireTwoFactor: boolean().notNull().default(false),
    /**
     * The landing page's live demo agency: nobody signs in as it, it sends nothing outside, it is
     * never billed, its conversations are deleted within a day and cross-agency work skips it.
     */
    isDemo: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agents_user_id_unique').on(t.userId),
    uniqueIndex('agents_stripe_customer_unique').on(t.stripeCustomerId),
    index('agents_purge_after_idx').on(t.purgeAfter).where(sql`purge_after is not null`),
    uniqueIndex('agents_one_demo').on(t.isDemo).where(sql`is_demo`),
  ],
);

/** Refresh tokens rotate on use; a reused one revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** One-time codes and tokens (signup, password reset, set password), stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<'signup' | 'reset' | 'set_password'>().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

