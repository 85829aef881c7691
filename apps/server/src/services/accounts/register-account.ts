import { defaultWidgetSettings, type RegisterInput, type RegisterResult, TRIAL_DAYS } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { enqueueEmail } from '../outbox/enqueue-email';
import { signupCodeEmail } from './account-emails';
import { buildRegisterResult, createAccountRows } from './create-account-rows';
import { assertPasswordNotCommon, hashPassword } from './password';
import { issueVerificationCode } from './verification-codes';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';

/**
 * Creates the user, their agent profile and a default widget, and queues the 6-digit signup code,
 * in one transaction: all of it exists or none of it does.
 */
export async function registerAccount(
  { db, publicUrl, now = new Date() }: { db: Database; publicUrl: string; now?: Date },
  input: RegisterInput,
): Promise<RegisterResult> {
  assertPasswordNotCommon(input.password, 'password');
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing.length > 0) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE, 'email');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const rows = await createAccountRows(tx, { ...input, passwordHash, now });
      const code = await issueVerificationCode(tx, { userId: rows.user.id, purpose: 'signup', now });
      await enqueueEmail(tx, {
        message: signupCodeEmail(rows.user.email, rows.user.name, code),
        topic: 'auth.signup_code',
      });
      return buildRegisterResult(publicUrl, rows);
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides, the loser gets the same message.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE, 'email');
    throw error;
  }
}
