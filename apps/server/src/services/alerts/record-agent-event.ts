import { TEMPERATURES } from '@leadwise/contracts';
import { alertTemperatureOf, readLeadFields } from '@leadwise/conversation';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents, conversationMessages, conversations, documents, leads, notifications } from '../../db/schema';
import { enqueueEmail } from '../outbox/enqueue-email';
import { buildLeadAlertEmail, buildLeadAlertSms } from './build-lead-alert';
import { enqueueOutboxMessage } from './enqueue-outbox-message';
import { type DocumentRow, describeDocument, formatBudget, type LeadRow, leadName } from './lead-facts';
import { nameBasedUuid } from './name-based-uuid';
import { type NotificationPreferences, resolveNotificationPreferences } from './notification-preferences';
import { conversationPayload, documentPayload, enqueueWebhookEvent, leadPayload } from './webhook-events';

export type AgentEventType = 'lead.created' | 'lead.updated' | 'document.received' | 'conversation.closed';

export interface AgentEvent {
  type: AgentEventType;
  agentId: string;
  conversationId: string;
  leadId?: string | null;
  documentId?: string | null;
}

type Temperature = (typeof TEMPERATURES)[number];
type AgentRow = Pick<
  typeof agents.$inferSelect,
  'id' | 'email' | 'notificationSettings' | 'crmWebhookUrl' | 'webhookSecret'
>;

/**
 * The one place a conversation event turns into what reaches the agent (in-app notification,
 * email, SMS, CRM webhook), and so the one place the demo agency is refused all of them. Call it
 * inside the transaction that causes the event, so the event and its outgoing messages commit
 * together (alerts issue).
 */
export async function recordAgentEvent(tx: Executor, event: AgentEvent) {
  const [agent] = await tx
    .select({
      id: agents.id,
      email: agents.email,
      notificationSettings: agents.notificationSettings,
      crmWebhookUrl: agents.crmWebhookUrl,
      webhookSecret: agents.webhookSecret,
      isDemo: agents.isDemo,
    })
    .from(agents)
    .where(eq(agents.id, event.agentId))
    .limit(1);
  // The demo agency's visitors are strangers trying the product: nothing reaches anyone, not even
  // an in-app notification nobody reads.
  if (!agent || agent.isDemo) return;
  const lead = await findLead(tx, event);
  // Loaded at most once, and only when a webhook or an alert email lists them.
  let documentsOnce: Promise<DocumentRow[]> | undefined;
  const conversationDocuments = () => (documentsOnce ??= findDocuments(tx, event));
  const webhook = agent.crmWebhookUrl && agent.webhookSecret ? { agentId: agent.id, url: agent.crmWebhookUrl } : null;

  switch (event.type) {
    case 'lead.created':
    case 'lead.updated': {
      if (!lead) return;
      const alerted = await alertIfLeadReachedChosenTemperature(tx, agent, lead, event.type, conversationDocuments);
      if (!alerted && event.type === 'lead.created') {
        await tx.insert(notifications).values({
          agentId: agent.id,
          type: 'lead.created',
          title: `New lead: ${leadName(lead)}`,
          body: leadHeadline(lead),
          conversationId: lead.conversationId,
        });
      }
      if (webhook) {
        await enqueueWebhookEvent(tx, webhook, event.type, {
          conversationId: lead.conversationId,
          lead: leadPayload(lead, await conversationDocuments()),
        });
      }
      return;
    }
    case 'document.received': {
      if (!event.documentId) return;
      const [doc] = await tx
        .select()
        .from(documents)
        .where(and(eq(documents.id, event.documentId), eq(documents.agentId, agent.id)))
        .limit(1);
      if (!doc) return;
      await tx.insert(notifications).values({
        agentId: agent.id,
        type: 'document.received',
        title: `Document received from ${lead ? leadName(lead) : 'a visitor'}`,
        body: describeDocument(doc),
        conversationId: doc.conversationId,
      });
      if (webhook) {
        await enqueueWebhookEvent(tx, webhook, event.type, {
          conversationId: doc.conversationId,
          document: documentPayload(doc),
          lead: lead ? leadPayload(lead, await conversationDocuments()) : null,
        });
      }
      return;
    }
    case 'conversation.closed': {
      if (!webhook) return;
      const [conversation] = await tx
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, event.conversationId), eq(conversations.agentId, agent.id)))
        .limit(1);
      if (!conversation) return;
      await enqueueWebhookEvent(tx, webhook, event.type, {
        conversationId: conversation.id,
        conversation: conversationPayload(conversation),
        lead: lead ? leadPayload(lead, await conversationDocuments()) : null,
      });
      return;
    }
  }
}

