import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The signed-in agent's alert settings; every settings use-case starts here. */
export async function findAgentSettings(db: Executor, agentId: string) {
  const [agent] = await db
    .select({
      id: agents.id,
      email: agents.email,
      timeZone: agents.timeZone,
      notificationSettings: agents.notificationSettings,
      crmWebhookUrl: agents.crmWebhookUrl,
      webhookSecret: agents.webhookSecret,
    })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');
  return agent;
}
