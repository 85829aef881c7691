import type { NotificationSettings, updateNotificationSettingsInputSchema } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { agents } from '../../db/schema';
import { findAgentSettings } from './find-agent-settings';
import { getNotificationSettings } from './get-notification-settings';

type Input = z.output<typeof updateNotificationSettingsInputSchema>;

export async function updateNotificationSettings(
  { db, env, agentId }: { db: Database; env: Env; agentId: string },
  input: Input,
): Promise<NotificationSettings> {
  const agent = await findAgentSettings(db, agentId);
  await db
    .update(agents)
    .set({
      timeZone: input.timeZone,
      notificationSettings: {
        temperatures: input.temperatures,
        email: input.email,
        // The account's own address is stored as "default", so alerts follow an email change.
        emailTo: input.emailTo && input.emailTo !== agent.email.toLowerCase() ? input.emailTo : null,
        sms: input.sms,
        smsTo: input.smsTo,
        dailySummary: input.dailySummary,
      },
    })
    .where(eq(agents.id, agentId));
  return getNotificationSettings({ db, env, agentId });
}
