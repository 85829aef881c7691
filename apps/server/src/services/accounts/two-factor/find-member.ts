import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { agencyMembers, agents, users } from '../../../db/schema';

/** A person's agency, role and email, for audit entries and the owner-only checks. */
export async function findMember(db: Executor, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      agentId: agencyMembers.agentId,
      role: agencyMembers.role,
      requireTwoFactor: agents.requireTwoFactor,
    })
    .from(users)
    .innerJoin(agencyMembers, eq(agencyMembers.userId, users.id))
    .innerJoin(agents, eq(agents.id, agencyMembers.agentId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export type Member = NonNullable<Awaited<ReturnType<typeof findMember>>>;
