import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { createSession } from '../src/services/accounts/create-session';
import { registerAccount } from '../src/services/accounts/register-account';

export const TEST_PASSWORD = 'Str0ngPassw0rd';

export function uniqueEmail(prefix = 'agent') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A verified agent with a default widget and a live session, built through the real services.
 * Unique emails let test files run in parallel on one database.
 */
export async function createAgent(
  app: App,
  overrides: Partial<{ email: string; name: string; company: string; password: string }> = {},
) {
  const input = {
    email: overrides.email ?? uniqueEmail(),
    name: overrides.name ?? 'Sarah Agent',
    company: overrides.company ?? 'Clapham Homes',
    password: overrides.password ?? TEST_PASSWORD,
  };
  const registration = await registerAccount({ db: app.db, publicUrl: app.env.PUBLIC_URL }, input);
  await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, registration.user.id));
  const session = await createSession(app.db, app.env.JWT_SECRET, {
    userId: registration.user.id,
    agentId: registration.agent.id,
    email: input.email,
    name: input.name,
  });
  return {
    ...session,
    email: input.email,
    password: input.password,
    userId: registration.user.id,
    agentId: registration.agent.id,
    widgetId: registration.onboarding.widgetId,
  };
}
