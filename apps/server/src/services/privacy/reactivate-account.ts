import type { AccountReactivationInput } from '@leadwise/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findAccountByEmail } from '../accounts/find-account';
import { INVALID_CREDENTIALS_MESSAGE } from '../accounts/sign-in';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../accounts/password';
import { recordAudit } from '../audit/record-audit';

/**
 * The owner takes back a deleted agency within its reactivation window: everything is as it was,
 * apart from a cancelled subscription, which they start again from Billing.
 */
export async function reactivateAccount(
  { db, ip, now = new Date() }: { db: Database; ip: string | null; now?: Date },
  input: AccountReactivationInput,
) {
  const account = await findAccountByEmail(db, input.email);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!account?.passwordHash || !matches || !account.agentId) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  const agentId = account.agentId;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(agents)
      .set({ deletedAt: null, purgeAfter: null })
      .where(and(eq(agents.id, agentId), gt(agents.purgeAfter, now)))
      .returning({ id: agents.id });
    if (!row) throw new AppError('CONFLICT', 'This account is not waiting for deletion, so there is nothing to reactivate.');
    await recordAudit(tx, { agentId, actor: { userId: account.id, email: account.email }, action: 'account_reactivated', ip });
  });
  return { message: 'Your account is active again. Sign in to carry on.' };
}
