import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Whether the agency is the landing page's demo, which sends nothing outside and is never billed. */
export async function isDemoAgent(db: Executor, agentId: string) {
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.isDemo, true)))
    .limit(1);
  return Boolean(row);
}

/** Refuses outgoing messages (webhooks) for the demo agency: whatever a visitor types stays here. */
export async function assertNotDemoAgent(db: Executor, agentId: string) {
  if (await isDemoAgent(db, agentId)) {
    throw new AppError('FORBIDDEN', 'The demo agency sends nothing outside Leadwise');
  }
}

/** A row of a real agency: what counts across agencies (the status page's volume) leaves the demo out. */
export function isNotDemoAgency(agentId: AnyPgColumn): SQL {
  return sql`${agentId} not in (select ${agents.id} from ${agents} where ${agents.isDemo})`;
}
