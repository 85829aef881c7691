import { TEMPERATURES } from '@leadwise/contracts';
import { alertTemperatureOf, formatBudget, readLeadFields } from '@leadwise/conversation';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { describeSlot } from '@leadwise/conversation/appointments';
import {
  agents,
  appointments,
  conversationMessages,
  conversations,
  documents,
  leads,
  notifications,
} from '../../db/schema';
import { toAppointment } from '../appointments/appointment-rows';
import { buildCancelledAgentEmail } from '../appointments/appointment-emails';
import { enqueueEmail } from '../outbox/enqueue-email';
import { buildLeadAlertEmail, buildLeadAlertSms } from './build-lead-alert';
import { enqueueOutboxMessage } from './enqueue-outbox-message';
import { chooseLeadAlertRecipients, findLeadAlertAddresses } from './lead-alert-recipients';
import { type DocumentRow, describeDocument, type LeadRow, leadName, NOT_GIVEN } from './lead-facts';
import { nameBasedUuid } from './name-based-uuid';
import { type NotificationPreferences, resolveNotificationPreferences } from './notification-preferences';
import { appointmentsUrl } from './alert-links';
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

// Every lead created or brought up to date on a visitor's message reads these, so they are
// built once (building a query cost more CPU than PostgreSQL spent running it).
const eventAgentQuery = builtOnce((db) =>
  db
    .select({
      id: agents.id,
      email: agents.email,
      notificationSettings: agents.notificationSettings,
      crmWebhookUrl: agents.crmWebhookUrl,
      webhookSecret: agents.webhookSecret,
      isDemo: agents.isDemo,
    })
    .from(agents)
    .where(eq(agents.id, sql.placeholder('agentId')))
    .limit(1)
    .prepare('agent_event_agent'),
);

const leadByIdQuery = builtOnce((db) =>
  db
    .select()
    .from(leads)
    .where(and(eq(leads.id, sql.placeholder('leadId')), eq(leads.agentId, sql.placeholder('agentId'))))
    .limit(1)
    .prepare('agent_event_lead_by_id'),
);

const leadByConversationQuery = builtOnce((db) =>
  db
    .select()
    .from(leads)
    .where(and(eq(leads.conversationId, sql.placeholder('conversationId')), eq(leads.agentId, sql.placeholder('agentId'))))
    .limit(1)
    .prepare('agent_event_lead_by_conversation'),
);

const documentsQuery = builtOnce((db) =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.conversationId, sql.placeholder('conversationId')), eq(documents.agentId, sql.placeholder('agentId'))))
    .orderBy(documents.createdAt)
    .prepare('agent_event_documents'),
);

const alertConversationQuery = builtOnce((db) =>
  db
    .select({ messageCount: conversations.messageCount, alertsHeldBack: conversations.alertsHeldBack })
    .from(conversations)
    .where(eq(conversations.id, sql.placeholder('conversationId')))
    .limit(1)
    .prepare('lead_alert_conversation'),
);

const lastVisitorMessageQuery = builtOnce((db) =>
  db
    .select({ text: conversationMessages.text })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, sql.placeholder('conversationId')), eq(conversationMessages.role, 'visitor')))
    .orderBy(desc(conversationMessages.createdAt))
    .limit(1)
    .prepare('lead_alert_last_visitor_message'),
);

/**
 * The one place a conversation event turns into what reaches the agent (in-app notification,
 * email, SMS, CRM webhook), and so the one place the demo agency is refused all of them. Call it
 * inside the transaction that causes the event, so the event and its outgoing messages commit
 * together (alerts issue).
 */
