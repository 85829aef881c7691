import type { WidgetSettings } from '@leadwise/contracts/widget-config';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { agents, conversationMessages, conversations, type MessageRole, widgets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { readWidgetSettings } from '../dashboard/get-widget-config';
import { conversationScope, type MemberScope } from '../team/member-scope';
import { isVisitorTokenFor } from './visitor-token';

export const CHAT_UNAVAILABLE = 'This chat is not available at the moment. Please contact the agent directly.';
export const CONVERSATION_NOT_FOUND = 'Conversation not found';

const { searchVector: _searchVector, ...rowColumns } = getTableColumns(conversations);
/**
 * Every column of a conversation but its search vector. Only the database's search reads the
 * vector, and it grows with every message: reading it back on each message cost PostgreSQL its
 * text form and the server its parsing, for nothing.
 */
export const conversationRowColumns = rowColumns;
export type ConversationRow = Omit<typeof conversations.$inferSelect, 'searchVector'>;

type RowColumnName = keyof typeof conversationRowColumns;

/**
 * A conversation's columns as a step of a statement returned them (`returning(conversationRowColumns)`
 * in a `with`), to select them from that step by name.
 */
export function conversationColumnsOf<Step extends Record<RowColumnName, unknown>>(step: Step) {
  return Object.fromEntries(Object.keys(conversationRowColumns).map((key) => [key, step[key as RowColumnName]])) as {
    [K in RowColumnName]: Step[K];
  };
}

/** A line of the transcript as the engine reads it. */
export type TranscriptLine = { role: MessageRole; text: string };

export interface ConversationContext {
  conversation: ConversationRow;
  settings: WidgetSettings;
  widgetIsActive: boolean;
  agentTimeZone: string;
}

/** Who said what, in order, as one value of the row that reads the conversation. */
const transcriptField = sql<TranscriptLine[] | null>`(
  select coalesce(json_agg(json_build_object('role', m.role, 'text', m.text) order by m.created_at, m.id), '[]')
    from ${conversationMessages} m
   where m.conversation_id = ${conversations.id})`.mapWith((value: unknown) =>
  typeof value === 'string' ? JSON.parse(value) : value,
);
const noTranscript = sql<TranscriptLine[] | null>`null`;

/** The conversation with its widget's settings and agency; with its transcript when asked. */
const contextQuery = (db: Executor, { withTranscript = false } = {}) =>
  db
    .select({
      conversation: conversationRowColumns,
      settings: widgets.settings,
      widgetIsActive: widgets.isActive,
      agentTimeZone: agents.timeZone,
      company: agents.company,
      agentName: agents.name,
      agencyDeletedAt: agents.deletedAt,
      transcript: withTranscript ? transcriptField : noTranscript,
    })
    .from(conversations)
    .innerJoin(widgets, eq(widgets.id, conversations.widgetId))
    .innerJoin(agents, eq(agents.id, conversations.agentId))
    .$dynamic();

type ContextRow = Awaited<ReturnType<typeof contextQuery>>[number];

/** A visitor's conversation by id: read on every request of the widget, so built once. */
const visitorContextQuery = builtOnce((db) =>
  contextQuery(db)
    .where(eq(conversations.id, sql.placeholder('conversationId')))
    .limit(1)
    .prepare('visitor_conversation_context'),
);

/** The same with the transcript, in one read: what the engine needs on every visitor message. */
const visitorTurnQuery = builtOnce((db) =>
  contextQuery(db, { withTranscript: true })
    .where(eq(conversations.id, sql.placeholder('conversationId')))
    .limit(1)
    .prepare('visitor_conversation_turn'),
);

function toContext(row: ContextRow | undefined): ConversationContext | undefined {
  // A deleted agency's conversations are gone for visitors at once, as for its dashboard.
  if (!row || row.agencyDeletedAt) return undefined;
  return {
    conversation: row.conversation,
    settings: readWidgetSettings(row.settings, row.company, row.agentName),
    widgetIsActive: row.widgetIsActive,
    agentTimeZone: row.agentTimeZone,
  };
}

/**
 * The visitor's own conversation, or 404: a token for another conversation (or a guessed id)
 * learns nothing, not even that the conversation exists.
 */
function provenVisitorContext(row: ContextRow | undefined, visitorToken: string): ConversationContext {
  const context = toContext(row);
  if (!context || !isVisitorTokenFor(context.conversation.visitorTokenHash, visitorToken)) {
    throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  }
  if (!context.widgetIsActive) throw new AppError('FORBIDDEN', CHAT_UNAVAILABLE);
  return context;
}

function requireVisitorToken(visitorToken: string | undefined): string {
  if (!visitorToken) throw new AppError('UNAUTHORIZED', 'A visitor token is required');
  return visitorToken;
}

type VisitorConversationInput = { conversationId: string; visitorToken: string | undefined };

export async function findVisitorConversation(
  db: Executor,
  { conversationId, visitorToken }: VisitorConversationInput,
): Promise<ConversationContext> {
  const token = requireVisitorToken(visitorToken);
  const [row] = await visitorContextQuery(db).execute({ conversationId });
  return provenVisitorContext(row, token);
}

/**
 * The visitor's own conversation with its transcript. The transcript is read with the row
 * that proves the token, and handed out only once it has.
 */
export async function findVisitorConversationWithTranscript(
  db: Executor,
  { conversationId, visitorToken }: VisitorConversationInput,
): Promise<{ context: ConversationContext; transcript: TranscriptLine[] }> {
  const token = requireVisitorToken(visitorToken);
  const [row] = await visitorTurnQuery(db).execute({ conversationId });
  return { context: provenVisitorContext(row, token), transcript: row.transcript ?? [] };
}

/** A conversation the signed-in member may work on; another agency's or branch's id is a 404, never a 403. */
export async function findAgentConversation(
  db: Executor,
  { member, conversationId }: { member: MemberScope; conversationId: string },
): Promise<ConversationContext> {
  const [row] = await contextQuery(db)
    .where(and(eq(conversations.id, conversationId), conversationScope(member)))
    .limit(1);
  const context = toContext(row);
  if (!context) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  return context;
}

/** Re-reads the conversation row under a row lock, serialising writers of one conversation. */
export async function lockConversation(tx: Executor, conversationId: string): Promise<ConversationRow> {
  const [row] = await tx
    .select(conversationRowColumns)
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  return row;
}

/** A closed conversation that hears from someone again is open again, qualified if it was. */
export function reopenedStatus(conversation: Pick<ConversationRow, 'status' | 'qualifiedAt'>) {
  if (conversation.status !== 'closed') return conversation.status;
  return conversation.qualifiedAt ? 'qualified' : 'active';
}
