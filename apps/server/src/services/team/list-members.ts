import type { TeamMember, TeamMembers } from '@leadwise/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencyMembers, branches, users, userTwoFactor } from '../../db/schema';
import { countSeats } from '../billing/count-seats';
import { findBranchNames } from './find-branch-names';
import { findSeatLimit } from './find-seat-limit';

export const memberColumns = {
  id: agencyMembers.id,
  name: users.name,
  email: users.email,
  role: agencyMembers.role,
  branchId: agencyMembers.branchId,
  branchName: branches.name,
  available: agencyMembers.available,
  twoFactorEnabled: sql<boolean>`${userTwoFactor.enabledAt} is not null`,
  createdAt: agencyMembers.createdAt,
};

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number];

export function toTeamMember(row: MemberRow): TeamMember {
  const { createdAt, ...rest } = row;
  return { ...rest, joinedAt: createdAt.toISOString() };
}

/** Selects members with their login and branch; callers add the where. */
export function selectMembers(db: Executor) {
  return db
    .select(memberColumns)
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .leftJoin(branches, eq(branches.id, agencyMembers.branchId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, agencyMembers.userId));
}

/** The agency's people (owner first), its branches and its seats. */
export async function listMembers({
  db,
  agentId,
  billingEnabled,
}: {
  db: Executor;
  agentId: string;
  billingEnabled: boolean;
}): Promise<TeamMembers> {
  const [rows, branchOptions, used, limit] = await Promise.all([
    selectMembers(db)
      .where(eq(agencyMembers.agentId, agentId))
      .orderBy(asc(agencyMembers.createdAt), asc(agencyMembers.id)),
    findBranchNames(db, agentId),
    countSeats(db, agentId),
    findSeatLimit(db, agentId, billingEnabled),
  ]);
  return { members: rows.map(toTeamMember), branches: branchOptions, seats: { used, limit } };
}
