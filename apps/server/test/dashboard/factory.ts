import { randomUUID } from 'node:crypto';
import type { Qualification } from '@leadwise/qualifier';
import type { App } from '../../src/app';
import {
  type ConversationStatus,
  conversationMessages,
  conversations,
  type DocumentKind,
  documents,
  type LeadStatus,
  leads,
  type MessageRole,
} from '../../src/db/schema';

type Owner = { agentId: string; widgetId: string };
type Temperature = 'hot' | 'warm' | 'cold';

/** A qualification as the engine returns it (QUALIFY.md), with overrides. */
export function qualification(overrides: Partial<Qualification> = {}): Qualification {
  return {
    intent: 'buy',
    budget: { min: null, max: 450000, period: 'total' },
    mortgage: 'approved',
    timeline: 'within_3_months',
    areas: ['Clapham'],
    areaMatch: true,
    contact: { name: 'Sarah Jones', email: 'sarah@example.com', phone: '07700900123' },
    score: 95,
    temperature: 'hot',
    ...overrides,
  };
}

export interface SeedConversationOptions {
  createdAt?: Date;
  status?: ConversationStatus;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  score?: number;
  temperature?: Temperature;
  qualification?: Qualification | null;
  qualifiedAt?: Date | null;
  /** Each message one second after the previous, from createdAt. */
  messages?: Array<{ role: MessageRole; text: string }>;
  lead?: { status?: LeadStatus; notes?: string; createdAt?: Date } | false;
}

/**
 * Inserts a conversation (and its messages and lead) straight through drizzle, owned by the agent
 * and widget from createAgent: the dashboard's read side tested without the widget's write path.
 */
export async function seedConversation(app: App, owner: Owner, opts: SeedConversationOptions = {}) {
  const createdAt = opts.createdAt ?? new Date();
  const messages = opts.messages ?? [
    { role: 'assistant', text: 'Hi! Are you looking to buy or rent?' },
    { role: 'visitor', text: 'Buying a 2 bed flat in Clapham, up to 450k' },
  ];
  const lastAt = new Date(createdAt.getTime() + Math.max(0, messages.length - 1) * 1000);
  const temperature = opts.temperature ?? 'cold';
  const [conversation] = await app.db
    .insert(conversations)
    .values({
      agentId: owner.agentId,
      widgetId: owner.widgetId,
      visitorTokenHash: randomUUID(),
      status: opts.status ?? 'active',
      contactName: opts.contactName ?? null,
      contactEmail: opts.contactEmail ?? null,
      contactPhone: opts.contactPhone ?? null,
      score: opts.score ?? 0,
      temperature,
      qualification: opts.qualification ?? null,
      qualifiedAt: opts.qualifiedAt ?? null,
      lastMessage: messages.at(-1)?.text ?? null,
      lastMessageAt: messages.length ? lastAt : null,
      messageCount: messages.length,
      createdAt,
      updatedAt: lastAt,
    })
    .returning({ id: conversations.id });
  if (messages.length) {
    await app.db.insert(conversationMessages).values(
      messages.map((m, i) => ({
        conversationId: conversation.id,
        agentId: owner.agentId,
        role: m.role,
        text: m.text,
        createdAt: new Date(createdAt.getTime() + i * 1000),
      })),
    );
  }
  let leadId: string | null = null;
  if (opts.lead) {
    const [lead] = await app.db
      .insert(leads)
      .values({
        agentId: owner.agentId,
        widgetId: owner.widgetId,
        conversationId: conversation.id,
        name: opts.contactName ?? null,
        email: opts.contactEmail ?? null,
        phone: opts.contactPhone ?? null,
        score: opts.score ?? 0,
        temperature,
        status: opts.lead.status ?? 'new',
        notes: opts.lead.notes ?? '',
        qualification: opts.qualification ?? null,
        createdAt: opts.lead.createdAt ?? lastAt,
      })
      .returning({ id: leads.id });
    leadId = lead.id;
  }
  return { conversationId: conversation.id, leadId };
}

/** A hot, qualified conversation with a lead: the common case of the lists. */
export function seedHotLead(app: App, owner: Owner, overrides: SeedConversationOptions = {}) {
  const q = qualification();
  return seedConversation(app, owner, {
    status: 'qualified',
    contactName: q.contact.name,
    contactEmail: q.contact.email,
    contactPhone: q.contact.phone,
    score: q.score,
    temperature: q.temperature,
    qualification: q,
    lead: {},
    ...overrides,
  });
}

export async function seedDocument(
  app: App,
  owner: Owner & { conversationId: string },
  opts: { kind?: DocumentKind; fileName?: string; mimeType?: string; storageKey?: string; createdAt?: Date } = {},
) {
  const [row] = await app.db
    .insert(documents)
    .values({
      agentId: owner.agentId,
      conversationId: owner.conversationId,
      kind: opts.kind ?? 'mortgage_certificate',
      fileName: opts.fileName ?? 'aip.pdf',
      mimeType: opts.mimeType ?? 'application/pdf',
      sizeBytes: 12,
      sha256: 'test',
      storageKey: opts.storageKey ?? `documents/${owner.agentId}/${randomUUID()}.pdf`,
      createdAt: opts.createdAt ?? new Date(),
    })
    .returning({ id: documents.id, storageKey: documents.storageKey });
  return row;
}
