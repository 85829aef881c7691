import { TEMPERATURES } from '@leadwise/contracts';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { conversations, documents, leads } from '../../db/schema';
import type { EmailMessage } from '../outbox/enqueue-email';
import { conversationUrl, widgetSettingsUrl } from './alert-links';
import { describeDocument, leadName } from './lead-facts';
import { type LocalDate, longDate } from '@leadwise/conversation/calendar';

const LIST_LIMIT = 10;

export interface SummaryWindow {
  day: LocalDate;
  from: Date;
  to: Date;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The 08:00 email about yesterday (in the agent's time zone): conversations, new leads by
 * temperature, documents received, and the leads nobody has contacted yet. Null on a day with
 * nothing new, so no email goes out.
 */
export async function buildDailySummary(
  db: Executor,
  agent: { id: string; name: string },
  to: string,
  window: SummaryWindow,
  /** A negotiator's summary: only the leads assigned to them, and those leads' conversations. */
  memberId?: string,
): Promise<EmailMessage | null> {
  const yesterday = (column: PgColumn) => and(gte(column, window.from), lt(column, window.to));
  const theirs = memberId ? eq(leads.assignedMemberId, memberId) : undefined;
  const theirConversation = memberId
    ? sql`exists (select 1 from ${leads} where ${leads.conversationId} = ${conversations.id} and ${theirs})`
    : undefined;
  const dayConversations = await db
    .select({
      id: conversations.id,
      contactName: conversations.contactName,
      temperature: conversations.temperature,
      score: conversations.score,
      messageCount: conversations.messageCount,
    })
    .from(conversations)
    .where(and(eq(conversations.agentId, agent.id), yesterday(conversations.createdAt), theirConversation))
    .orderBy(desc(conversations.score), desc(conversations.createdAt));
  const newLeads = await db
    .select({ temperature: leads.temperature, n: count() })
    .from(leads)
    .where(and(eq(leads.agentId, agent.id), yesterday(leads.createdAt), theirs))
    .groupBy(leads.temperature);
  const dayDocuments = await db
    .select({ kind: documents.kind, fileName: documents.fileName, leadName: leads.name })
    .from(documents)
    .leftJoin(leads, eq(leads.conversationId, documents.conversationId))
    .where(and(eq(documents.agentId, agent.id), yesterday(documents.createdAt), theirs))
    .orderBy(documents.createdAt);
  const leadCount = newLeads.reduce((sum, row) => sum + row.n, 0);
  if (dayConversations.length === 0 && leadCount === 0 && dayDocuments.length === 0) return null;

  const uncontacted = await db
    .select({
      name: leads.name,
      temperature: leads.temperature,
      score: leads.score,
      conversationId: leads.conversationId,
    })
    .from(leads)
    .where(and(eq(leads.agentId, agent.id), eq(leads.status, 'new'), lt(leads.createdAt, window.to), theirs))
    .orderBy(desc(leads.score), desc(leads.createdAt));

  const byTemperature = TEMPERATURES.map((t) => `${t} ${newLeads.find((row) => row.temperature === t)?.n ?? 0}`);
  const hottest = TEMPERATURES.filter((t) => t !== 'cold')
    .map((t) => ({ t, n: newLeads.find((row) => row.temperature === t)?.n ?? 0 }))
    .filter(({ n }) => n > 0)
    .map(({ t, n }) => `${n} ${t}`);
  const dayName = longDate(window.day);
  const text = [
    `Good morning ${agent.name},`,
    '',
    `Here is what happened on ${dayName}.`,
    '',
    `Conversations: ${dayConversations.length}`,
    ...dayConversations
      .slice(0, LIST_LIMIT)
      .map(
        (c) =>
          `- ${c.contactName?.trim() || 'Anonymous visitor'} (${c.temperature}, score ${c.score}, ${plural(c.messageCount, 'message')}): ${conversationUrl(c.id)}`,
      ),
    ...(dayConversations.length > LIST_LIMIT ? [`- and ${dayConversations.length - LIST_LIMIT} more`] : []),
    '',
    `New leads: ${leadCount} (${byTemperature.join(', ')})`,
    '',
    `Documents received: ${dayDocuments.length}`,
    ...dayDocuments.slice(0, LIST_LIMIT).map((d) => `- ${describeDocument(d)}${d.leadName ? ` (${d.leadName})` : ''}`),
    '',
    `Leads still uncontacted: ${uncontacted.length}`,
    ...uncontacted
      .slice(0, LIST_LIMIT)
      .map((l) => `- ${leadName(l)}, ${l.temperature}, score ${l.score}: ${conversationUrl(l.conversationId)}`),
    ...(uncontacted.length > LIST_LIMIT ? [`- and ${uncontacted.length - LIST_LIMIT} more`] : []),
    '',
    `Change or switch off this summary: ${widgetSettingsUrl()}`,
  ].join('\n');
  const headline = hottest.length
    ? `${hottest.join(' and ')} new leads`
    : plural(dayConversations.length, 'conversation');
  return { to, subject: `Your Leadwise summary for ${dayName}: ${headline}`, text };
}
