import { LISTING_FIELDS, type LeadListQuery } from '@leadwise/contracts';
import { LEAD_FIELD_CSV_HEADER, toLeadFieldCsvCells } from '@leadwise/conversation';
import { and } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leads } from '../../db/schema';
import { CSV_BOM, toCsvRow } from '../dashboard/csv';
import { resolveSearchQuery } from '../dashboard/text-search';
import { leadColumns, toLead, withLeadOwners } from './lead-columns';
import { leadConditions } from './lead-filters';
import { findLeadOrder } from './lead-order';

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
  ...LISTING_FIELDS.map((field) => `listing_${field}`),
  'conversation_url',
];

const BATCH_SIZE = 1000;

/**
 * The filtered leads as CSV for a spreadsheet or a CRM import, in the list's chosen order (newest
 * first by default), streamed in keyset batches of that order: memory stays one batch deep.
 */
export async function* exportLeadsCsv(
  { db, agentId, userId, publicUrl }: { db: Executor; agentId: string; userId?: string; publicUrl: string },
  query: Omit<LeadListQuery, 'cursor' | 'limit'>,
): AsyncGenerator<string> {
  yield CSV_BOM + toCsvRow(LEAD_CSV_HEADER);
  const order = findLeadOrder(query.sort ?? 'newest');
  const where = leadConditions(agentId, query, await resolveSearchQuery(db, query.q), userId);
  let position: string[] | null = null;
  for (;;) {
    const rows = await withLeadOwners(db.select({ ...leadColumns, position: order.positionColumn }).from(leads).$dynamic())
      .where(position ? and(where, order.after(position)) : where)
      .orderBy(...order.orderBy)
      .limit(BATCH_SIZE);
    if (rows.length > 0) yield rows.map((row) => toLeadCsvRow(row, publicUrl)).join('');
    if (rows.length < BATCH_SIZE) return;
    position = rows[rows.length - 1].position;
  }
}

function toLeadCsvRow(row: Parameters<typeof toLead>[0], publicUrl: string) {
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
    ...LISTING_FIELDS.map((field) => lead.listing?.[field] ?? null),
    `${publicUrl}/dashboard/conversations/${lead.conversationId}`,
  ]);
}
