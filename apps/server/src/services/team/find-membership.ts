import type { MemberRole } from '@leadwise/contracts/permissions';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencyMembers } from '../../db/schema';

export const REMOVED_MEMBER_MESSAGE =
  'You are no longer a member of this agency. Ask its owner or an admin to invite you again.';

/** The caller within the agency: which member, which role, which branch (null: the whole agency). */
export interface Membership {
  id: string;
  agentId: string;
  userId: string;
  role: MemberRole;
  branchId: string | null;
}

/** A person's membership by user id; null once they were removed. */
export async function findMembership(db: Executor, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({
      id: agencyMembers.id,
      agentId: agencyMembers.agentId,
      userId: agencyMembers.userId,
      role: agencyMembers.role,
      branchId: agencyMembers.branchId,
    })
    .from(agencyMembers)
    .where(eq(agencyMembers.userId, userId))
    .limit(1);
  return row ?? null;
}
