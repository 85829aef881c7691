import type { LeadListQuery } from '@leadwise/contracts';
import { LEAD_FIELD_CSV_HEADER, toLeadFieldCsvCells } from '@leadwise/conversation';
import { and } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leads } from '../../db/schema';
import { CSV_BOM, toCsvRow } from '../dashboard/csv';
import { afterCursor, keysetBatches, newestFirst } from '../dashboard/keyset-cursor';
import { resolveSearchQuery } from '../dashboard/text-search';
import { leadColumns, withLeadOwners, toLead } from './lead-columns';
import { leadConditions } from './lead-filters';

export const LEAD_CSV_HEADER = [
  'lead_id',
  'created_at',
  'name',
  'email',
  'phone',
  'score',
  'temperature',
  'status',
  'notes',
  ...LEAD_FIELD_CSV_HEADER,
  'conversation_url',
];

/** The filtered leads as CSV for a spreadsheet or a CRM import, newest first, streamed in batches. */
export async function* exportLeadsCsv(
  { db, agentId, userId, publicUrl }: { db: Executor; agentId: string; userId?: string; publicUrl: string },
  query: Omit<LeadListQuery, 'cursor' | 'limit'>,
): AsyncGenerator<string> {
  yield CSV_BOM + toCsvRow(LEAD_CSV_HEADER);
  const where = leadConditions(agentId, query, await resolveSearchQuery(db, query.q), userId);
  const batches = keysetBatches((cursor, limit) =>
    withLeadOwners(db.select(leadColumns).from(leads).$dynamic())
      .where(cursor ? and(where, afterCursor(leads.createdAt, leads.id, cursor)) : where)
      .orderBy(...newestFirst(leads.createdAt, leads.id))
      .limit(limit),
  );
  for await (const rows of batches) {
    yield rows
      .map((row) => {
        const lead = toLead(row);
        return toCsvRow([
          lead.id,
          lead.createdAt,
          lead.name,
          lead.email,
          lead.phone,
          lead.score,
          lead.temperature,
          lead.status,
          lead.notes,
          ...toLeadFieldCsvCells(lead.extracted),
          `${publicUrl}/dashboard/conversations/${lead.conversationId}`,
        ]);
      })
      .join('');
  }
}
