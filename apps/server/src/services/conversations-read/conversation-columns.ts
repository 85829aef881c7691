import type { ConversationSummary } from '@leadwise/contracts';
import { sql } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import { cursorKey } from '../dashboard/keyset-cursor';

/** The list and preview longest cut is 100 characters; 200 leaves room without shipping whole essays. */
const LAST_MESSAGE_PREVIEW_CHARS = 200;

/** What every conversation list selects (never the search vector). */
export const conversationSummaryColumns = {
  id: conversations.id,
  widgetId: conversations.widgetId,
  contactName: conversations.contactName,
  contactEmail: conversations.contactEmail,
  contactPhone: conversations.contactPhone,
  lastMessage: sql<string | null>`left(${conversations.lastMessage}, ${sql.raw(String(LAST_MESSAGE_PREVIEW_CHARS))})`,
  lastMessageAt: conversations.lastMessageAt,
  status: conversations.status,
  mode: conversations.mode,
  score: conversations.score,
  temperature: conversations.temperature,
  messageCount: conversations.messageCount,
  createdAt: conversations.createdAt,
  cursorKey: cursorKey(conversations.createdAt),
};

type SummaryRow = Pick<
  typeof conversations.$inferSelect,
  | 'id'
  | 'widgetId'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'lastMessageAt'
  | 'status'
  | 'mode'
  | 'score'
  | 'temperature'
  | 'messageCount'
  | 'createdAt'
> & { lastMessage: string | null };

export function toConversationSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    widgetId: row.widgetId,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    lastMessage: row.lastMessage,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    status: row.status,
    mode: row.mode,
    score: row.score,
    temperature: row.temperature,
    messageCount: row.messageCount,
    createdAt: row.createdAt.toISOString(),
  };
}
