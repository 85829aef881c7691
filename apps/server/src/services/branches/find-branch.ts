import type { Branch } from '@leadwise/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { branchColumns, toBranch } from './branch-columns';

/** One of the agency's branches; another agency's id is not found. */
export async function findBranch(
  { db, agentId, branchId }: { db: Executor; agentId: string; branchId: string },
): Promise<Branch> {
  const [row] = await db
    .select(branchColumns)
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.agentId, agentId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Branch not found');
  return toBranch(row);
}
