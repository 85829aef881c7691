import type { BranchList } from '@leadwise/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches } from '../../db/schema';
import { branchColumns, toBranch } from './branch-columns';

/** The agency's branches by name. */
export async function listBranches({ db, agentId }: { db: Executor; agentId: string }): Promise<BranchList> {
  const rows = await db
    .select(branchColumns)
    .from(branches)
    .where(eq(branches.agentId, agentId))
    .orderBy(asc(branches.name), asc(branches.id));
  return { items: rows.map(toBranch) };
}
