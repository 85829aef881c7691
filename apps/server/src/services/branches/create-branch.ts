import type { Branch, branchInputSchema } from '@leadwise/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { branches } from '../../db/schema';
import { branchValues } from './branch-columns';
import { findBranch } from './find-branch';

export async function createBranch(
  { db, agentId }: { db: Database; agentId: string },
  input: z.output<typeof branchInputSchema>,
): Promise<Branch> {
  const [created] = await db
    .insert(branches)
    .values({ agentId, ...branchValues(input) })
    .returning({ id: branches.id });
  return findBranch({ db, agentId, branchId: created.id });
}
