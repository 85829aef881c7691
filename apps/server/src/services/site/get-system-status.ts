import type { Incident, SystemStatus } from '@leadwise/contracts';
import { and, count, desc, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversations, incidents, leads } from '../../db/schema';
import { isNotDemoAgency } from '../demo/is-demo-agent';
import type { StatusMonitor } from './status-monitor';

/** Incidents older than this drop off the page unless still open. */
export const INCIDENT_WINDOW_DAYS = 90;
const MAX_INCIDENTS = 20;

/** Midnight in the UK (GMT or BST) of the day `now` falls on: "today" for agents. */
function startOfUkDay(now: Date) {
  return sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Europe/London') at time zone 'Europe/London')`;
}

export async function listRecentIncidents(db: Executor, now: Date): Promise<Incident[]> {
  const since = new Date(now.getTime() - INCIDENT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select()
    .from(incidents)
    .where(or(gte(incidents.startedAt, since), ne(incidents.status, 'resolved')))
    .orderBy(desc(incidents.startedAt))
    .limit(MAX_INCIDENTS);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    severity: row.severity,
    description: row.description,
    timestamp: row.startedAt.toISOString(),
  }));
}

/** Every agency's activity today (the live demo's aside), as counts only: the status page shows volume, never whose. */
async function countToday(db: Executor, now: Date) {
  const today = startOfUkDay(now);
  const [[conversationCount], [leadCount]] = await Promise.all([
    db
      .select({ n: count() })
      .from(conversations)
      .where(
        and(
          gte(conversations.createdAt, today),
          lte(conversations.createdAt, now),
          isNotDemoAgency(conversations.agentId),
        ),
      ),
    db
      .select({ n: count() })
      .from(leads)
      .where(
        and(
          gte(leads.createdAt, today),
          lte(leads.createdAt, now),
          inArray(leads.temperature, ['hot', 'warm']),
          isNotDemoAgency(leads.agentId),
        ),
      ),
  ]);
  return { conversationsToday: conversationCount.n, leadsQualifiedToday: leadCount.n };
}

const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** The status page: live checks of each service, open and recent incidents, and today's volume. */
export async function getSystemStatus<K extends string>({
  db,
  monitor,
  now = new Date(),
}: {
  db: Executor;
  monitor: StatusMonitor<K>;
  now?: Date;
}): Promise<SystemStatus> {
  // With the database down the page must still say so: its checks report it, the rest stays empty.
  const [{ services, checkedAt }, recentIncidents, today] = await Promise.all([
    monitor.read(),
    listRecentIncidents(db, now).catch(() => []),
    countToday(db, now).catch(() => ({ conversationsToday: null, leadsQualifiedToday: null })),
  ]);
  return {
    overall: services.every((s) => s.status === 'operational') ? 'operational' : 'degraded',
    services,
    incidents: recentIncidents,
    metrics: {
      averageResponseMs: Math.round(average(services.map((s) => s.responseTime))),
      overallUptime: Math.round(average(services.map((s) => s.uptime)) * 100) / 100,
      ...today,
    },
    checkedAt: checkedAt.toISOString(),
    uptimeSince: monitor.startedAt.toISOString(),
  };
}
