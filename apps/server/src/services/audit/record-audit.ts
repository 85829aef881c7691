import type { AuditAction } from '@leadwise/contracts';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  agentId: string;
  /** Null when the system acted (a scheduled job), not a person. */
  actor: { userId: string; email: string } | null;
  action: AuditAction;
  target?: string | null;
  detail?: Record<string, unknown>;
  /** The client address (`request.ip`, which honours TRUST_PROXY). */
  ip?: string | null;
}

/**
 * Writes one audit entry. Pass the transaction that makes the change, so the entry exists exactly
 * when the change does.
 */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    agentId: entry.agentId,
    actorUserId: entry.actor?.userId ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail ?? {},
    ip: entry.ip ?? null,
  });
}
