import { type LoginResult, type LoginTwoFactorInput, loginResultSchema } from '@leadwise/contracts';
import { eq, sql } from 'drizzle-orm';
import { refreshTokens, twoFactorChallenges } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/record-audit';
import { hashToken } from '../tokens';
import { consumeSecondFactor } from './consume-second-factor';
import { findMember } from './find-member';
import { CHALLENGE_MAX_ATTEMPTS, type TwoFactorDeps } from './two-factor-deps';

export const CHALLENGE_ENDED_MESSAGE = 'This sign-in has expired. Please enter your email and password again.';
export const WRONG_CODE_MESSAGE = 'That code is not right. Check your authenticator app and try again.';
export const TOO_MANY_CODES_MESSAGE = 'Too many incorrect codes. Please enter your email and password again.';

/**
 * Sign-in's second step: a code from the authenticator app or a recovery code answers the
 * challenge, and only then are the session's tokens handed over. Five wrong codes, or five
 * minutes, end the challenge and the session it held.
 */
export async function completeTwoFactorSignIn(
  deps: TwoFactorDeps,
  input: LoginTwoFactorInput,
  ip: string,
): Promise<LoginResult> {
  const { db, cipher } = deps;
  const now = deps.now();
  const [challenge] = await db
    .select()
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.tokenHash, hashToken(input.challengeToken)))
    .limit(1);
  if (!challenge) throw new AppError('UNAUTHORIZED', CHALLENGE_ENDED_MESSAGE);
  const session = loginResultSchema.parse(JSON.parse(cipher.decrypt(challenge.sessionCiphertext)));
  if (challenge.expiresAt <= now) {
    await endChallenge(deps, challenge.id, session);
    throw new AppError('UNAUTHORIZED', CHALLENGE_ENDED_MESSAGE);
  }
  const member = await findMember(db, challenge.userId);
  const kind = await consumeSecondFactor({ db, cipher, now }, { userId: challenge.userId, code: input.code });
  if (!kind) {
    // Counted in one statement, so parallel guesses cannot slip past the limit.
    const [counted] = await db
      .update(twoFactorChallenges)
      .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
      .where(eq(twoFactorChallenges.id, challenge.id))
      .returning({ attempts: twoFactorChallenges.attempts });
    if (member) {
      await recordAudit(db, { agentId: member.agentId, actor: member, action: 'sign_in_failed', ip, detail: { reason: 'code' } });
    }
    if (!counted || counted.attempts >= CHALLENGE_MAX_ATTEMPTS) {
      await endChallenge(deps, challenge.id, session);
      throw new AppError('UNAUTHORIZED', TOO_MANY_CODES_MESSAGE);
    }
    throw new AppError('UNAUTHORIZED', WRONG_CODE_MESSAGE, 'code');
  }
  // Deleting is the claim: of two right answers racing, only the one that deletes the row signs in.
  const claimed = await db
    .delete(twoFactorChallenges)
    .where(eq(twoFactorChallenges.id, challenge.id))
    .returning({ id: twoFactorChallenges.id });
  if (claimed.length === 0) throw new AppError('UNAUTHORIZED', CHALLENGE_ENDED_MESSAGE);
  if (member) {
    await recordAudit(db, { agentId: member.agentId, actor: member, action: 'sign_in', ip, detail: { secondFactor: kind } });
  }
  return session;
}

/**
 * Drops a challenge and revokes the session it held. With our own accounts the held refresh token
 * names the session; a user pool's tokens simply lapse, never having left the server.
 */
async function endChallenge({ db, now }: TwoFactorDeps, challengeId: string, session: LoginResult) {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challengeId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now() })
    .where(eq(refreshTokens.tokenHash, hashToken(session.refreshToken)));
}
