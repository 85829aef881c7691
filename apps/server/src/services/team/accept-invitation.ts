import type { SetPasswordInput, SetPasswordResult } from '@leadwise/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agencyMembers, teamInvitations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../accounts/tokens';
import { PASSWORD_SET_MESSAGE } from '../accounts/set-initial-password';
import { recordAudit } from '../audit/record-audit';
import type { IdentityProvider } from '../identity/identity-provider';
import { ALREADY_MEMBER_MESSAGE } from './create-invitation';

export const INVITATION_INVALID_MESSAGE = 'This invitation link is not valid. Ask for a new invitation.';
export const INVITATION_REVOKED_MESSAGE = 'This invitation was withdrawn. Ask the agency for a new one.';
export const INVITATION_USED_MESSAGE = 'This invitation link has already been used. Please sign in.';
export const INVITATION_EXPIRED_MESSAGE = 'This invitation link has expired. Ask the agency to resend it.';

/**
 * Accepts an invitation from the set-password screen: checks the one-time link, creates the
 * person's login (or, for an address that once had one, gives it the new password and ends its old
 * sessions) and their membership with the invited role and branch, and records that they joined.
 * Returns null when the token is no invitation's, so the caller can try the other set-password flow.
 */
export async function acceptInvitation(
  {
    db,
    identity,
    ip = null,
    now = new Date(),
  }: {
    db: Database;
    identity: Pick<IdentityProvider, 'createMemberIdentity' | 'revokeAllSessions'>;
    ip?: string | null;
    now?: Date;
  },
  input: SetPasswordInput,
): Promise<SetPasswordResult | null> {
  const tokenHash = hashToken(input.token);
  const [invitation] = await db.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, tokenHash)).limit(1);
  if (!invitation) return null;
  assertUsable(invitation, input.email, now);
  const [existing] = await db
    .select({ id: users.id, memberId: agencyMembers.id })
    .from(users)
    .leftJoin(agencyMembers, eq(agencyMembers.userId, users.id))
    .where(eq(users.email, input.email))
    .limit(1);
  if (existing?.memberId) throw new AppError('CONFLICT', ALREADY_MEMBER_MESSAGE, 'email');
  const login = await identity.createMemberIdentity({ email: input.email, name: nameFrom(input.email), password: input.password });
  await db.transaction(async (tx) => {
    // Conditional on still open: of two submissions of one link, only one joins.
    const [claimed] = await tx
      .update(teamInvitations)
      .set({ acceptedAt: now, updatedAt: now })
      .where(and(eq(teamInvitations.id, invitation.id), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt)))
      .returning({ id: teamInvitations.id });
    if (!claimed) throw new AppError('BAD_REQUEST', INVITATION_USED_MESSAGE, 'token');
    const values = { ...login, emailVerifiedAt: now, updatedAt: now };
    let userId = existing?.id;
    if (userId) {
      await tx.update(users).set(values).where(eq(users.id, userId));
      await identity.revokeAllSessions(tx, userId);
    } else {
      const [created] = await tx
        .insert(users)
        .values({ email: input.email, name: nameFrom(input.email), ...values })
        .returning({ id: users.id });
      userId = created!.id;
    }
    await tx.insert(agencyMembers).values({
      agentId: invitation.agentId,
      userId,
      role: invitation.role,
      branchId: invitation.branchId,
    });
    await recordAudit(tx, {
      agentId: invitation.agentId,
      actor: { userId, email: input.email },
      action: 'member_joined',
      target: input.email,
      detail: { role: invitation.role, branchId: invitation.branchId },
      ip,
    });
  });
  return { message: PASSWORD_SET_MESSAGE, passwordSet: true };
}

function assertUsable(invitation: typeof teamInvitations.$inferSelect, email: string, now: Date) {
  // A link used with another address is treated as no link at all.
  if (invitation.email !== email) throw new AppError('BAD_REQUEST', INVITATION_INVALID_MESSAGE, 'token');
  if (invitation.revokedAt) throw new AppError('BAD_REQUEST', INVITATION_REVOKED_MESSAGE, 'token');
  if (invitation.acceptedAt) throw new AppError('BAD_REQUEST', INVITATION_USED_MESSAGE, 'token');
  if (invitation.expiresAt.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', INVITATION_EXPIRED_MESSAGE, 'token');
}

/** Until they change it in their profile, a person is named after their address ("sam.lee" for sam.lee@…). */
function nameFrom(email: string) {
  return email.split('@')[0] ?? email;
}
