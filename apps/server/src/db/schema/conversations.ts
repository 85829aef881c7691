import type { Listing } from '@leadwise/contracts/appointments';
import type { LeadIntent, StoredQualification } from '@leadwise/conversation';
import type { LeadEventKind } from '@leadwise/contracts/leads';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents, users } from './accounts';
import { agencyMembers, branches } from './agency';
import { widgets } from './widgets';

/** PostgreSQL full-text vector; read only inside SQL (`@@`), never selected as a value. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type ConversationStatus = 'active' | 'qualified' | 'closed';
export type ConversationMode = 'assistant' | 'human';
export type Consent = { wording: string; givenAt: string };

export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    widgetId: uuid()
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    /** Denormalised owner so every tenant query is one indexed predicate. */
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** The branch that handles it: its widget's branch, or the one its lead was routed to. */
    branchId: uuid().references(() => branches.id, { onDelete: 'set null' }),
    visitorTokenHash: text().notNull(),
    status: text().$type<ConversationStatus>().notNull().default('active'),
    mode: text().$type<ConversationMode>().notNull().default('assistant'),
    qualification: jsonb().$type<StoredQualification>(),
    score: integer().notNull().default(0),
    temperature: text().$type<'hot' | 'warm' | 'cold'>().notNull().default('cold'),
    contactName: text(),
    contactEmail: text(),
    contactPhone: text(),
    consent: jsonb().$type<Consent>(),
    lastMessage: text(),
    lastMessageAt: timestamp({ withTimezone: true }),
    messageCount: integer().notNull().default(0),
    /**
     * The visitor wrote at least once (the funnel's "chatted" step); set by a trigger on
     * conversation_messages (migration add_dashboard_rollups).
     */
    hasVisitorMessage: boolean().notNull().default(false),
    /** Conversation-engine state (last question asked, documents offered, ...). */
    state: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    pageUrl: text(),
    /** The property the visitor was looking at when the chat started (widget context or page data). */
    listing: jsonb().$type<Listing>(),
    /** Started past the plan's monthly conversation limit: answered and stored, shown as over the limit. */
    overLimit: boolean().notNull().default(false),
    /** Started past the limit and its grace: its email and SMS lead alerts are held back. */
    alertsHeldBack: boolean().notNull().default(false),
    qualifiedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Dashboard search over contact details and what the visitor and agent wrote. Maintained by
     * database triggers (migration conversation_search_triggers), so every writer keeps it current.
     */
    searchVector: tsvector(),
  },
  (t) => [
    index('conversations_agent_created_idx').on(t.agentId, t.createdAt.desc(), t.id.desc()),
    index('conversations_widget_idx').on(t.widgetId),
    index('conversations_agent_branch_idx').on(t.agentId, t.branchId, t.createdAt.desc()),
    index('conversations_search_idx').using('gin', t.searchVector),
    index('conversations_agent_status_idx').on(t.agentId, t.status, t.createdAt.desc()),
    // Capped counts of a filtered list (temperature, or temperature and status) as index-only scans.
    index('conversations_agent_temperature_idx').on(t.agentId, t.temperature, t.status),
    // The retention job's "older than the agency's period" scan, by last activity.
    index('conversations_agent_last_activity_idx').on(t.agentId, sql`coalesce(${t.lastMessageAt}, ${t.createdAt})`),
    index('conversations_active_last_message_idx').on(t.lastMessageAt).where(sql`status <> 'closed'`),
    // Analytics' median time to qualification: an index-only scan of the qualified ones in range.
    index('conversations_agent_qualified_idx')
      .on(t.agentId, t.createdAt, t.qualifiedAt)
      .where(sql`qualified_at is not null`),
    // The funnel's "qualified" filter (hot or warm with contact details, qualifiedSql in
    // conversation-filters): the list newest first and its capped count read only those rows.
    index('conversations_agent_funnel_qualified_idx')
      .on(t.agentId, t.createdAt.desc(), t.id.desc())
      .where(
        sql`(contact_email is not null or contact_phone is not null) and temperature in ('hot', 'warm')`,
      ),
  ],
);

