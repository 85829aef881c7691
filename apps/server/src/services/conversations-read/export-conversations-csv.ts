import type { ConversationListQuery } from '@leadwise/contracts';
import { LEAD_FIELD_CSV_HEADER, toLeadFieldCsvCells } from '@leadwise/conversation';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversations, leads } from '../../db/schema';
import { CSV_BOM, toCsvRow } from '../dashboard/csv';
import { afterCursor, cursorKey, keysetBatches, newestFirst } from '../dashboard/keyset-cursor';
import { resolveSearchQuery } from '../dashboard/text-search';
import type { MemberScope } from '../team/member-scope';
import { conversationConditions } from './conversation-filters';
import { toExtractedData } from './to-extracted-data';

export const CONVERSATION_CSV_HEADER = [
  'conversation_id',
  'started_at',
  'status',
  'mode',
  'score',
  'temperature',
  'contact_name',
  'contact_email',
  'contact_phone',
  ...LEAD_FIELD_CSV_HEADER,
  'message_count',
  'last_message_at',
  'last_message',
  'lead_status',
  'page_url',
];

/**
 * The filtered conversations as CSV, one row each, newest first. Streamed in keyset batches so
 * 100,000 rows never sit in memory at once.
 */
export async function* exportConversationsCsv(
  { db, member }: { db: Executor; member: MemberScope },
  query: Omit<ConversationListQuery, 'cursor' | 'limit'>,
): AsyncGenerator<string> {
  yield CSV_BOM + toCsvRow(CONVERSATION_CSV_HEADER);
  const where = conversationConditions(member, query, await resolveSearchQuery(db, query.q));
  const batches = keysetBatches((cursor, limit) =>
    db
      .select({
        id: conversations.id,
        cursorKey: cursorKey(conversations.createdAt),
        createdAt: conversations.createdAt,
        status: conversations.status,
        mode: conversations.mode,
        score: conversations.score,
        temperature: conversations.temperature,
        contactName: conversations.contactName,
        contactEmail: conversations.contactEmail,
        contactPhone: conversations.contactPhone,
        qualification: conversations.qualification,
        messageCount: conversations.messageCount,
        lastMessageAt: conversations.lastMessageAt,
        lastMessage: conversations.lastMessage,
        pageUrl: conversations.pageUrl,
        leadStatus: leads.status,
      })
      .from(conversations)
      .leftJoin(leads, eq(leads.conversationId, conversations.id))
      .where(cursor ? and(where, afterCursor(conversations.createdAt, conversations.id, cursor)) : where)
      .orderBy(...newestFirst(conversations.createdAt, conversations.id))
      .limit(limit),
  );
  for await (const rows of batches) {
    yield rows
      .map((row) => {
        const extracted = toExtractedData(row.qualification, {
          name: row.contactName,
          email: row.contactEmail,
          phone: row.contactPhone,
        });
        return toCsvRow([
          row.id,
          row.createdAt,
          row.status,
          row.mode,
          row.score,
          row.temperature,
          extracted.contact.name,
          extracted.contact.email,
          extracted.contact.phone,
          ...toLeadFieldCsvCells(extracted),
          row.messageCount,
          row.lastMessageAt,
          row.lastMessage,
          row.leadStatus,
          row.pageUrl,
        ]);
      })
      .join('');
  }
}
