import { APPOINTMENT_KINDS, type AppointmentCounts, type LeadTypeCounts } from '@leadwise/contracts';
import { INTENTS, LEAD_TYPE_BY_INTENT } from '@leadwise/conversation';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments } from '../../db/schema';

/** The rollup metric a lead of each intent counts towards (migration count_leads_by_type). */
export const INTENT_METRICS = INTENTS.map((intent) => `intent:${intent}`);

/** Leads by type from the rollups' per-intent totals (`total` of a metric name). */
export function toLeadTypeCounts(total: (metric: string) => number): LeadTypeCounts {
  return Object.fromEntries(
    INTENTS.map((intent) => [LEAD_TYPE_BY_INTENT[intent], total(`intent:${intent}`)]),
  ) as LeadTypeCounts;
}

/**
 * The agent's appointments by kind, narrowed by `conditions` (a time range on starts_at, which
 * the appointments_agent_starts_idx index serves, and statuses).
 */
export async function countAppointmentsByKind(
  db: Executor,
  agentId: string,
  conditions: Array<SQL | undefined>,
): Promise<AppointmentCounts> {
  const rows = await db
    .select({ kind: appointments.kind, count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.agentId, agentId), ...conditions))
    .groupBy(appointments.kind);
  const byKind = Object.fromEntries(
    APPOINTMENT_KINDS.map((kind) => [kind, rows.find((row) => row.kind === kind)?.count ?? 0]),
  ) as AppointmentCounts['byKind'];
  return { total: Object.values(byKind).reduce((sum, n) => sum + n, 0), byKind };
}
