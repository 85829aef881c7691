import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Deletes a branch. Its people, widgets, conversations, leads and appointments stay: their
 * branch falls to null (the foreign keys say so), so they belong to the whole agency and new
 * leads from its widgets route by area again.
 */
export async function deleteBranch({ db, agentId, branchId }: { db: Database; agentId: string; branchId: string }) {
  const [deleted] = await db
    .delete(branches)
    .where(and(eq(branches.id, branchId), eq(branches.agentId, agentId)))
    .returning({ id: branches.id });
  if (!deleted) throw new AppError('NOT_FOUND', 'Branch not found');
}
