import type { EmailOnlyInput } from '@leadwise/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueueEmail } from '../outbox/enqueue-email';
import { signupCodeEmail } from './account-emails';
import { ALREADY_CONFIRMED_MESSAGE } from './confirm-signup';
import { findAccountByEmail } from './find-account';
import { issueVerificationCode } from './verification-codes';

export const CODE_SENT_MESSAGE = 'Verification code sent! Please check your email.';

/**
 * Sends a fresh signup code (the old one stops working). An unknown email gets the same answer,
 * so the call cannot be used to find out who has an account.
 */
export async function resendConfirmation(
  { db, now = new Date() }: { db: Database; now?: Date },
  input: EmailOnlyInput,
) {
  const account = await findAccountByEmail(db, input.email);
  if (account?.emailVerifiedAt) throw new AppError('CONFLICT', ALREADY_CONFIRMED_MESSAGE);
  if (account) {
    await db.transaction(async (tx) => {
      const code = await issueVerificationCode(tx, { userId: account.id, purpose: 'signup', now });
      await enqueueEmail(tx, {
        message: signupCodeEmail(account.email, account.name, code),
        topic: 'auth.signup_code',
      });
    });
  }
  return { message: CODE_SENT_MESSAGE };
}
