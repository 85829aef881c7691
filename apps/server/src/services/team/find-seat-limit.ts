import { limitsOf } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema';

/** The plan's seat limit; null (unlimited) when billing is off, as for the conversation limit. */
export async function findSeatLimit(db: Executor, agentId: string, billingEnabled: boolean) {
  if (!billingEnabled) return null;
  const [agent] = await db.select({ plan: agents.plan }).from(agents).where(eq(agents.id, agentId)).limit(1);
  return agent ? limitsOf(agent.plan).seatLimit : null;
}
