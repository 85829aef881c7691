import type { LeadAssigneeOption } from '@leadwise/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencyMembers, users } from '../../db/schema';

/** Everyone in the agency a lead can be given to, by name: the reassign select's options. */
export async function listLeadAssignees({
  db,
  agentId,
}: {
  db: Executor;
  agentId: string;
}): Promise<{ items: LeadAssigneeOption[] }> {
  const items = await db
    .select({
      id: agencyMembers.id,
      name: users.name,
      role: agencyMembers.role,
      branchId: agencyMembers.branchId,
      available: agencyMembers.available,
    })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(eq(agencyMembers.agentId, agentId))
    .orderBy(asc(users.name), asc(agencyMembers.id));
  return { items };
}