/** The id of "this lead reached this temperature": one row per pair, whichever transaction wins. */
export function leadAlertNotificationId(leadId: string, temperature: Temperature) {
  return nameBasedUuid(`lead-alert:${leadId}:${temperature}`);
}

/**
 * A lead alerts when it first reaches one of the agent's chosen temperatures: never twice for the
 * same temperature, and not when it cools after an alert at a hotter one. The in-app notification
 * with a name-based id is the record, so two concurrent events cannot both alert.
 */
async function alertIfLeadReachedChosenTemperature(
  tx: Executor,
  agent: AgentRow,
  lead: LeadRow,
  type: 'lead.created' | 'lead.updated',
  conversationDocuments: () => Promise<DocumentRow[]>,
) {
  const prefs = resolveNotificationPreferences(agent);
  const fields = readLeadFields(lead.qualification);
  const temperature = alertTemperatureOf({ temperature: lead.temperature, fields });
  if (!prefs.temperatures.includes(temperature)) return false;
  const hotterOrSame = TEMPERATURES.slice(0, TEMPERATURES.indexOf(temperature) + 1);
  const earlier = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        hotterOrSame.map((t) => leadAlertNotificationId(lead.id, t)),
      ),
    )
    .limit(1);
  if (earlier.length > 0) return false;
  const [claimed] = await tx
    .insert(notifications)
    .values({
      id: leadAlertNotificationId(lead.id, temperature),
      agentId: agent.id,
      type,
      title: `${type === 'lead.created' ? 'New' : 'Now'} ${fields.valuation ? 'valuation request' : `${temperature} lead`}: ${leadName(lead)}`,
      body: leadHeadline(lead),
      conversationId: lead.conversationId,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!claimed) return false;
  await sendLeadAlert(tx, agent.id, prefs, lead, temperature, conversationDocuments);
  return true;
}

async function sendLeadAlert(
  tx: Executor,
  agentId: string,
  prefs: NotificationPreferences,
  lead: LeadRow,
  temperature: Temperature,
  conversationDocuments: () => Promise<DocumentRow[]>,
) {
  const key = `lead-alert:${lead.id}:${temperature}`;
  const [conversation] = await tx
    .select({ messageCount: conversations.messageCount, alertsHeldBack: conversations.alertsHeldBack })
    .from(conversations)
    .where(eq(conversations.id, lead.conversationId))
    .limit(1);
  // Past the plan's limit and its grace the lead still shows in the dashboard, without email or text.
  if (conversation?.alertsHeldBack) return;
  if (prefs.email) {
    const [lastVisitor] = await tx
      .select({ text: conversationMessages.text })
      .from(conversationMessages)
      .where(
        and(eq(conversationMessages.conversationId, lead.conversationId), eq(conversationMessages.role, 'visitor')),
      )
      .orderBy(desc(conversationMessages.createdAt))
      .limit(1);
    await enqueueEmail(tx, {
      message: buildLeadAlertEmail(prefs.emailTo, {
        lead,
        documents: await conversationDocuments(),
        messageCount: conversation?.messageCount ?? 0,
        lastVisitorMessage: lastVisitor?.text ?? null,
      }),
      topic: 'alert.lead',
      agentId,
      idempotencyKey: `${key}:email`,
    });
  }
  if (prefs.sms && prefs.smsTo) {
    await enqueueOutboxMessage(tx, {
      channel: 'sms',
      agentId,
      recipient: prefs.smsTo,
      topic: 'alert.lead',
      payload: { text: buildLeadAlertSms(lead) },
      idempotencyKey: `${key}:sms`,
    });
  }
}

function leadHeadline(lead: LeadRow) {
  const budget = formatBudget(lead.qualification?.budget);
  return [`Score ${lead.score}`, lead.temperature, budget, lead.qualification?.areas?.join(', ')]
    .filter(Boolean)
    .join(' · ');
}

async function findLead(tx: Executor, event: AgentEvent) {
  const match = event.leadId
    ? and(eq(leads.id, event.leadId), eq(leads.agentId, event.agentId))
    : and(eq(leads.conversationId, event.conversationId), eq(leads.agentId, event.agentId));
  const [lead] = await tx.select().from(leads).where(match).limit(1);
  return lead ?? null;
}

function findDocuments(tx: Executor, event: AgentEvent) {
  return tx
    .select()
    .from(documents)
    .where(and(eq(documents.conversationId, event.conversationId), eq(documents.agentId, event.agentId)))
    .orderBy(documents.createdAt);
}
