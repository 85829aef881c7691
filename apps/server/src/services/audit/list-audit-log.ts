import { AUDIT_ACTION_LABELS, type AuditAction, type AuditPage, type AuditQuery } from '@leadwise/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import { afterCursor, cursorKey, decodeCursor, toPage } from '../dashboard/keyset-cursor';

/** The agency's audit log newest first, in keyset pages, optionally one kind of action. */
export async function listAuditLog(
  { db, agentId }: { db: Executor; agentId: string },
  query: { cursor?: string; limit: number; action?: AuditQuery['action'] },
): Promise<AuditPage> {
  const cursor = decodeCursor(query.cursor);
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: auditLog.actorEmail,
      target: auditLog.target,
      detail: auditLog.detail,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
      cursorKey: cursorKey(auditLog.createdAt),
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.agentId, agentId),
        query.action ? eq(auditLog.action, query.action) : undefined,
        cursor ? afterCursor(auditLog.createdAt, auditLog.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return {
    items: page.rows.map(({ cursorKey: _key, ...row }) => {
      const action = row.action as AuditAction;
      return {
        ...row,
        action,
        actionLabel: AUDIT_ACTION_LABELS[action] ?? row.action,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    nextCursor: page.nextCursor,
  };
}
