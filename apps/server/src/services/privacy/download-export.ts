import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { privacyExports } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DocumentStorage } from '../storage/document-storage';

/** The agency's own export archive while it has not expired; anything else is 404. */
export async function downloadExport({
  db,
  storage,
  agentId,
  exportId,
  now = new Date(),
}: {
  db: Executor;
  storage: DocumentStorage;
  agentId: string;
  exportId: string;
  now?: Date;
}) {
  const [row] = await db
    .select()
    .from(privacyExports)
    .where(and(eq(privacyExports.id, exportId), eq(privacyExports.agentId, agentId), gt(privacyExports.expiresAt, now)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Export not found or expired');
  const fileName = row.subject === 'agency' ? 'leadwise-agency-export.zip' : 'leadwise-subject-export.zip';
  return { body: await storage.get(row.storageKey), fileName };
}
