import type { Lead } from '@leadwise/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { leadColumns, toLead, withLeadOwners } from './lead-columns';

/** One of the agency's leads with whose it is; another agency's id is not found. */
export async function findLead({ db, agentId, leadId }: { db: Executor; agentId: string; leadId: string }): Promise<Lead> {
  const [row] = await withLeadOwners(db.select(leadColumns).from(leads).$dynamic())
    .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Lead not found');
  return toLead(row);
}
