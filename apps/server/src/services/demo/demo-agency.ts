import { DEMO_RETENTION_HOURS, DEMO_WIDGET_ID, defaultWidgetSettings, RESERVED_EMAIL_DOMAIN } from '@leadwise/contracts';
import { OPENING_QUESTION } from '@leadwise/conversation';
import type { WidgetSettings } from '@leadwise/contracts/widget-config';
import type { Executor } from '../../db/client';
import { agencyMembers, agents, users, widgets } from '../../db/schema';

/** Fixed ids: every instance seeds the same rows, so seeding twice (or at once) makes one agency. */
export const DEMO_USER_ID = '60ac9dbe-2615-43c2-aec0-af8848292c72';
export const DEMO_AGENT_ID = '8ba84063-36e4-4f43-854e-bd0ebfaa5759';
export const DEMO_EMAIL = `demo@${RESERVED_EMAIL_DOMAIN}`;

const COMPANY = 'Leadwise Demo Homes';
const AGENT_NAME = 'Demo Agent';

/** The demo widget as a prospective agent meets it: branded, covering south-west London, always open. */
export function demoWidgetSettings(): WidgetSettings {
  return {
    ...defaultWidgetSettings(COMPANY, AGENT_NAME),
    primaryColor: '#1D4ED8',
    welcomeMessage: `Hi! I'm the assistant of ${COMPANY}, a demo agency: no real agent reads this and it is deleted within ${DEMO_RETENTION_HOURS} hours. ${OPENING_QUESTION}`,
    // No office hours (the default): the demo answers at any hour.
    areas: ['Clapham', 'Battersea', 'Balham', 'Brixton', 'Wandsworth', 'Tooting', 'Streatham'],
  };
}

/**
 * Creates the demo agency (a user nobody can sign in as, its agency flagged `is_demo`, the owner
 * membership and the demo widget) when missing, and brings the widget's settings up to date.
 * Idempotent: run at every start of every instance.
 */
export async function seedDemoAgency(db: Executor) {
  await db
    .insert(users)
    // No password and never verified: even a lookup that found it could not sign it in.
    .values({ id: DEMO_USER_ID, email: DEMO_EMAIL, name: AGENT_NAME, passwordHash: null, emailVerifiedAt: null })
    .onConflictDoNothing();
  await db
    .insert(agents)
    .values({
      id: DEMO_AGENT_ID,
      userId: DEMO_USER_ID,
      name: AGENT_NAME,
      email: DEMO_EMAIL,
      company: COMPANY,
      isDemo: true,
      // Nothing is ever sent: no daily summary, no lead alert by email or SMS.
      notificationSettings: {
        temperatures: [],
        email: false,
        sms: false,
        emailTo: null,
        smsTo: null,
        dailySummary: false,
      },
    })
    .onConflictDoNothing();
  await db
    .insert(agencyMembers)
    .values({ agentId: DEMO_AGENT_ID, userId: DEMO_USER_ID, role: 'owner' })
    .onConflictDoNothing();
  const settings = demoWidgetSettings();
  await db
    .insert(widgets)
    .values({ id: DEMO_WIDGET_ID, agentId: DEMO_AGENT_ID, settings })
    .onConflictDoUpdate({ target: widgets.id, set: { settings, isActive: true } });
}
