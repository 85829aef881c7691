import { isValidTimeZone } from '@leadwise/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents, outboxMessages } from '../../db/schema';
import { isUniqueViolation } from '../../lib/pg-errors';
import { enqueueEmail } from '../outbox/enqueue-email';
import { buildDailySummary } from './build-daily-summary';
import { resolveNotificationPreferences } from './notification-preferences';
import { addDays, isoDate, startOfLocalDay, zonedParts } from '../../domain/zoned-time';

export const DAILY_SUMMARY_HOUR = 8;
const FALLBACK_TIME_ZONE = 'Europe/London';

export function dailySummaryKey(agentId: string, localDate: string) {
  return `daily-summary:${agentId}:${localDate}`;
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
      const message = await buildDailySummary(db, agent, resolveNotificationPreferences(agent).emailTo, {
        day: yesterday,
        from: startOfLocalDay(yesterday, timeZone),
        to: startOfLocalDay(today, timeZone),
      });
      if (message) {
        try {
          await enqueueEmail(db, { message, topic: 'alert.daily_summary', agentId: agent.id, idempotencyKey: key });
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