export type MessageRole = 'visitor' | 'assistant' | 'agent' | 'system';

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    role: text().$type<MessageRole>().notNull(),
    /** Stored and always rendered as plain text, never HTML. */
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt),
    // "Did the visitor write at all?" (analytics funnel, the chatted filter) without reading messages.
    index('conversation_messages_visitor_idx').on(t.conversationId).where(sql`role = 'visitor'`),
  ],
);

export type LeadStatus = 'new' | 'contacted' | 'viewing_booked' | 'offer' | 'won' | 'lost';

export const leads = pgTable(
  'leads',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    widgetId: uuid()
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    /** Routed to this branch (area match or the widget's branch); null is the agency's queue. */
    branchId: uuid().references(() => branches.id, { onDelete: 'set null' }),
    /** The negotiator whose lead it is; null is the branch's unassigned queue. */
    assignedMemberId: uuid().references(() => agencyMembers.id, { onDelete: 'set null' }),
    assignedAt: timestamp({ withTimezone: true }),
    name: text(),
    email: text(),
    phone: text(),
    score: integer().notNull().default(0),
    temperature: text().$type<'hot' | 'warm' | 'cold'>().notNull().default('cold'),
    status: text().$type<LeadStatus>().notNull().default('new'),
    notes: text().notNull().default(''),
    /**
     * The qualification's intent as a column, so the leads list filters by lead type (buyer,
     * tenant, vendor, landlord) on an index; the other fields stay in `qualification`.
     */
    intent: text().$type<LeadIntent>(),
    qualification: jsonb().$type<StoredQualification>(),
    /** The agency marked the lead as a client and why: the retention job keeps it and its conversation. */
    keepReason: text(),
    keptAt: timestamp({ withTimezone: true }),
    /** The conversation's listing, copied when the lead is created, so alerts and exports carry it. */
    listing: jsonb().$type<Listing>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * A copy of the lead's conversation's search vector (which also holds the lead's own contact
     * details), so the leads search is one GIN lookup on leads instead of a join. Kept equal by
     * database triggers (migration add_lead_search), never written by code.
     */
    searchVector: tsvector(),
  },
  (t) => [
    uniqueIndex('leads_conversation_unique').on(t.conversationId),
    index('leads_agent_created_idx').on(t.agentId, t.createdAt.desc(), t.id.desc()),
    index('leads_widget_idx').on(t.widgetId),
    index('leads_agent_temperature_idx').on(t.agentId, t.temperature, t.createdAt.desc()),
    // The sorted lists' keyset orders (services/leads/lead-order.ts).
    index('leads_agent_score_idx').on(t.agentId, t.score.desc(), t.createdAt.desc(), t.id.desc()),
    index('leads_agent_temperature_rank_idx').on(
      t.agentId,
      sql`(case ${t.temperature} when 'hot' then 2 when 'warm' then 1 else 0 end) desc nulls last`,
      t.score.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('leads_agent_name_idx').on(t.agentId, sql`(${t.name} is null)`, sql`coalesce(lower(${t.name}), '')`, t.id),
    index('leads_agent_intent_idx').on(t.agentId, t.intent, t.createdAt.desc()),
    index('leads_search_idx').using('gin', t.searchVector),
    index('leads_agent_assignee_idx').on(t.agentId, t.assignedMemberId, t.createdAt.desc()),
    index('leads_agent_branch_idx').on(t.agentId, t.branchId, t.createdAt.desc()),
  ],
);


/** A lead's history: assignment, status changes and notes, with who and when. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    leadId: uuid()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** Null when the system did it (routing a new lead, a removed negotiator's leads returning). */
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text().$type<LeadEventKind>().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
);

export type DocumentKind = 'mortgage_certificate' | 'proof_of_funds' | 'id' | 'other';

export const documents = pgTable(
  'documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text().$type<DocumentKind>().notNull().default('other'),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_conversation_idx').on(t.conversationId),
    index('documents_agent_created_idx').on(t.agentId, t.createdAt),
  ],
);
