import type { NotificationSettings } from '@leadwise/contracts';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/client';
import { findAgentSettings } from './find-agent-settings';
import { resolveNotificationPreferences } from './notification-preferences';

export function isSmsConfigured(env: Pick<Env, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM'>) {
  return Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM);
}

export async function getNotificationSettings({
  db,
  env,
  agentId,
}: {
  db: Executor;
  env: Env;
  agentId: string;
}): Promise<NotificationSettings> {
  const agent = await findAgentSettings(db, agentId);
  const prefs = resolveNotificationPreferences(agent);
  return {
    temperatures: prefs.temperatures,
    email: prefs.email,
    emailTo: prefs.emailTo,
    accountEmail: agent.email,
    // What was chosen, even while the number is missing, so the form shows the agent's choice.
    sms: agent.notificationSettings?.sms ?? false,
    smsTo: prefs.smsTo,
    dailySummary: prefs.dailySummary,
    timeZone: agent.timeZone,
    smsConfigured: isSmsConfigured(env),
  };
}
