import { DEFAULT_ALERT_TEMPERATURES } from '@leadwise/contracts';
import type { agents, NotificationSettings } from '../../db/schema';

type AgentPrefsRow = Pick<typeof agents.$inferSelect, 'email' | 'notificationSettings'>;

export type NotificationPreferences = NotificationSettings & { emailTo: string };

/**
 * What an agent has chosen, with the defaults for anything never saved: hot and warm
 * leads by email to the account's address, SMS off, daily summary on.
 */
export function resolveNotificationPreferences(agent: AgentPrefsRow): NotificationPreferences {
  const saved = agent.notificationSettings ?? ({} as Partial<NotificationSettings>);
  return {
    temperatures: saved.temperatures ?? [...DEFAULT_ALERT_TEMPERATURES],
    email: saved.email ?? true,
    emailTo: saved.emailTo || agent.email,
    sms: Boolean(saved.sms && saved.smsTo),
    smsTo: saved.smsTo ?? null,
    dailySummary: saved.dailySummary ?? true,
  };
}
