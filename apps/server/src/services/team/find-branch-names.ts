import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The agency's branches, id and name, for the team forms' selects. */
export function findBranchNames(db: Executor, agentId: string) {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.agentId, agentId))
    .orderBy(asc(branches.name), asc(branches.id));
}

/** Refuses a branch id that is not one of the agency's (another agency's branch looks unknown). */
export async function assertAgencyBranch(db: Executor, agentId: string, branchId: string | null | undefined) {
  if (!branchId) return;
  const known = await findBranchNames(db, agentId);
  if (!known.some((b) => b.id === branchId)) throw new AppError('BAD_REQUEST', 'Branch not found in this agency', 'branchId');
}
