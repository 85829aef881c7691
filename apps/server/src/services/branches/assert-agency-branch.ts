import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * A branch id sent in a body (a widget's branch) must be one of the agency's own: another
 * agency's id, or one deleted meanwhile, is a bad field, never a link across tenants.
 */
export async function assertAgencyBranch(db: Executor, { agentId, branchId }: { agentId: string; branchId: string }) {
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.agentId, agentId)))
    .limit(1);
  if (!branch) throw new AppError('BAD_REQUEST', 'branchId must be one of your branches', 'branchId');
}
