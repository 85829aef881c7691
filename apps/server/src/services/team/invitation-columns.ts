import type { Invitation } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches, teamInvitations, users } from '../../db/schema';

const invitationColumns = {
  id: teamInvitations.id,
  email: teamInvitations.email,
  role: teamInvitations.role,
  branchId: teamInvitations.branchId,
  branchName: branches.name,
  invitedBy: users.name,
  expiresAt: teamInvitations.expiresAt,
  createdAt: teamInvitations.createdAt,
};

/** Selects invitations with their branch and inviter; callers add the where. */
export function selectInvitations(db: Executor) {
  return db
    .select(invitationColumns)
    .from(teamInvitations)
    .leftJoin(branches, eq(branches.id, teamInvitations.branchId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedByUserId));
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof selectInvitations>['execute']>>[number];

export function toInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    ...row,
    status: row.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired',
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
