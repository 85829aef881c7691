import type { ConfirmSignupInput } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findAccountByEmail } from './find-account';
import { checkVerificationCode, consumeVerificationCode } from './verification-codes';

/** The web app shows 'Sign In Instead' for a message containing 'already confirmed' (spec section 8). */
export const ALREADY_CONFIRMED_MESSAGE = 'This account is already confirmed. Please sign in.';

export const EMAIL_CONFIRMED_MESSAGE = 'Email verified successfully! Please log in with your password.';

/** Confirms the email address with the 6-digit signup code. */
export async function confirmSignup({ db, now = new Date() }: { db: Database; now?: Date }, input: ConfirmSignupInput) {
  const account = await findAccountByEmail(db, input.email);
  if (account?.emailVerifiedAt) throw new AppError('CONFLICT', ALREADY_CONFIRMED_MESSAGE);
  const { codeId, userId } = await checkVerificationCode(db, {
    userId: account?.id ?? null,
    purpose: 'signup',
    code: input.confirmationCode,
    now,
  });
  await db.transaction(async (tx) => {
    await consumeVerificationCode(tx, { codeId, purpose: 'signup', now });
    await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
  });
  return { message: EMAIL_CONFIRMED_MESSAGE };
}
