import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/record-audit';

export interface KeepLeadContext {
  db: Database;
  agentId: string;
  leadId: string;
  actor: { userId: string; email: string };
  ip: string | null;
  now?: Date;
}

/**
 * Marks the lead as a client of the agency (`reason` says why) so the retention job keeps it and
 * its conversation; null `reason` undoes it and the usual period applies again.
 */
export async function setLeadKept(ctx: KeepLeadContext, reason: string | null) {
  const { db, agentId, leadId, now = new Date() } = ctx;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({ keepReason: reason, keptAt: reason === null ? null : now })
      .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)))
      .returning({ id: leads.id, name: leads.name, keepReason: leads.keepReason, keptAt: leads.keptAt });
    if (!row) throw new AppError('NOT_FOUND', 'Lead not found');
    await recordAudit(tx, {
      agentId,
      actor: ctx.actor,
      action: reason === null ? 'lead_unkept' : 'lead_kept',
      target: row.name ?? row.id,
      detail: { leadId, ...(reason === null ? {} : { reason }) },
      ip: ctx.ip,
    });
    return { id: row.id, keepReason: row.keepReason, keptAt: row.keptAt?.toISOString() ?? null };
  });
}
