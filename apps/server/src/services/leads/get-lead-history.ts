import { LEAD_STATUS_LABELS, type LeadEventKind, type LeadHistoryEntry } from '@leadwise/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches, leadEvents, leads, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { LeadEventDetail } from './record-lead-events';

const NOTE_PREVIEW_LENGTH = 200;

/** A lead's history, oldest first: routing, assignments, status changes and notes, with who. */
export async function getLeadHistory({
  db,
  agentId,
  leadId,
}: {
  db: Executor;
  agentId: string;
  leadId: string;
}): Promise<{ items: LeadHistoryEntry[] }> {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)))
    .limit(1);
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  const rows = await db
    .select({
      kind: leadEvents.kind,
      detail: leadEvents.detail,
      createdAt: leadEvents.createdAt,
      actorId: users.id,
      actorName: users.name,
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorUserId))
    .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.agentId, agentId)))
    // Routing writes 'created' and 'assigned' at the same instant: creation reads first.
    .orderBy(asc(leadEvents.createdAt), sql`(${leadEvents.kind} <> 'created')`, asc(leadEvents.id));
  const branchIds = rows.flatMap((row) => {
    const id = row.kind === 'created' ? (row.detail as LeadEventDetail['created']).branchId : null;
    return id ? [id] : [];
  });
  const branchNames = new Map(
    branchIds.length === 0
      ? []
      : (
          await db
            .select({ id: branches.id, name: branches.name })
            .from(branches)
            .where(and(inArray(branches.id, branchIds), eq(branches.agentId, agentId)))
        ).map((b) => [b.id, b.name] as const),
  );
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      detail: describeLeadEvent(row.kind, row.detail, branchNames),
      actor: row.actorId && row.actorName !== null ? { id: row.actorId, name: row.actorName } : null,
      at: row.createdAt.toISOString(),
    })),
  };
}

/** One history entry in words, as the lead's timeline shows it. */
export function describeLeadEvent(
  kind: LeadEventKind,
  stored: Record<string, unknown>,
  branchNames: ReadonlyMap<string, string>,
): string {
  switch (kind) {
    case 'created': {
      const { branchId } = stored as LeadEventDetail['created'];
      if (!branchId) return 'New lead, in the agency queue';
      return `New lead, routed to ${branchNames.get(branchId) ?? 'a branch since deleted'}`;
    }
    case 'assigned': {
      const { memberName, how } = stored as LeadEventDetail['assigned'];
      return how === 'routing' ? `Given to ${memberName} in turn` : `Assigned to ${memberName}`;
    }
    case 'unassigned': {
      const { memberName, reason } = stored as LeadEventDetail['unassigned'];
      const from = memberName ? ` from ${memberName}` : '';
      return reason === 'removed'
        ? `Back to the queue${from}: they left the agency`
        : `Back to the queue${from}`;
    }
    case 'status': {
      const { from, to } = stored as LeadEventDetail['status'];
      return `Status ${LEAD_STATUS_LABELS[from] ?? from} → ${LEAD_STATUS_LABELS[to] ?? to}`;
    }
    case 'note': {
      const { notes } = stored as LeadEventDetail['note'];
      if (!notes) return 'Notes cleared';
      const preview = notes.length > NOTE_PREVIEW_LENGTH ? `${notes.slice(0, NOTE_PREVIEW_LENGTH)}…` : notes;
      return `Notes: ${preview}`;
    }
  }
}
