import type { EmailOnlyInput } from '@leadwise/contracts';
import type { Database } from '../../db/client';
import { enqueueEmail } from '../outbox/enqueue-email';
import { resetCodeEmail } from './account-emails';
import { findAccountByEmail } from './find-account';
import { issueVerificationCode } from './verification-codes';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email, we have sent a password reset code. It expires in 1 hour.';

/** Emails a 6-digit reset code; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(
  { db, now = new Date() }: { db: Database; now?: Date },
  input: EmailOnlyInput,
) {
  const account = await findAccountByEmail(db, input.email);
  if (account) {
    await db.transaction(async (tx) => {
      const code = await issueVerificationCode(tx, { userId: account.id, purpose: 'reset', now });
      await enqueueEmail(tx, { message: resetCodeEmail(account.email, account.name, code), topic: 'auth.reset_code' });
    });
  }
  return { message: RESET_REQUESTED_MESSAGE };
}
