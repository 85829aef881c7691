import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencyMembers, teamInvitations } from '../../db/schema';

/**
 * Seats an agency uses: its members plus the invitations still open, since each of those becomes
 * a member the moment it is accepted. The one place seats are counted.
 */
export async function countSeats(db: Executor, accountId: string, now = new Date()) {
  const [[members], [invited]] = await Promise.all([
    db.select({ n: count() }).from(agencyMembers).where(eq(agencyMembers.agentId, accountId)),
    db
      .select({ n: count() })
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.agentId, accountId),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
          gt(teamInvitations.expiresAt, now),
        ),
      ),
  ]);
  return Number(members?.n ?? 0) + Number(invited?.n ?? 0);
}
