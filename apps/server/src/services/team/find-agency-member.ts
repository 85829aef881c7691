import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencyMembers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const MEMBER_NOT_FOUND = 'Member not found';

/** A member of the agency with their login, locked for the change; another agency's id is a 404. */
export async function findAgencyMemberForUpdate(tx: Executor, agentId: string, memberId: string) {
  const [row] = await tx
    .select({ member: agencyMembers, email: users.email, name: users.name })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(and(eq(agencyMembers.id, memberId), eq(agencyMembers.agentId, agentId)))
    .for('update', { of: agencyMembers })
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
  return row;
}
