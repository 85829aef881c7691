import type { InvitationList } from '@leadwise/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { teamInvitations } from '../../db/schema';
import { selectInvitations, toInvitation } from './invitation-columns';

/** Invitations neither accepted nor revoked, newest first; expired ones say so and can be resent. */
export async function listInvitations({
  db,
  agentId,
  now = new Date(),
}: {
  db: Executor;
  agentId: string;
  now?: Date;
}): Promise<InvitationList> {
  const rows = await selectInvitations(db)
    .where(openInvitation(agentId))
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id));
  return { invitations: rows.map((row) => toInvitation(row, now)) };
}

/** The agency's invitations still waiting for an answer (expired or not). */
export function openInvitation(agentId: string, invitationId?: string) {
  return and(
    eq(teamInvitations.agentId, agentId),
    invitationId ? eq(teamInvitations.id, invitationId) : undefined,
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.revokedAt),
  );
}
