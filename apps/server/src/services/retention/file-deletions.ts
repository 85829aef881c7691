import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storageDeletions } from '../../db/schema';
import type { DocumentStorage } from '../storage/document-storage';

/**
 * Records stored files to remove. Call it in the transaction that deletes their rows: the files go
 * only once the rows are gone for good, and a crash in between leaves the list for the next drain.
 */
export async function queueFileDeletions(tx: Executor, storageKeys: string[]) {
  if (storageKeys.length === 0) return;
  await tx.insert(storageDeletions).values(storageKeys.map((storageKey) => ({ storageKey })));
}

/**
 * Removes queued files (oldest first) and their queue entries; returns how many went. A failing
 * store keeps the entry, with its error, for the next drain. Deleting an absent file succeeds, so
 * two drains racing over one entry are harmless.
 */
export async function drainFileDeletions({
  db,
  storage,
  limit = 500,
}: {
  db: Executor;
  storage: DocumentStorage;
  limit?: number;
}): Promise<number> {
  const due = await db
    .select({ id: storageDeletions.id, storageKey: storageDeletions.storageKey })
    .from(storageDeletions)
    .orderBy(asc(storageDeletions.createdAt))
    .limit(limit);
  let removed = 0;
  for (const entry of due) {
    try {
      await storage.delete(entry.storageKey);
      const gone = await db.delete(storageDeletions).where(eq(storageDeletions.id, entry.id)).returning({ id: storageDeletions.id });
      removed += gone.length;
    } catch (error) {
      await db
        .update(storageDeletions)
        .set({ attempts: sql`${storageDeletions.attempts} + 1`, lastError: String(error).slice(0, 500) })
        .where(eq(storageDeletions.id, entry.id));
    }
  }
  return removed;
}
