import type { TeamMember, UpdateTeamMemberInput } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agencyMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/record-audit';
import { findAgencyMemberForUpdate } from './find-agency-member';
import { assertAgencyBranch } from './find-branch-names';
import { selectMembers, toTeamMember } from './list-members';
import { auditActor, type TeamActor } from './team-actor';

export const OWNER_ROLE_MESSAGE = "The owner's role changes only by transferring ownership.";
export const ADMIN_CANNOT_CHANGE_OWNER = 'An admin cannot change the owner.';

/** Changes a person's role, branch or availability; a role change is audited. */
export async function updateMember(
  { db, actor, memberId }: { db: Database; actor: TeamActor; memberId: string },
  input: UpdateTeamMemberInput,
): Promise<TeamMember> {
  const { agentId } = actor.member;
  await db.transaction(async (tx) => {
    const { member, email } = await findAgencyMemberForUpdate(tx, agentId, memberId);
    if (member.role === 'owner') {
      if (actor.member.role !== 'owner') throw new AppError('FORBIDDEN', ADMIN_CANNOT_CHANGE_OWNER);
      if (input.role !== undefined) throw new AppError('BAD_REQUEST', OWNER_ROLE_MESSAGE, 'role');
    }
    await assertAgencyBranch(tx, agentId, input.branchId);
    const role = member.role === 'owner' ? member.role : (input.role ?? member.role);
    await tx
      .update(agencyMembers)
      .set({
        role,
        ...(input.branchId !== undefined && { branchId: input.branchId }),
        ...(input.available !== undefined && { available: input.available }),
      })
      .where(eq(agencyMembers.id, member.id));
    if (role !== member.role) {
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'role_changed',
        target: email,
        detail: { from: member.role, to: role },
      });
    }
  });
  const [row] = await selectMembers(db).where(eq(agencyMembers.id, memberId));
  return toTeamMember(row!);
}
