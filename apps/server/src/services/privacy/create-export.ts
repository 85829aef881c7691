import { randomUUID } from 'node:crypto';
import type { PrivacyExport } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents, privacyExports } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { DocumentStorage } from '../storage/document-storage';
import { buildArchive } from './build-archive';
import { loadScopeRecords } from './load-scope-records';
import { findScopeIds, type RecordScope } from './subject-scope';

/** An export can be downloaded for a week; the retention job removes it after. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface PrivacyRequestContext {
  db: Database;
  storage: DocumentStorage;
  agentId: string;
  actor: { userId: string; email: string };
  ip: string | null;
  now?: Date;
}

export function toPrivacyExport(row: typeof privacyExports.$inferSelect): PrivacyExport {
  return {
    id: row.id,
    subject: row.subject,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    downloadPath: `/api/privacy/exports/${row.id}/download`,
  };
}

/**
 * Builds the zip of everything in scope (one visitor, or the whole agency before its deletion),
 * stores it and records who asked, when and from where.
 */
export async function createExport(ctx: PrivacyRequestContext, scope: RecordScope): Promise<PrivacyExport> {
  const { db, storage, agentId, now = new Date() } = ctx;
  const [agency] = await db.select({ company: agents.company }).from(agents).where(eq(agents.id, agentId));
  const records = await loadScopeRecords(db, agentId, await findScopeIds(db, agentId, scope));
  const subject = scope.kind === 'agency' ? 'agency' : scope.subject.value;
  const archive = await buildArchive(storage, records, {
    controller: agency?.company ?? null,
    subject: scope.kind === 'agency' ? { kind: 'agency' } : scope.subject,
    exportedAt: now.toISOString(),
    exportedBy: ctx.actor.email,
    counts: {
      conversations: records.conversationRows.length,
      leads: records.leadRows.length,
      documents: records.documentRows.length,
      appointments: records.appointmentRows.length,
      alerts: records.outboxRows.length,
    },
  });
  const id = randomUUID();
  const storageKey = `exports/${agentId}/${id}.zip`;
  await storage.put(storageKey, archive, 'application/zip');
  try {
    const [row] = await db.transaction(async (tx) => {
      await recordAudit(tx, {
        agentId,
        actor: ctx.actor,
        action: scope.kind === 'agency' ? 'agency_export' : 'subject_export',
        target: scope.kind === 'agency' ? null : subject,
        detail: { exportId: id, sizeBytes: archive.byteLength },
        ip: ctx.ip,
      });
      return tx
        .insert(privacyExports)
        .values({
          id,
          agentId,
          requestedBy: ctx.actor.userId,
          subject,
          storageKey,
          sizeBytes: archive.byteLength,
          createdAt: now,
          expiresAt: new Date(now.getTime() + EXPORT_TTL_MS),
        })
        .returning();
    });
    return toPrivacyExport(row);
  } catch (error) {
    // Without its row nobody could download or expire the file: remove it now.
    await storage.delete(storageKey).catch(() => {});
    throw error;
  }
}
