import type { Database } from '../../db/client';
import { teamInvitations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/record-audit';
import { openInvitation } from './list-invitations';
import { INVITATION_NOT_FOUND } from './resend-invitation';
import { auditActor, type TeamActor } from './team-actor';

/** Revokes an open invitation: its link answers "revoked" from now on. */
export async function revokeInvitation({
  db,
  actor,
  invitationId,
  now = new Date(),
}: {
  db: Database;
  actor: TeamActor;
  invitationId: string;
  now?: Date;
}) {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(teamInvitations)
      .set({ revokedAt: now, updatedAt: now })
      .where(openInvitation(actor.member.agentId, invitationId))
      .returning({ email: teamInvitations.email });
    if (!revoked) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
    await recordAudit(tx, { ...auditActor(actor), action: 'invitation_revoked', target: revoked.email });
  });
}
