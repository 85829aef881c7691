import type { LeadListQuery, LeadPage } from '@leadwise/contracts';
import { and } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leads } from '../../db/schema';
import { countAgentTotals, countMatches, hasFilters } from '../dashboard/count-matches';
import { resolveSearchQuery } from '../dashboard/text-search';
import { leadColumns, withLeadOwners, toLead } from './lead-columns';
import { leadConditions } from './lead-filters';
import { findLeadOrder } from './lead-order';

/** The agent's leads in the chosen order (newest first by default), one cursor page at a time. */
export async function listLeads(
  { db, agentId, userId }: { db: Executor; agentId: string; userId?: string },
  query: LeadListQuery & { limit: number },
): Promise<LeadPage> {
  const { sort = 'newest', ...filters } = query;
  const order = findLeadOrder(sort);
  const cursor = order.decodeCursor(query.cursor);
  const where = leadConditions(agentId, query, await resolveSearchQuery(db, query.q), userId);
  const [rows, counted] = await Promise.all([
    withLeadOwners(db.select({ ...leadColumns, position: order.positionColumn }).from(leads).$dynamic())
      .where(cursor ? and(where, order.after(cursor)) : where)
      .orderBy(...order.orderBy)
      .limit(query.limit + 1),
    countMatches(db, leads, where, hasFilters(filters), async () => (await countAgentTotals(db, agentId)).leads),
  ]);
  const hasMore = rows.length > query.limit;
  const pageRows = hasMore ? rows.slice(0, query.limit) : rows;
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toLead),
    nextCursor: hasMore && last ? order.encodeCursor(last.position) : null,
    ...counted,
  };
}
