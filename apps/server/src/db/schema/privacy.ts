import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents, users } from './accounts';

/**
 * A scheduled job's lease: the instance whose holder id is here runs it until `expiresAt`; another
 * takes it over only once it has expired (a crashed holder), so one runs at a time on any database.
 */
export const jobLeases = pgTable('job_leases', {
  name: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Stored files whose rows are gone: written in the transaction that deletes the rows and removed
 * once the file is, so a crash between the two leaks no file.
 */
export const storageDeletions = pgTable(
  'storage_deletions',
  {
    id: uuid().primaryKey().defaultRandom(),
    storageKey: text().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('storage_deletions_created_idx').on(t.createdAt)],
);

/** What one retention run removed, by kind. */
export type RetentionCounts = Partial<
  Record<'conversations' | 'messages' | 'documents' | 'leads' | 'appointments' | 'alerts' | 'files' | 'analyticsRows' | 'agencies', number>
>;

/**
 * Retention runs: a summary row per run (`agentId` null) and a row per agency it removed something
 * of (`runId` the summary's id), which the agency's owner sees in Settings.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    runId: uuid(),
    agentId: uuid().references(() => agents.id, { onDelete: 'cascade' }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    removed: jsonb().$type<RetentionCounts>().notNull().default({}),
  },
  (t) => [index('retention_runs_agent_started_idx').on(t.agentId, t.startedAt.desc())],
);

/** Subject-access and whole-agency export archives, kept for download until `expiresAt`. */
export const privacyExports = pgTable(
  'privacy_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    requestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The visitor's email or phone, or 'agency' for the whole account's export. */
    subject: text().notNull(),
    storageKey: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('privacy_exports_expires_idx').on(t.expiresAt)],
);
