import type { LiveEvent } from '@leadwise/contracts/conversations';
import { hasContactDetails, isQualified, type LeadQualification } from '@leadwise/conversation';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { type Consent, conversations, leads } from '../../db/schema';
import { recordAgentEvent } from '../alerts/record-agent-event';
import { executeWithWrites, routeNewLead, routingWrites } from '../routing/route-new-lead';
import { type ConversationRow, conversationRowColumns } from './conversation-access';

/**
 * Writes the engine's reading of the conversation (extracted data, score, temperature, contact,
 * status) and creates or updates the conversation's lead once contact details exist. Call inside
 * a transaction that holds the conversation's row lock, or with `unchangedSince`; returns the
 * live events to publish after commit.
 */
export async function applyQualification(
  tx: Executor,
  opts: {
    conversation: ConversationRow;
    qualification: LeadQualification;
    consent?: Consent | null;
    state?: Record<string, unknown>;
    now: Date;
    /** The messages this write adds: the conversation's preview and count move with them. */
    messages?: Pick<ConversationRow, 'lastMessage' | 'lastMessageAt' | 'messageCount'>;
    /**
     * Write only if the row is still as it was read (no message since, same mode): a write
     * prepared without the row lock. On a mismatch nothing is written and null returned.
     */
    unchangedSince?: Pick<ConversationRow, 'messageCount' | 'mode'>;
    /**
     * The visitor's message this write stores: its words go into the search vector in this
     * update, so the message's insert finds them there and leaves the row alone.
     */
    searchableText?: string;
  },
): Promise<{ conversation: ConversationRow; events: LiveEvent[] } | null> {
  const { conversation, qualification: q, now, unchangedSince } = opts;
  const [updated] = await tx
    .update(conversations)
    .set({
      ...readingColumns(conversation, q, now),
      closedAt: null,
      ...(opts.consent ? { consent: opts.consent } : {}),
      ...(opts.state ? { state: opts.state } : {}),
      ...opts.messages,
      ...(opts.searchableText === undefined
        ? {}
        : { searchVector: sql`leadwise_with_message_words(${conversations.searchVector}, ${opts.searchableText})` }),
      updatedAt: now,
    })
    .where(
      unchangedSince
        ? and(
            eq(conversations.id, conversation.id),
            eq(conversations.messageCount, unchangedSince.messageCount),
            eq(conversations.mode, unchangedSince.mode),
          )
        : eq(conversations.id, conversation.id),
    )
    .returning(conversationRowColumns);
  if (!updated) return null;
  return { conversation: updated, events: await mirrorReading(tx, updated, q, now) };
}

/** The columns of a conversation that follow the engine's reading of it. */
export function readingColumns(conversation: Pick<ConversationRow, 'qualifiedAt'>, q: LeadQualification, now: Date) {
  // Once qualified, a conversation stays qualified.
  const qualifiedAt = conversation.qualifiedAt ?? (isQualified(q) ? now : null);
  return {
    qualification: q,
    score: q.score,
    temperature: q.temperature,
    contactName: q.contact.name,
    contactEmail: q.contact.email,
    contactPhone: q.contact.phone,
    status: qualifiedAt ? ('qualified' as const) : ('active' as const),
    qualifiedAt,
  };
}

/**
 * After a conversation's new reading is written: its lead made or brought up to date once
 * contact details exist, and the live events that announce both. Writes nothing before contact
 * details are given, so a message without them needs no transaction for this.
 */
export async function mirrorReading(
  tx: Executor,
  updated: ConversationRow,
  q: LeadQualification,
  now: Date,
): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [
    {
      type: 'conversation.updated',
      conversationId: updated.id,
      status: updated.status,
      mode: updated.mode,
      score: updated.score,
      temperature: updated.temperature,
    },
  ];
  const leadId = await syncLead(tx, updated, q, now);
  if (leadId) events.push({ type: 'lead.updated', conversationId: updated.id, leadId });
  return events;
}

/** The lead's columns that mirror the conversation's reading (read back to see whether it changed). */
const mirroredLeadColumns = {
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  score: leads.score,
  temperature: leads.temperature,
  intent: leads.intent,
  qualification: leads.qualification,
};

/** Read on every visitor message once contact details exist, so built once. */
const mirroredLeadQuery = builtOnce((db) =>
  db
    .select({ id: leads.id, ...mirroredLeadColumns })
    .from(leads)
    .where(eq(leads.conversationId, sql.placeholder('conversationId')))
    .limit(1)
    .prepare('mirrored_lead'),
);

/** The lead row mirrors the conversation once contact details are given; returns its id when it changed. */
async function syncLead(tx: Executor, conversation: ConversationRow, q: LeadQualification, now: Date) {
  if (!hasContactDetails(q)) return null;
  const fields: { [K in keyof typeof mirroredLeadColumns]: (typeof leads.$inferInsert)[K] } = {
    name: q.contact.name,
    email: q.contact.email,
    phone: q.contact.phone,
    score: q.score,
    temperature: q.temperature,
    intent: q.intent,
    qualification: q,
  };
  const [existing] = await mirroredLeadQuery(tx).execute({ conversationId: conversation.id });
  const base = { agentId: conversation.agentId, conversationId: conversation.id };
  if (!existing) {
    const routing = await routeNewLead(tx, {
      agentId: conversation.agentId,
      widgetBranchId: conversation.branchId,
      leadAreas: q.areas,
    });
    const insertLead = tx.insert(leads).values({
      id: routing.leadId,
      ...base,
      widgetId: conversation.widgetId,
      ...fields,
      listing: conversation.listing,
      branchId: routing.branchId,
      assignedMemberId: routing.member?.id ?? null,
      assignedAt: routing.member ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    const writes = routingWrites(tx, { agentId: conversation.agentId, conversation, routing, now });
    await executeWithWrites(tx, insertLead, writes);
    await recordAgentEvent(tx, { type: 'lead.created', ...base, leadId: routing.leadId });
    return routing.leadId;
  }
  const changed = (Object.keys(mirroredLeadColumns) as Array<keyof typeof fields>).some(
    (key) => stableJson(existing[key]) !== stableJson(fields[key]),
  );
  if (!changed) return null;
  await tx
    .update(leads)
    .set({ ...fields, updatedAt: now })
    .where(eq(leads.id, existing.id));
  await recordAgentEvent(tx, { type: 'lead.updated', ...base, leadId: existing.id });
  return existing.id;
}

/** JSON with sorted keys: jsonb gives keys back in its own order, which is not a change. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
