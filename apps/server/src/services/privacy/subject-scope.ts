import type { PrivacySubject } from '@leadwise/contracts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments, conversationMessages, conversations, documents, leads, outboxMessages } from '../../db/schema';

/** Whose records a privacy request covers: one visitor, or the whole agency (its account export). */
export type RecordScope = { kind: 'subject'; subject: PrivacySubject } | { kind: 'agency' };

/** The ids of every record in scope, by kind: what the export reads and the erasure removes. */
export interface ScopeIds {
  conversationIds: string[];
  leadIds: string[];
  documentIds: string[];
  appointmentIds: string[];
  outboxIds: string[];
}

/** Digits of a number with its trunk 0 dropped: "07700900123" is found in "+44 7700 900123" too. */
const phoneDigits = (phone: string) => phone.replace(/^0/, '');
const digitsOf = (column: SQL | unknown) => sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g')`;

function matchesContact(subject: PrivacySubject, email: unknown, phone: unknown): SQL {
  return subject.kind === 'email'
    ? sql`lower(${email}) = ${subject.value}`
    : sql`${digitsOf(phone)} like ${`%${phoneDigits(subject.value)}`}`;
}

function mentionedIn(subject: PrivacySubject, text: unknown): SQL {
  return subject.kind === 'email'
    ? sql`strpos(lower(${text}), ${subject.value}) > 0`
    : sql`strpos(${digitsOf(text)}, ${phoneDigits(subject.value)}) > 0`;
}

const ids = (rows: Array<{ id: string }>) => [...new Set(rows.map((r) => r.id))];

/**
 * Finds what the agency holds about the scope. A visitor is matched on the contact details of
 * their conversations, leads and appointments and on what they wrote in the chat; everything of a
 * matched conversation (its lead, documents, appointments and the alerts about it) follows.
 */
export async function findScopeIds(db: Executor, agentId: string, scope: RecordScope): Promise<ScopeIds> {
  const ownConversations = eq(conversations.agentId, agentId);
  let conversationIds: string[];
  let leadIds: string[];
  let appointmentIds: string[];
  if (scope.kind === 'agency') {
    conversationIds = ids(await db.select({ id: conversations.id }).from(conversations).where(ownConversations));
    leadIds = ids(await db.select({ id: leads.id }).from(leads).where(eq(leads.agentId, agentId)));
    appointmentIds = ids(
      await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.agentId, agentId)),
    );
  } else {
    const { subject } = scope;
    const [byContact, byMessage, matchedLeads, matchedAppointments] = await Promise.all([
      db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(ownConversations, matchesContact(subject, conversations.contactEmail, conversations.contactPhone))),
      db
        .selectDistinct({ id: conversationMessages.conversationId })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.agentId, agentId),
            eq(conversationMessages.role, 'visitor'),
            mentionedIn(subject, conversationMessages.text),
          ),
        ),
      db
        .select({ id: leads.id, conversationId: leads.conversationId })
        .from(leads)
        .where(and(eq(leads.agentId, agentId), matchesContact(subject, leads.email, leads.phone))),
      db
        .select({ id: appointments.id, conversationId: appointments.conversationId, leadId: appointments.leadId })
        .from(appointments)
        .where(
          and(
            eq(appointments.agentId, agentId),
            matchesContact(subject, sql`${appointments.contact}->>'email'`, sql`${appointments.contact}->>'phone'`),
          ),
        ),
    ]);
    conversationIds = [
      ...new Set([
        ...byContact.map((r) => r.id),
        ...byMessage.map((r) => r.id),
        ...matchedLeads.map((r) => r.conversationId),
        ...matchedAppointments.flatMap((r) => (r.conversationId ? [r.conversationId] : [])),
      ]),
    ];
    leadIds = ids([
      ...matchedLeads,
      ...(conversationIds.length
        ? await db
            .select({ id: leads.id })
            .from(leads)
            .where(and(eq(leads.agentId, agentId), inArray(leads.conversationId, conversationIds)))
        : []),
    ]);
    const linked = [
      ...(conversationIds.length ? [inArray(appointments.conversationId, conversationIds)] : []),
      ...(leadIds.length ? [inArray(appointments.leadId, leadIds)] : []),
    ];
    appointmentIds = ids([
      ...matchedAppointments,
      ...(linked.length
        ? await db
            .select({ id: appointments.id })
            .from(appointments)
            .where(and(eq(appointments.agentId, agentId), or(...linked)))
        : []),
    ]);
  }

  const documentIds = conversationIds.length
    ? ids(
        await db
          .select({ id: documents.id })
          .from(documents)
          .where(and(eq(documents.agentId, agentId), inArray(documents.conversationId, conversationIds))),
      )
    : [];
  const outboxIds = await findOutboxIds(db, agentId, scope, [...conversationIds, ...leadIds, ...appointmentIds]);
  return { conversationIds, leadIds, documentIds, appointmentIds, outboxIds };
}

/** Alerts (emails, SMS, webhook deliveries) sent to the visitor or about their records. */
async function findOutboxIds(db: Executor, agentId: string, scope: RecordScope, recordIds: string[]) {
  const own = eq(outboxMessages.agentId, agentId);
  if (scope.kind === 'agency') {
    return ids(await db.select({ id: outboxMessages.id }).from(outboxMessages).where(own));
  }
  const { subject } = scope;
  const about = [
    subject.kind === 'email'
      ? sql`lower(${outboxMessages.recipient}) = ${subject.value}`
      : sql`${outboxMessages.channel} = 'sms' and ${digitsOf(outboxMessages.recipient)} like ${`%${phoneDigits(subject.value)}`}`,
    // Alert bodies carry the contact details as the chat stored them (a phone in national form).
    sql`strpos(lower(${outboxMessages.payload}::text), ${subject.value}) > 0`,
    ...(recordIds.length
      ? [sql`${outboxMessages.payload}::text like any (${sql`array[${sql.join(recordIds.map((id) => sql`${`%${id}%`}`), sql`, `)}]`})`]
      : []),
  ];
  return ids(await db.select({ id: outboxMessages.id }).from(outboxMessages).where(and(own, or(...about))));
}
