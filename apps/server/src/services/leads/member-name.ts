import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencyMembers, users } from '../../db/schema';

/** A member of the agency with their name; null when the id is not one of the agency's people. */
export async function findAgencyMember(db: Executor, { agentId, memberId }: { agentId: string; memberId: string }) {
  const [member] = await db
    .select({ id: agencyMembers.id, name: users.name })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(and(eq(agencyMembers.id, memberId), eq(agencyMembers.agentId, agentId)))
    .limit(1);
  return member ?? null;
}
