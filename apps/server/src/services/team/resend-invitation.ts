import type { Invitation } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamInvitations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { selectInvitations, toInvitation } from './invitation-columns';
import { openInvitation } from './list-invitations';
import { sendInvitation } from './send-invitation';
import type { TeamActor } from './team-actor';

export const INVITATION_NOT_FOUND = 'Invitation not found';

/** Emails a new link for an open invitation, valid 7 days from now; the previous link stops working. */
export async function resendInvitation({
  db,
  actor,
  inviterName,
  publicUrl,
  invitationId,
  now = new Date(),
}: {
  db: Database;
  actor: TeamActor;
  inviterName: string;
  publicUrl: string;
  invitationId: string;
  now?: Date;
}): Promise<Invitation> {
  const { agentId } = actor.member;
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(teamInvitations)
      .where(openInvitation(agentId, invitationId))
      .for('update')
      .limit(1);
    if (!invitation) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
    const link = await sendInvitation(tx, {
      agentId,
      email: invitation.email,
      role: invitation.role,
      inviter: inviterName,
      publicUrl,
      now,
    });
    await tx
      .update(teamInvitations)
      .set({ ...link, invitedByUserId: actor.userId, updatedAt: now })
      .where(eq(teamInvitations.id, invitation.id));
  });
  const [row] = await selectInvitations(db).where(eq(teamInvitations.id, invitationId));
  return toInvitation(row!, now);
}
