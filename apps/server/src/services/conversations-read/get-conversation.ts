import type { ConversationDetail } from '@leadwise/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversationMessages, conversations, documents, leads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { conversationSummaryColumns, toConversationSummary } from './conversation-columns';
import { leadColumns, toLeadOwners, withLeadOwners } from '../leads/lead-columns';
import { toExtractedData } from './to-extracted-data';
import { conversationScope, type MemberScope } from '../team/member-scope';


/** A transcript longer than this shows its most recent messages (abuse guard; real chats are far shorter). */
export const MAX_TRANSCRIPT_MESSAGES = 2000;

/** One conversation with its transcript, extracted qualification, documents and lead; the owner's only. */
export async function getConversation({
  db,
  member,
  conversationId,
}: {
  db: Executor;
  member: MemberScope;
  conversationId: string;
}): Promise<ConversationDetail> {
  const { agentId } = member;
  const owned = and(eq(conversations.id, conversationId), conversationScope(member));
  const [[conversation], messages, docs, [lead]] = await Promise.all([
    db
      .select({
        ...conversationSummaryColumns,
        lastMessage: conversations.lastMessage,
        pageUrl: conversations.pageUrl,
        listing: conversations.listing,
        qualification: conversations.qualification,
        qualifiedAt: conversations.qualifiedAt,
        closedAt: conversations.closedAt,
        consent: conversations.consent,
      })
      .from(conversations)
      .where(owned)
      .limit(1),
    db
      .select({
        id: conversationMessages.id,
        role: conversationMessages.role,
        text: conversationMessages.text,
        createdAt: conversationMessages.createdAt,
      })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.agentId, agentId)))
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
      .limit(MAX_TRANSCRIPT_MESSAGES),
    db
      .select({
        id: documents.id,
        kind: documents.kind,
        fileName: documents.fileName,
        mimeType: documents.mimeType,
        sizeBytes: documents.sizeBytes,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(and(eq(documents.conversationId, conversationId), eq(documents.agentId, agentId)))
      .orderBy(asc(documents.createdAt)),
    withLeadOwners(
      db
        .select({
          id: leads.id,
          status: leads.status,
          notes: leads.notes,
          score: leads.score,
          temperature: leads.temperature,
          createdAt: leads.createdAt,
          assigneeId: leadColumns.assigneeId,
          assigneeName: leadColumns.assigneeName,
          branchId: leadColumns.branchId,
          branchName: leadColumns.branchName,
          keepReason: leads.keepReason,
          keptAt: leads.keptAt,
        })
        .from(leads)
        .$dynamic(),
    )
      .where(and(eq(leads.conversationId, conversationId), eq(leads.agentId, agentId)))
      .limit(1),
  ]);
  if (!conversation) throw new AppError('NOT_FOUND', 'Conversation not found');

  const endedAt = conversation.closedAt ?? conversation.lastMessageAt ?? conversation.createdAt;
  return {
    conversation: {
      ...toConversationSummary(conversation),
      pageUrl: conversation.pageUrl,
      listing: conversation.listing,
      qualifiedAt: conversation.qualifiedAt?.toISOString() ?? null,
      closedAt: conversation.closedAt?.toISOString() ?? null,
      durationMinutes: Math.max(0, Math.round((endedAt.getTime() - conversation.createdAt.getTime()) / 60_000)),
    },
    // Fetched newest first so the cap keeps the latest; shown oldest first.
    messages: messages.reverse().map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    extracted: toExtractedData(conversation.qualification, {
      name: conversation.contactName,
      email: conversation.contactEmail,
      phone: conversation.contactPhone,
    }),
    documents: docs.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    lead: lead
      ? toConversationLead({ ...lead, keptAt: lead.keptAt?.toISOString() ?? null, consent: conversation.consent })
      : null,
  };
}

type ConversationLead = NonNullable<ConversationDetail['lead']>;

function toConversationLead({
  assigneeId,
  assigneeName,
  branchId,
  branchName,
  createdAt,
  ...lead
}: Omit<ConversationLead, 'assignee' | 'branch' | 'createdAt'> & {
  createdAt: Date;
  assigneeId: string | null;
  assigneeName: string | null;
  branchId: string | null;
  branchName: string | null;
}): ConversationLead {
  return { ...lead, ...toLeadOwners({ assigneeId, assigneeName, branchId, branchName }), createdAt: createdAt.toISOString() };
}
