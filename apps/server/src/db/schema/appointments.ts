import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agents } from './accounts';
import { branches } from './agency';
import { conversations, leads } from './conversations';

export type AppointmentKind = 'valuation' | 'viewing';
export type AppointmentStatus = 'requested' | 'confirmed' | 'declined' | 'cancelled';
export type AppointmentContact = { name: string | null; email: string | null; phone: string | null };
/** The property a valuation is for (the vendor's or landlord's own). */
export type AppointmentProperty = {
  address: string | null;
  postcode: string | null;
  bedrooms: number | null;
  propertyType: string | null;
};
/** The listing a visitor was looking at (a viewing's property). */
export type Listing = { ref: string | null; address: string | null; price: string | null; url: string | null };

export const appointments = pgTable(
  'appointments',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    branchId: uuid().references(() => branches.id, { onDelete: 'set null' }),
    kind: text().$type<AppointmentKind>().notNull(),
    status: text().$type<AppointmentStatus>().notNull().default('requested'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    leadId: uuid().references(() => leads.id, { onDelete: 'set null' }),
    conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
    contact: jsonb().$type<AppointmentContact>().notNull(),
    property: jsonb().$type<AppointmentProperty>(),
    listing: jsonb().$type<Listing>(),
    declineReason: text(),
    /** The visitor's cancel link token, stored hashed. */
    cancelTokenHash: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_agent_starts_idx').on(t.agentId, t.startsAt),
    index('appointments_conversation_idx').on(t.conversationId),
    // The visitor's cancel link finds its appointment by the token's hash.
    index('appointments_cancel_token_idx').on(t.cancelTokenHash).where(sql`${t.cancelTokenHash} is not null`),
    // The last word on "two visitors are never given the same slot": one live appointment per start
    // time per branch (the whole agency when it has none).
    uniqueIndex('appointments_slot_taken')
      .on(t.agentId, sql`coalesce(${t.branchId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.startsAt)
      .where(sql`status in ('requested', 'confirmed')`),
  ],
);
