import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencyMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const OWNER_ONLY_MESSAGE = 'Only the agency’s owner can do this.';

/**
 * The owner-only gate of privacy requests, the audit log, retention settings and account deletion:
 * the caller must be their agency's owner member. The one place to swap for the roles' permission
 * table.
 */
export async function requireOwner(db: Executor, caller: { agentId: string; userId: string }) {
  const [member] = await db
    .select({ role: agencyMembers.role })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agentId, caller.agentId), eq(agencyMembers.userId, caller.userId)))
    .limit(1);
  if (member?.role !== 'owner') throw new AppError('FORBIDDEN', OWNER_ONLY_MESSAGE);
}
