import type { Branch, branchInputSchema } from '@leadwise/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { branches } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { branchValues } from './branch-columns';
import { findBranch } from './find-branch';

/** The Branches form saves the whole branch. */
export async function updateBranch(
  { db, agentId, branchId }: { db: Database; agentId: string; branchId: string },
  input: z.output<typeof branchInputSchema>,
): Promise<Branch> {
  const [updated] = await db
    .update(branches)
    .set({ ...branchValues(input), updatedAt: sql`now()` })
    .where(and(eq(branches.id, branchId), eq(branches.agentId, agentId)))
    .returning({ id: branches.id });
  if (!updated) throw new AppError('NOT_FOUND', 'Branch not found');
  return findBranch({ db, agentId, branchId });
}
