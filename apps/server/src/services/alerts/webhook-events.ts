import { randomBytes } from 'node:crypto';
import { leadTypeOf, readLeadFields, toLeadFieldWebhookData } from '@leadwise/conversation';
import type { Executor } from '../../db/client';
import type { conversations } from '../../db/schema';
import { assertNotDemoAgent } from '../demo/is-demo-agent';
import { conversationUrl } from './alert-links';
import { enqueueOutboxMessage } from './enqueue-outbox-message';
import type { DocumentRow, LeadRow } from './lead-facts';

type ConversationRow = typeof conversations.$inferSelect;

/** Standard Webhooks message ids: unique per message, the same on every retry. */
export function newWebhookMessageId() {
  return `msg_${randomBytes(16).toString('hex')}`;
}

export function documentPayload(doc: DocumentRow) {
  return {
    id: doc.id,
    kind: doc.kind,
    fileName: doc.fileName,
    mimeType: doc.mimeType,
    sizeBytes: doc.sizeBytes,
    receivedAt: doc.createdAt.toISOString(),
  };
}

/**
 * The lead as a CRM receives it: contact, qualification (every lead field, by its webhook key),
 * the lead type, the listing the visitor was looking at, score and where to see it.
 */
export function leadPayload(lead: LeadRow, docs: DocumentRow[]) {
  const fields = readLeadFields(lead.qualification);
  return {
    id: lead.id,
    conversationId: lead.conversationId,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    score: lead.score,
    temperature: lead.temperature,
    status: lead.status,
    ...toLeadFieldWebhookData(fields),
    leadType: leadTypeOf(fields.intent),
    listing: lead.listing,
    documents: docs.map(documentPayload),
    conversationUrl: conversationUrl(lead.conversationId),
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

export function conversationPayload(conversation: ConversationRow) {
  return {
    id: conversation.id,
    status: conversation.status,
    score: conversation.score,
    temperature: conversation.temperature,
    contactName: conversation.contactName,
    contactEmail: conversation.contactEmail,
    contactPhone: conversation.contactPhone,
    messageCount: conversation.messageCount,
    pageUrl: conversation.pageUrl,
    listing: conversation.listing,
    createdAt: conversation.createdAt.toISOString(),
    closedAt: conversation.closedAt?.toISOString() ?? null,
    url: conversationUrl(conversation.id),
  };
}

/**
 * Queues one Standard Webhooks message: the body `{type, timestamp, data}` is fixed now; the
 * signature and `webhook-timestamp` are made at each delivery attempt, so a retry hours later
 * still passes the receiver's 5-minute timestamp tolerance. Never for the demo agency.
 */
export async function enqueueWebhookEvent(
  tx: Executor,
  target: { agentId: string; url: string },
  type: string,
  data: Record<string, unknown>,
  now = new Date(),
) {
  await assertNotDemoAgent(tx, target.agentId);
  return enqueueOutboxMessage(tx, {
    channel: 'webhook',
    agentId: target.agentId,
    recipient: target.url,
    topic: type,
    payload: { type, timestamp: now.toISOString(), data },
    idempotencyKey: newWebhookMessageId(),
  });
}
