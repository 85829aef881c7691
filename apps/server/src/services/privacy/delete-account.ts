import { ACCOUNT_REACTIVATION_DAYS, type AccountDeletion, type AccountDeletionInput } from '@leadwise/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agencyMembers, agents, refreshTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import { closeSessionStreams, type ErrorLog } from '../accounts/close-session-streams';
import { verifyPassword } from '../accounts/password';
import type { TwoFactorDeps } from '../accounts/two-factor/two-factor-deps';
import { recordAudit } from '../audit/record-audit';
import type { StripeClient } from '../billing/stripe-client';
import { isSecondFactorSatisfied } from './verify-second-factor';

const DAY_MS = 86_400_000;

/**
 * The owner deletes the agency: confirmed with their password (and second factor when on), the
 * subscription cancelled when billing is on, then at once every member's sessions end, sign-in is
 * refused and the widgets stop answering. The retention job removes the data once the
 * reactivation window has passed.
 */
export async function deleteAccount(
  ctx: {
    db: Database;
    stripe: StripeClient | null;
    /** Checks the owner's second factor (with its own clock) when they have one. */
    twoFactor: Pick<TwoFactorDeps, 'cipher' | 'now'>;
    /** Members' open live streams are closed through it. */
    events: EventBus;
    log?: ErrorLog;
    agentId: string;
    actor: { userId: string; email: string };
    ip: string | null;
    now?: Date;
  },
  input: AccountDeletionInput,
): Promise<AccountDeletion> {
  const { db, agentId, now = new Date() } = ctx;
  const [owner] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ctx.actor.userId));
  if (!owner?.passwordHash || !(await verifyPassword(input.password, owner.passwordHash))) {
    // 403, not 401: the session is fine, only this confirmation failed (a 401 would make the client refresh).
    throw new AppError('FORBIDDEN', 'That password is not right.', 'password');
  }
  if (!(await isSecondFactorSatisfied({ db, cipher: ctx.twoFactor.cipher, now: ctx.twoFactor.now() }, { userId: ctx.actor.userId, code: input.code }))) {
    throw new AppError('FORBIDDEN', 'Enter the current code from your authenticator app.', 'code');
  }
  const [agency] = await db
    .select({ subscriptionId: agents.stripeSubscriptionId, status: agents.subscriptionStatus, deletedAt: agents.deletedAt })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (agency.deletedAt) throw new AppError('CONFLICT', 'This account is already deleted.');
  let subscriptionCancelled = false;
  if (ctx.stripe && agency.subscriptionId && agency.status !== 'canceled') {
    // Cancelled before anything changes here: a Stripe failure leaves the account as it was.
    await ctx.stripe.subscriptions.cancel(agency.subscriptionId);
    subscriptionCancelled = true;
  }
  const purgeAfter = new Date(now.getTime() + ACCOUNT_REACTIVATION_DAYS * DAY_MS);
  const logins = await db.transaction(async (tx) => {
    await tx
      .update(agents)
      .set({ deletedAt: now, purgeAfter, ...(subscriptionCancelled ? { subscriptionStatus: 'canceled', canceledAt: now } : {}) })
      .where(eq(agents.id, agentId));
    const members = await tx.select({ userId: agencyMembers.userId }).from(agencyMembers).where(eq(agencyMembers.agentId, agentId));
    const logins = [...new Set([ctx.actor.userId, ...members.map((m) => m.userId)])];
    // Every session of every member ends now (pool sessions through signedOutAt).
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(inArray(refreshTokens.userId, logins), isNull(refreshTokens.revokedAt)));
    await tx.update(users).set({ signedOutAt: now }).where(inArray(users.id, logins));
    await recordAudit(tx, {
      agentId,
      actor: ctx.actor,
      action: 'account_deletion',
      detail: { purgeAfter: purgeAfter.toISOString(), subscriptionCancelled },
      ip: ctx.ip,
    });
    return logins;
  });
  await Promise.all(logins.map((userId) => closeSessionStreams(ctx.events, { userId }, ctx.log)));
  return { deletedAt: now.toISOString(), purgeAfter: purgeAfter.toISOString(), subscriptionCancelled };
}
