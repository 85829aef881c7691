import type { RecoveryCodes } from '@leadwise/contracts';
import { AppError } from '../../../lib/app-error';
import { consumeAuthenticatorCode } from './consume-second-factor';
import { replaceRecoveryCodes } from './recovery-codes';
import type { TwoFactorDeps } from './two-factor-deps';

export const AUTHENTICATOR_CODE_MESSAGE = 'That code is not right. Enter the current code from your authenticator app.';

/** New recovery codes for a person with two-factor on; the old ones stop working. */
export async function regenerateRecoveryCodes(
  { db, cipher, now }: TwoFactorDeps,
  { userId, code }: { userId: string; code: string },
): Promise<RecoveryCodes> {
  const matched = await consumeAuthenticatorCode({ db, cipher, now: now() }, { userId, code });
  if (!matched) throw new AppError('BAD_REQUEST', AUTHENTICATOR_CODE_MESSAGE, 'code');
  return { recoveryCodes: await db.transaction((tx) => replaceRecoveryCodes(tx, userId)) };
}
