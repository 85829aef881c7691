import type { TransferOwnershipInput } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agencyMembers, agents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/record-audit';
import { findAgencyMemberForUpdate } from './find-agency-member';
import { auditActor, type TeamActor } from './team-actor';

export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Ownership was not transferred.';

/**
 * Makes another member the owner, confirmed with the owner's password; the old owner becomes an
 * admin. `agents.user_id` follows the owner, since the account's emails and billing key on it.
 */
export async function transferOwnership({
  db,
  actor,
  checkPassword,
  input,
}: {
  db: Database;
  actor: TeamActor;
  /** Whether the password is the signed-in owner's (our hash, or the user pool). */
  checkPassword: (email: string, password: string) => Promise<boolean>;
  input: TransferOwnershipInput;
}) {
  if (!(await checkPassword(actor.email, input.password))) {
    throw new AppError('FORBIDDEN', WRONG_PASSWORD_MESSAGE, 'password');
  }
  await db.transaction(async (tx) => {
    const { agentId } = actor.member;
    const current = await findAgencyMemberForUpdate(tx, agentId, actor.member.id);
    if (current.member.role !== 'owner') throw new AppError('FORBIDDEN', 'Only the owner can transfer ownership.');
    const next = await findAgencyMemberForUpdate(tx, agentId, input.memberId);
    if (next.member.id === current.member.id) throw new AppError('BAD_REQUEST', 'You are already the owner.', 'memberId');
    // The old owner steps down first: the agency never has two owners, not even inside this transaction.
    await tx.update(agencyMembers).set({ role: 'admin' }).where(eq(agencyMembers.id, current.member.id));
    await tx.update(agencyMembers).set({ role: 'owner' }).where(eq(agencyMembers.id, next.member.id));
    await tx.update(agents).set({ userId: next.member.userId }).where(eq(agents.id, agentId));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'ownership_transferred',
      target: next.email,
      detail: { previousOwner: current.email },
    });
  });
}
