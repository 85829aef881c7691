import type { OfficeHours } from '@leadwise/contracts/widget-config';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agents, users } from './accounts';

/**
 * The `agents` row is the agency: the tenant that owns widgets, conversations, leads, documents,
 * appointments and settings (every tenant query keys on `agent_id`). People belong to it as members.
 */
export type MemberRole = 'owner' | 'admin' | 'negotiator';

/** When appointments can be offered: per weekday, opening and closing times in the agency's zone. */
export type AppointmentHours = OfficeHours;

export const branches = pgTable(
  'branches',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Places the branch covers; a new lead whose area matches one is routed here. */
    areas: jsonb().$type<string[]>().notNull().default([]),
    phone: text(),
    officeHours: jsonb().$type<OfficeHours>(),
    appointmentHours: jsonb().$type<AppointmentHours>(),
    /** "Also alert the branch": a copy of each alert for this branch's leads goes to alertEmail. */
    alertBranch: boolean().notNull().default(false),
    alertEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('branches_agent_idx').on(t.agentId)],
);

export const agencyMembers = pgTable(
  'agency_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<MemberRole>().notNull(),
    /** A negotiator works for one branch; null for the whole agency. */
    branchId: uuid().references(() => branches.id, { onDelete: 'set null' }),
    /** Taking new leads: round robin skips those who are not. */
    available: boolean().notNull().default(true),
    /** When this person was last given a new lead: round robin picks the longest waiting. */
    lastAssignedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agency_members_user_unique').on(t.userId),
    index('agency_members_agent_idx').on(t.agentId, t.branchId),
    uniqueIndex('agency_members_one_owner').on(t.agentId).where(sql`role = 'owner'`),
  ],
);

/** Who did what in the agency, for its owner: sign-ins, exports, erasures, deletions, role changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the entry still says who once the person is removed. */
    actorEmail: text(),
    action: text().notNull(),
    /** What the action was about (a member's email, a visitor's email, ...), as shown to the owner. */
    target: text(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The client address the request came from. */
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_agent_created_idx').on(t.agentId, t.createdAt.desc(), t.id.desc())],
);
