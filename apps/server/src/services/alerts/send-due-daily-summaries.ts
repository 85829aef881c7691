import { isValidTimeZone } from '@leadwise/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agencyMembers, agents, outboxMessages, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/pg-errors';
import { enqueueEmail } from '../outbox/enqueue-email';
import { buildDailySummary } from './build-daily-summary';
import { resolveNotificationPreferences } from './notification-preferences';
import { addDays, isoDate, startOfLocalDay, zonedParts } from '@leadwise/conversation/calendar';

export const DAILY_SUMMARY_HOUR = 8;
const FALLBACK_TIME_ZONE = 'Europe/London';

export function dailySummaryKey(agentId: string, localDate: string, memberId?: string) {
  return memberId ? `daily-summary:${agentId}:${memberId}:${localDate}` : `daily-summary:${agentId}:${localDate}`;
}

function findNegotiators(db: Database, agentId: string) {
  return db
    .select({ id: agencyMembers.id, name: users.name, email: users.email })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(and(eq(agencyMembers.agentId, agentId), eq(agencyMembers.role, 'negotiator')))
    .orderBy(agencyMembers.id);
}

/**
 * Queues the daily summary of every agent whose local clock has passed 08:00 and who has not had
 * today's. The outbox key `daily-summary:<agent>:<local date>` makes it once per day however
 * many instances run this; `handled` (agent → local date) spares re-checking quiet agents all day.
 * A server that was down at 08:00 catches up later that day.
 */
export async function sendDueDailySummaries({
  db,
  now,
  handled = new Map<string, string>(),
}: {
  db: Database;
  now: Date;
  handled?: Map<string, string>;
}) {
  const candidates = await db
    .select({
      id: agents.id,
      name: agents.name,
      email: agents.email,
      timeZone: agents.timeZone,
      notificationSettings: agents.notificationSettings,
    })
    .from(agents)
    .where(
      and(
        // The demo agency has nobody to summarise for.
        eq(agents.isDemo, false),
        or(
          isNull(agents.notificationSettings),
          sql`(${agents.notificationSettings}->>'dailySummary') is distinct from 'false'`,
        ),
      ),
    );
  let sent = 0;
  for (const agent of candidates) {
    const timeZone = isValidTimeZone(agent.timeZone) ? agent.timeZone : FALLBACK_TIME_ZONE;
    const local = zonedParts(now, timeZone);
    if (local.hour < DAILY_SUMMARY_HOUR) continue;
    const today = { year: local.year, month: local.month, day: local.day };
    const key = dailySummaryKey(agent.id, isoDate(today));
    if (handled.get(agent.id) === isoDate(today)) continue;
    const [already] = await db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, key))
      .limit(1);
    if (!already) {
      const yesterday = addDays(today, -1);
      const window = {
        day: yesterday,
        from: startOfLocalDay(yesterday, timeZone),
        to: startOfLocalDay(today, timeZone),
      };
      const summaries = [
        { key, build: () => buildDailySummary(db, agent, resolveNotificationPreferences(agent).emailTo, window) },
        // Each negotiator hears about their own leads only, at their login address.
        ...(await findNegotiators(db, agent.id)).map((member) => ({
          key: dailySummaryKey(agent.id, isoDate(today), member.id),
          build: () => buildDailySummary(db, { id: agent.id, name: member.name }, member.email, window, member.id),
        })),
      ];
      // The agency's own key goes last: once it exists the whole day's summaries are done.
      for (const summary of summaries.reverse()) {
        const message = await summary.build();
        if (!message) continue;
        try {
          await enqueueEmail(db, {
            message,
            topic: 'alert.daily_summary',
            agentId: agent.id,
            idempotencyKey: summary.key,
          });
          sent += 1;
        } catch (error) {
          // Another instance queued it a moment ago: that one goes out, this one is not needed.
          if (!isUniqueViolation(error)) throw error;
        }
      }
    }
    handled.set(agent.id, isoDate(today));
  }
  return { sent };
}
