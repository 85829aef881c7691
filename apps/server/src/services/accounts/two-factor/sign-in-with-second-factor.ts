import type { LoginAnswer, LoginInput, LoginResult } from '@leadwise/contracts';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { twoFactorChallenges, userTwoFactor, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/record-audit';
import type { IdentityProvider } from '../../identity/identity-provider';
import { generateOpaqueToken, hashToken } from '../tokens';
import { findMember } from './find-member';
import { CHALLENGE_TTL_MS, type TwoFactorDeps } from './two-factor-deps';

/**
 * Sign-in's first step (spec section 7, POST /auth/login). The identity provider checks the
 * password and starts the session; when the person has two-factor sign-in on, that session is
 * sealed into a challenge and only the challenge's token goes back, so no token (ours or a user
 * pool's) reaches the browser before the second factor.
 */
export async function signInWithSecondFactor(
  deps: TwoFactorDeps & { identity: IdentityProvider },
  input: LoginInput,
  ip: string,
): Promise<LoginAnswer> {
  const { db, cipher, identity } = deps;
  let session: LoginResult;
  try {
    session = await identity.signIn(input);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHORIZED') await auditRefusedPassword(deps, input.email, ip);
    throw error;
  }
  const userId = session.user.sub;
  const [secondFactor] = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)))
    .limit(1);
  const member = await findMember(db, userId);
  if (!secondFactor) {
    if (member) {
      await recordAudit(db, { agentId: member.agentId, actor: member, action: 'sign_in', ip, detail: { secondFactor: null } });
    }
    return session;
  }
  const now = deps.now();
  const challengeToken = generateOpaqueToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  // Abandoned challenges still hold a sealed session: nothing keeps them past their five minutes.
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
  await db.insert(twoFactorChallenges).values({
    userId,
    tokenHash: hashToken(challengeToken),
    sessionCiphertext: cipher.encrypt(JSON.stringify(session)),
    expiresAt,
  });
  return { twoFactorRequired: true, challengeToken, expiresAt: expiresAt.toISOString() };
}

/** A wrong password for an account that exists goes in its agency's log; unknown emails log nothing. */
async function auditRefusedPassword({ db }: TwoFactorDeps, email: string, ip: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const member = user ? await findMember(db, user.id) : null;
  if (!member) return;
  await recordAudit(db, { agentId: member.agentId, actor: member, action: 'sign_in_failed', ip, detail: { reason: 'password' } });
}
