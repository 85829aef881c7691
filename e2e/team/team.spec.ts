import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createVerifiedAccount, signInThroughApi, TEST_PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { readOutbox } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';

/**
 * Branches and their leads are seeded straight into the database (their own screens and routing
 * belong to other work), so this spec runs its own server, twenty ports up, on a throwaway
 * PostgreSQL database it can write to beside it. It needs E2E_DATABASE_URL (or TEST_DATABASE_URL).
 */
const adminUrl = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const port = Number(process.env.E2E_PORT ?? 3999) + 20;
const teamURL = `http://127.0.0.1:${port}`;
const databaseName = `leadwise_e2e_team_${randomUUID().slice(0, 8)}`;
let admin: postgres.Sql | undefined;
let sql: postgres.Sql | undefined;
let server: ChildProcess | undefined;

test.use({ baseURL: teamURL });
test.skip(!adminUrl, 'needs a PostgreSQL server (E2E_DATABASE_URL or TEST_DATABASE_URL)');

test.beforeAll(async () => {
  if (!adminUrl) return;
  test.setTimeout(120_000);
  admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: teamURL,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'leadwise-e2e-team-')),
      DATABASE_URL: url.toString(),
      REDIS_URL: '',
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
      RATE_LIMIT_DISABLED: 'true',
      OUTBOX_POLL_MS: '200',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; ; attempt++) {
    const healthy = await fetch(`${teamURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (attempt > 200 || server.exitCode !== null) throw new Error('The team e2e server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server && server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
  await sql?.end({ timeout: 5 });
  await admin?.unsafe(`drop database if exists ${databaseName}`);
  await admin?.end({ timeout: 5 });
});

/** A branch of the agency with one visitor's conversation and lead in it. */
async function seedBranchWithLead(agentId: string, branch: string, visitor: string) {
  const db = sql!;
  const [row] = await db`insert into branches (agent_id, name, areas) values (${agentId}, ${branch}, ${db.json([branch])}) returning id`;
  const [widget] = await db`select id from widgets where agent_id = ${agentId} limit 1`;
  const [conversation] = await db`
    insert into conversations (agent_id, widget_id, branch_id, visitor_token_hash, status, contact_name, contact_email, score, temperature, last_message, last_message_at, message_count)
    values (${agentId}, ${widget!.id}, ${row!.id}, ${randomUUID()}, 'qualified', ${visitor}, ${`${visitor.split(' ')[0]!.toLowerCase()}@example.com`}, 90, 'hot', 'Looking to buy a flat', now(), 1)
    returning id`;
  await db`insert into conversation_messages (conversation_id, agent_id, role, text) values (${conversation!.id}, ${agentId}, 'visitor', 'Looking to buy a flat')`;
  await db`
    insert into leads (agent_id, widget_id, conversation_id, branch_id, name, email, score, temperature)
    values (${agentId}, ${widget!.id}, ${conversation!.id}, ${row!.id}, ${visitor}, ${`${visitor.split(' ')[0]!.toLowerCase()}@example.com`}, 90, 'hot')`;
  return { branchId: row!.id as string, conversationId: conversation!.id as string };
}

test('[TEAM] the owner invites a negotiator, who joins from the emailed link and works only their branch', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedAccount(request);
  const [agency] = await sql!`select m.agent_id from agency_members m join users u on u.id = m.user_id where u.email = ${owner.email}`;
  const agentId = agency!.agent_id as string;
  const north = await seedBranchWithLead(agentId, 'North', 'Nora North');
  await seedBranchWithLead(agentId, 'South', 'Sid South');

  // The owner invites a negotiator for the North branch from the Team page.
  await signInThroughApi(page, request, owner);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  const negotiatorEmail = uniqueEmail('nina');
  const form = page.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('Email address').fill(negotiatorEmail);
  await form.getByLabel('Role').selectOption({ label: 'Negotiator' });
  await form.getByLabel('Branch').selectOption({ label: 'North' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${negotiatorEmail}`)).toBeVisible();
  const pending = page.getByRole('listitem', { name: negotiatorEmail });
  await expect(pending).toContainText('Negotiator · North');
  await expect(pending.getByRole('button', { name: 'Resend' })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Revoke' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();

  // The negotiator opens the emailed link, sets a password and signs in.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox(request, negotiatorEmail)).find((m) => /invited/.test(m.subject));
      link = mail?.text.match(/https?:\/\/\S+\/set-password\?\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New Password').fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password set successfully! Please log in with your new password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard/);

  // Their sidebar says who they are and offers only what a negotiator can use.
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(page.getByText('Negotiator · North')).toBeVisible();
  for (const hidden of ['Team', 'Billing', 'Widget Setup', 'Widget Settings']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }

  // Only the North branch's lead is theirs to see.
  await nav.getByRole('link', { name: /Leads/ }).click();
  await expect(page.getByText('Nora North').first()).toBeVisible();
  await expect(page.getByText('Sid South')).toHaveCount(0);

  // They take over their branch's chat.
  await page.goto(`/dashboard/conversations/${north.conversationId}`);
  await page.getByRole('button', { name: 'Take over' }).click();
  await expect(page.getByRole('button', { name: 'Hand back' })).toBeVisible();
  const [taken] = await sql!`select mode from conversations where id = ${north.conversationId}`;
  expect(taken!.mode).toBe('human');
});