export async function recordAgentEvent(tx: Executor, event: AgentEvent) {
  const [agent] = await eventAgentQuery(tx).execute({ agentId: event.agentId });
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
  const [conversation] = await alertConversationQuery(tx).execute({ conversationId: lead.conversationId });
  // Past the plan's limit and its grace the lead still shows in the dashboard, without email or text.
  if (conversation?.alertsHeldBack) return;
  if (prefs.email) {
    const recipients = chooseLeadAlertRecipients({
      agencyEmail: prefs.emailTo,
      ...(await findLeadAlertAddresses(tx, lead)),
    });
    const [lastVisitor] = await lastVisitorMessageQuery(tx).execute({ conversationId: lead.conversationId });
    const facts = {
      lead,
      documents: await conversationDocuments(),
      messageCount: conversation?.messageCount ?? 0,
      lastVisitorMessage: lastVisitor?.text ?? null,
    };
    for (const recipient of recipients) {
      await enqueueEmail(tx, {
        message: buildLeadAlertEmail(recipient.to, facts),
        topic: 'alert.lead',
        agentId,
        idempotencyKey: recipient.role === 'owner' ? `${key}:email` : `${key}:email:branch`,
      });
    }
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

async function findLead(tx: Executor, event: Pick<AgentEvent, 'agentId' | 'conversationId' | 'leadId'>) {
  const [lead] = event.leadId
    ? await leadByIdQuery(tx).execute({ leadId: event.leadId, agentId: event.agentId })
    : await leadByConversationQuery(tx).execute({ conversationId: event.conversationId, agentId: event.agentId });
  return lead ?? null;
}

function findDocuments(tx: Executor, event: AgentEvent) {
  return documentsQuery(tx).execute({ conversationId: event.conversationId, agentId: event.agentId });
}

export type AppointmentEventType = 'appointment.requested' | 'appointment.confirmed' | 'appointment.cancelled';

const APPOINTMENT_KIND_WORDS = { valuation: 'Valuation', viewing: 'Viewing' } as const;

/**
 * An appointment event reaching the agent, in the transaction that causes it: the CRM webhook for
 * each; an in-app notification when a visitor requests or cancels; a requested valuation alerts
 * by email and SMS like a hot lead (a booked valuation is how an agency wins an instruction), and
 * a cancellation is emailed.
 */
export async function recordAppointmentEvent(
  tx: Executor,
  event: { type: AppointmentEventType; agentId: string; appointmentId: string },
) {
  const [row] = await tx
    .select({
      appointment: appointments,
      agent: {
        id: agents.id,
        email: agents.email,
        name: agents.name,
        company: agents.company,
        timeZone: agents.timeZone,
        notificationSettings: agents.notificationSettings,
        crmWebhookUrl: agents.crmWebhookUrl,
        webhookSecret: agents.webhookSecret,
      },
    })
    .from(appointments)
    .innerJoin(agents, eq(agents.id, appointments.agentId))
    .where(and(eq(appointments.id, event.appointmentId), eq(appointments.agentId, event.agentId)))
    .limit(1);
  if (!row) return;
  const { appointment, agent } = row;
  const lead = appointment.leadId
    ? await findLead(tx, { agentId: agent.id, conversationId: '', leadId: appointment.leadId })
    : null;
  if (agent.crmWebhookUrl && agent.webhookSecret) {
    await enqueueWebhookEvent(tx, { agentId: agent.id, url: agent.crmWebhookUrl }, event.type, {
      conversationId: appointment.conversationId,
      appointment: toAppointment(appointment),
      lead: lead ? leadPayload(lead, []) : null,
    });
  }
  if (event.type === 'appointment.confirmed') return;
  const who = appointment.contact.name ?? appointment.contact.email ?? 'a visitor';
  const when = describeSlot(appointment.startsAt, agent.timeZone);
  const kind = APPOINTMENT_KIND_WORDS[appointment.kind];
  const requested = event.type === 'appointment.requested';
  const title = requested ? `${kind} requested: ${who}` : `${kind} cancelled: ${who}`;
  await tx.insert(notifications).values({
    agentId: agent.id,
    type: event.type,
    title,
    body: when,
    conversationId: appointment.conversationId,
  });
  const prefs = resolveNotificationPreferences(agent);
  const key = `${event.type}:${appointment.id}`;
  if (!requested) {
    if (prefs.email) {
      await enqueueEmail(tx, {
        message: buildCancelledAgentEmail(prefs.emailTo, {
          appointment,
          company: agent.company,
          agentName: agent.name,
          timeZone: agent.timeZone,
        }),
        topic: 'alert.appointment',
        agentId: agent.id,
        idempotencyKey: `${key}:email`,
      });
    }
    return;
  }
  if (appointment.kind !== 'valuation') return;
  if (prefs.email) {
    const facts = lead ? [`Phone: ${lead.phone ?? NOT_GIVEN}`, `Email: ${lead.email ?? NOT_GIVEN}`] : [];
    await enqueueEmail(tx, {
      message: {
        to: prefs.emailTo,
        subject: `Valuation requested: ${who}, ${when}`,
        text: [
          `${who} asked for a valuation on ${when}.`,
          ...facts,
          '',
          `Confirm it, decline it or propose another time: ${appointmentsUrl()}`,
        ].join('\n'),
      },
      topic: 'alert.appointment',
      agentId: agent.id,
      idempotencyKey: `${key}:email`,
    });
  }
  if (prefs.sms && prefs.smsTo) {
    await enqueueOutboxMessage(tx, {
      channel: 'sms',
      agentId: agent.id,
      recipient: prefs.smsTo,
      topic: 'alert.appointment',
      payload: { text: `Leadwise: valuation requested by ${who.slice(0, 40)}, ${when}. ${appointmentsUrl()}` },
      idempotencyKey: `${key}:sms`,
    });
  }
}
