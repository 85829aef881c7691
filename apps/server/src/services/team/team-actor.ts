import type { MemberScope } from './member-scope';

/** Who acts on the team, for the permission rules and the audit entry. */
export interface TeamActor {
  member: MemberScope;
  userId: string;
  email: string;
  /** The client address (`request.ip`). */
  ip: string | null;
}

/** The audit entry's actor part, from a team actor. */
export function auditActor(actor: TeamActor) {
  return { agentId: actor.member.agentId, actor: { userId: actor.userId, email: actor.email }, ip: actor.ip };
}
