import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencyMembers, users } from '../../db/schema';

/** The user behind a (normalised) login email, with the agency they are a member of (if still one). */
export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ user: users, agentId: agencyMembers.agentId })
    .from(users)
    .leftJoin(agencyMembers, eq(agencyMembers.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row ? { ...row.user, agentId: row.agentId } : null;
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;
