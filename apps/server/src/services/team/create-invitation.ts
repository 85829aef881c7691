import type { CreateInvitationInput, Invitation } from '@leadwise/contracts';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agencyMembers, teamInvitations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit } from '../audit/record-audit';
import { countSeats } from '../billing/count-seats';
import { assertAgencyBranch } from './find-branch-names';
import { findSeatLimit } from './find-seat-limit';
import { selectInvitations, toInvitation } from './invitation-columns';
import { sendInvitation } from './send-invitation';
import { auditActor, type TeamActor } from './team-actor';

export const ALREADY_MEMBER_MESSAGE = 'This email address already belongs to a member of an agency on Leadwise.';
export const ALREADY_INVITED_MESSAGE = 'This email address already has an open invitation. Resend it instead.';

/** Invites a person by email with a role and branch; the invitation, its email and the audit entry commit together. */
export async function createInvitation(
  {
    db,
    actor,
    inviterName,
    publicUrl,
    billingEnabled,
    now = new Date(),
  }: { db: Database; actor: TeamActor; inviterName: string; publicUrl: string; billingEnabled: boolean; now?: Date },
  input: CreateInvitationInput,
): Promise<Invitation> {
  const { agentId } = actor.member;
  await assertAgencyBranch(db, agentId, input.branchId);
  const [member] = await db
    .select({ id: agencyMembers.id })
    .from(users)
    .innerJoin(agencyMembers, eq(agencyMembers.userId, users.id))
    .where(eq(users.email, input.email))
    .limit(1);
  if (member) throw new AppError('CONFLICT', ALREADY_MEMBER_MESSAGE, 'email');
  const limit = await findSeatLimit(db, agentId, billingEnabled);
  if (limit !== null && (await countSeats(db, agentId, now)) >= limit) {
    throw new AppError(
      'FORBIDDEN',
      `Your plan includes ${limit} ${limit === 1 ? 'seat' : 'seats'} and all are taken. Upgrade your plan or remove someone to invite more people.`,
    );
  }
  try {
    const id = await db.transaction(async (tx) => {
      // An expired invitation no longer holds the address: it is closed so a new one can open.
      await tx
        .update(teamInvitations)
        .set({ revokedAt: now, updatedAt: now })
        .where(
          and(
            eq(teamInvitations.agentId, agentId),
            eq(teamInvitations.email, input.email),
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.revokedAt),
            // Only expired ones; an open one makes the insert below conflict.
            lte(teamInvitations.expiresAt, now),
          ),
        );
      const link = await sendInvitation(tx, { agentId, email: input.email, role: input.role, inviter: inviterName, publicUrl, now });
      const [row] = await tx
        .insert(teamInvitations)
        .values({ agentId, email: input.email, role: input.role, branchId: input.branchId, invitedByUserId: actor.userId, ...link })
        .returning({ id: teamInvitations.id });
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'member_invited',
        target: input.email,
        detail: { role: input.role, branchId: input.branchId },
      });
      return row!.id;
    });
    const [row] = await selectInvitations(db).where(eq(teamInvitations.id, id));
    return toInvitation(row!, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_INVITED_MESSAGE, 'email');
    throw error;
  }
}
