import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agencyMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import { closeSessionStreams, type ErrorLog } from '../accounts/close-session-streams';
import { recordAudit } from '../audit/record-audit';
import { releaseMemberLeads } from '../leads/release-member-leads';
import type { IdentityProvider } from '../identity/identity-provider';
import { findAgencyMemberForUpdate } from './find-agency-member';
import { auditActor, type TeamActor } from './team-actor';

export const OWNER_CANNOT_BE_REMOVED = 'The owner cannot be removed. Transfer ownership to someone else first.';

/**
 * Removes a person from the agency. The member row, the end of every session and the audit entry
 * commit together; the leads assigned to them go back to their branch's queue, each with an
 * 'unassigned' entry in its history. Their next call is refused (no membership), their live streams are
 * closed and, with a user pool, they are signed out of it.
 */
export async function removeMember({
  db,
  identity,
  events,
  log,
  actor,
  memberId,
}: {
  db: Database;
  identity: Pick<IdentityProvider, 'revokeAllSessions' | 'signOutEverywhere'>;
  events: EventBus;
  log?: ErrorLog;
  actor: TeamActor;
  memberId: string;
}) {
  const removed = await db.transaction(async (tx) => {
    const { member, email } = await findAgencyMemberForUpdate(tx, actor.member.agentId, memberId);
    if (member.role === 'owner') throw new AppError('FORBIDDEN', OWNER_CANNOT_BE_REMOVED);
    await releaseMemberLeads(tx, { agentId: actor.member.agentId, memberId: member.id, actorUserId: actor.userId });
    await tx.delete(agencyMembers).where(eq(agencyMembers.id, member.id));
    await identity.revokeAllSessions(tx, member.userId);
    await recordAudit(tx, { ...auditActor(actor), action: 'member_removed', target: email, detail: { role: member.role } });
    return { userId: member.userId, email };
  });
  await closeSessionStreams(events, { userId: removed.userId }, log);
  await identity.signOutEverywhere(removed.email);
}
