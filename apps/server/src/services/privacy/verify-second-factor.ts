import { eq } from 'drizzle-orm';
import { userTwoFactor } from '../../db/schema';
import { consumeSecondFactor, type SecondFactorDeps } from '../accounts/two-factor/consume-second-factor';

/**
 * Whether the person passed their second factor for a sensitive action (account deletion): true
 * when they have none turned on, else their authenticator or a recovery code must be good (and is
 * used up, as at sign-in).
 */
export async function isSecondFactorSatisfied(
  deps: SecondFactorDeps,
  { userId, code }: { userId: string; code: string | undefined },
): Promise<boolean> {
  const [row] = await deps.db
    .select({ enabledAt: userTwoFactor.enabledAt })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  if (!row?.enabledAt) return true;
  if (!code) return false;
  return (await consumeSecondFactor(deps, { userId, code })) !== null;
}
