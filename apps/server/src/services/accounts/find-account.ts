import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencyMembers, agents, users } from '../../db/schema';

/**
 * The user behind a (normalised) login email, with the agency they are a member of (if still one).
 * The demo agency's user is nobody: sign-in, confirmation and password resets never find it.
 */
export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      user: users,
      agentId: agencyMembers.agentId,
      agencyDeletedAt: agents.deletedAt,
      agencyPurgeAfter: agents.purgeAfter,
    })
    .from(users)
    .leftJoin(agencyMembers, eq(agencyMembers.userId, users.id))
    .leftJoin(agents, eq(agents.id, agencyMembers.agentId))
    .where(and(eq(users.email, email), or(isNull(agents.id), eq(agents.isDemo, false))))
    .limit(1);
  return row
    ? { ...row.user, agentId: row.agentId, agencyDeletedAt: row.agencyDeletedAt, agencyPurgeAfter: row.agencyPurgeAfter }
    : null;
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;
