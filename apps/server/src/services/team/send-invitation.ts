import { INVITATION_TTL_DAYS, type MemberRole } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema';
import { generateOpaqueToken, hashToken } from '../accounts/tokens';
import { enqueueEmail } from '../outbox/enqueue-email';
import { invitationEmail, invitationLink } from './invitation-email';

/**
 * A fresh link for an invitation: a new random token (only its hash is kept, so an earlier link
 * stops working) valid for INVITATION_TTL_DAYS, emailed through the outbox in the caller's transaction.
 */
export async function sendInvitation(
  tx: Executor,
  opts: { agentId: string; email: string; role: MemberRole; inviter: string; publicUrl: string; now: Date },
) {
  const token = generateOpaqueToken();
  const [agency] = await tx.select({ company: agents.company }).from(agents).where(eq(agents.id, opts.agentId));
  await enqueueEmail(tx, {
    agentId: opts.agentId,
    topic: 'team.invitation',
    message: invitationEmail({
      to: opts.email,
      company: agency?.company ?? 'your agency',
      inviter: opts.inviter,
      role: opts.role,
      link: invitationLink(opts.publicUrl, opts.email, token),
    }),
  });
  return {
    tokenHash: hashToken(token),
    expiresAt: new Date(opts.now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
  };
}
