import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_WIDGET_ID } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { connectDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import { agencyMembers, agents, outboxMessages, users, widgets } from '../../src/db/schema';
import { hashPassword } from '../../src/services/accounts/password';
import { DEMO_AGENT_ID, DEMO_EMAIL, DEMO_USER_ID, seedDemoAgency } from '../../src/services/demo/demo-agency';
import { startStripeDouble } from '../billing/stripe-double';
import { TEST_PASSWORD } from '../factories';
import { build, testDatabaseKind } from '../helper';

/** How many of each demo row exist: exactly one each after any number of seedings. */
async function countDemoRows(db: Database) {
  const [demoAgents, demoUsers, demoWidgets, demoMembers] = await Promise.all([
    db.select({ id: agents.id }).from(agents).where(eq(agents.isDemo, true)),
    db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL)),
    db.select({ id: widgets.id }).from(widgets).where(eq(widgets.id, DEMO_WIDGET_ID)),
    db.select({ id: agencyMembers.id }).from(agencyMembers).where(eq(agencyMembers.agentId, DEMO_AGENT_ID)),
  ]);
  return {
    agents: demoAgents.length,
    users: demoUsers.length,
    widgets: demoWidgets.length,
    members: demoMembers.length,
  };
}

const ONE_EACH = { agents: 1, users: 1, widgets: 1, members: 1 };

/**
 * Two database handles on one empty database, as two instances starting together have: a fresh
 * PostgreSQL database when the suite runs on PostgreSQL, else one in-memory PGlite shared by both.
 */
async function twoInstancesOnAnEmptyDatabase(): Promise<{ handles: DatabaseHandle[]; dispose(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = connectDatabase({ pgliteDir: 'memory://' });
    return { handles: [handle, handle], dispose: () => handle.close() };
  }
  const name = `leadwise_demo_seed_${process.pid}_${Date.now()}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  const handles = [0, 1].map(() => connectDatabase({ databaseUrl: fresh.toString(), pgliteDir: 'memory://' }));
  return {
    handles,
    async dispose() {
      await Promise.all(handles.map((h) => h.close()));
      await admin.unsafe(`drop database if exists "${name}"`);
      await admin.end({ timeout: 5 });
    },
  };
}

describe(`the demo agency (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('is seeded at start: a demo agency, its owner and its branded, always-open widget', async () => {
    expect(await countDemoRows(app.db)).toEqual(ONE_EACH);
    const [agent] = await app.db.select().from(agents).where(eq(agents.id, DEMO_AGENT_ID));
    expect(agent).toMatchObject({ isDemo: true, userId: DEMO_USER_ID, email: DEMO_EMAIL });
    const config = await app.inject({ method: 'GET', url: `/api/widgets/${DEMO_WIDGET_ID}/public-config` });
    expect(config.statusCode).toBe(200);
    expect(config.json().data).toMatchObject({ isActive: true, isOnline: true, companyName: 'Leadwise Demo Homes' });
    expect(config.json().data.welcomeMessage).toMatch(/demo agency/);
  });

  it('runs with billing on though it has no plan nor trial: the demo is never billed', async () => {
    const stripe = await startStripeDouble();
    const billed = await build(stripe.env);
    try {
      const config = await billed.inject({ method: 'GET', url: `/api/widgets/${DEMO_WIDGET_ID}/public-config` });
      expect(config.json().data).toMatchObject({ isActive: true, isOnline: true, isHidden: false });
      const [agent] = await billed.db.select().from(agents).where(eq(agents.id, DEMO_AGENT_ID));
      expect(agent).toMatchObject({ trialEndsAt: null, subscriptionStatus: null });
    } finally {
      await billed.close();
      await stripe.close();
    }
  });

  it('seeds once across two instances starting at the same time on an empty database', async () => {
    const { handles, dispose } = await twoInstancesOnAnEmptyDatabase();
    try {
      await Promise.all([...new Set(handles)].map((h) => h.migrate()));
      await Promise.all([...handles, ...handles].map((h) => seedDemoAgency(h.db)));
      expect(await countDemoRows(handles[0].db)).toEqual(ONE_EACH);
    } finally {
      await dispose();
    }
  });

  it('seeds once across restarts and puts back a demo widget whose settings were changed', async () => {
    // A database on disk, kept across the restart (on PostgreSQL: the suite's database).
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leadwise-demo-restart-'));
    const overrides = { PGLITE_DIR: path.join(dataDir, 'pglite') };
    const first = await build(overrides);
    await first.db.update(widgets).set({ isActive: false }).where(eq(widgets.id, DEMO_WIDGET_ID));
    await first.close();
    const second = await build(overrides);
    try {
      expect(await countDemoRows(second.db)).toEqual(ONE_EACH);
      const [widget] = await second.db.select().from(widgets).where(eq(widgets.id, DEMO_WIDGET_ID));
      expect(widget.isActive).toBe(true);
      expect(widget.settings.areas).toContain('Clapham');
    } finally {
      await second.close();
    }
  });

  it('nobody can sign in as the demo user, reset its password or sign up with its address', async () => {
    // Even with a password someone managed to set, the demo user is not an account.
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(TEST_PASSWORD), emailVerifiedAt: new Date() })
      .where(eq(users.id, DEMO_USER_ID));
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_EMAIL, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(401);

      const reset = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: DEMO_EMAIL } });
      expect(reset.statusCode).toBe(200);
      const mail = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, DEMO_EMAIL));
      expect(mail).toEqual([]);

      const signup = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: DEMO_EMAIL, name: 'Someone', company: 'Someone Homes', password: TEST_PASSWORD },
      });
      expect(signup.statusCode).toBe(400);
      expect(signup.json()).toMatchObject({ field: 'email', error: 'Please use your own email address' });
      const other = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'sales@leadwise.invalid', name: 'Someone', company: 'Someone Homes', password: TEST_PASSWORD },
      });
      expect(other.statusCode).toBe(400);
    } finally {
      await app.db.update(users).set({ passwordHash: null, emailVerifiedAt: null }).where(eq(users.id, DEMO_USER_ID));
    }
  });
});
