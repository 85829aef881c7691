import type { LeadEventKind, LeadStatusValue } from '@leadwise/contracts';
import type { Executor } from '../../db/client';
import { leadEvents } from '../../db/schema';

/** What each kind of history entry keeps: names as they were, so the entry reads the same later. */
export interface LeadEventDetail {
  created: { branchId: string | null };
  assigned: { memberId: string; memberName: string; how: 'routing' | 'hand' };
  unassigned: { memberId: string | null; memberName: string | null; reason: 'hand' | 'removed' };
  status: { from: LeadStatusValue; to: LeadStatusValue };
  note: { notes: string };
}

export type LeadEventInput = {
  [K in LeadEventKind]: { leadId: string; kind: K; detail: LeadEventDetail[K]; actorUserId?: string | null };
}[LeadEventKind];

/** The rows of `events` as lead_events stores them. */
export function leadEventRows(agentId: string, events: LeadEventInput[], at?: Date) {
  return events.map((event) => ({
    agentId,
    leadId: event.leadId,
    kind: event.kind,
    detail: event.detail as unknown as Record<string, unknown>,
    actorUserId: event.actorUserId ?? null,
    ...(at && { createdAt: at }),
  }));
}

/** Appends entries to leads' histories in one insert. */
export async function recordLeadEvents(tx: Executor, agentId: string, events: LeadEventInput[], at?: Date) {
  if (events.length === 0) return;
  await tx.insert(leadEvents).values(leadEventRows(agentId, events, at));
}
