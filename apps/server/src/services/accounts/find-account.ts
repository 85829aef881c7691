import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents, users } from '../../db/schema';

/** The user behind a (normalised) login email, with their agent profile when they have one. */
export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ user: users, agentId: agents.id })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row ? { ...row.user, agentId: row.agentId } : null;
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;
