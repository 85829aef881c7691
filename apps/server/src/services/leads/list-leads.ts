import type { LeadListQuery, LeadPage } from '@leadwise/contracts';
import { and } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leads } from '../../db/schema';
import { countAgentTotals, countMatches, hasFilters } from '../dashboard/count-matches';
import { afterCursor, decodeCursor, newestFirst, toPage } from '../dashboard/keyset-cursor';
import { resolveSearchQuery } from '../dashboard/text-search';
import { leadColumns, toLead } from './lead-columns';
import { leadConditions } from './lead-filters';

/** The agent's leads, newest first, one cursor page at a time. */
export async function listLeads(
  { db, agentId }: { db: Executor; agentId: string },
  query: LeadListQuery & { limit: number },
): Promise<LeadPage> {
  const cursor = decodeCursor(query.cursor);
  const where = leadConditions(agentId, query, await resolveSearchQuery(db, query.q));
  const [rows, counted] = await Promise.all([
    db
      .select(leadColumns)
      .from(leads)
      .where(cursor ? and(where, afterCursor(leads.createdAt, leads.id, cursor)) : where)
      .orderBy(...newestFirst(leads.createdAt, leads.id))
      .limit(query.limit + 1),
    countMatches(db, leads, where, hasFilters(query), async () => (await countAgentTotals(db, agentId)).leads),
  ]);
  const page = toPage(rows, query.limit);
  return { items: page.rows.map(toLead), nextCursor: page.nextCursor, ...counted };
}
