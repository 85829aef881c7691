import type { APIRequestContext } from '@playwright/test';
import { readStoredSession, signInThroughApi, signInWithPassword, uniqueEmail } from '../fixtures/accounts';
import { readOutbox } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { authenticatorCode } from '../fixtures/two-factor';
import { getAsAgent, postAsAgent, saveWidgetSettings, signUpAgent } from '../widget/agent-api';

/** Not a common word, unlike the shared test password: the negotiator chooses their own. */
const NEGOTIATOR_PASSWORD = 'Kestrel-Quay-7Harbour';

/** A visitor chatting through the agency widget's public API until the chat makes a lead. */
async function visitorBecomesLead(request: APIRequestContext, widgetId: string, lines: readonly string[]) {
  const started = await request.post(`/api/widgets/${widgetId}/conversations`, { data: {} });
  expect(started.ok(), `starting a chat answered ${started.status()}`).toBe(true);
  const { conversationId, visitorToken } = (await started.json()).data as { conversationId: string; visitorToken: string };
  const headers = { 'x-visitor-token': visitorToken };
  for (const text of lines) {
    const res = await request.post(`/api/conversations/${conversationId}/messages`, { headers, data: { text } });
    expect(res.ok(), `the visitor's "${text}" answered ${res.status()}: ${await res.text()}`).toBe(true);
  }
  return {
    conversationId,
    /** The conversation as the visitor's widget reads it: who answers, and what was said. */
    async read() {
      const res = await request.get(`/api/conversations/${conversationId}/messages`, { headers });
      expect(res.ok(), `the visitor's transcript answered ${res.status()}`).toBe(true);
      return (await res.json()).data as { mode: string; messages: Array<{ role: string; text: string }> };
    },
  };
}

test('[TEAM] the owner invites a negotiator, who joins from the emailed link, turns on two-factor and works only their branch', async ({
  page,
  request,
}) => {
  // The agency: two branches covering different places, one widget for the whole agency.
  const owner = await signUpAgent(request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  await saveWidgetSettings(request, owner, { areas: ['Clapham', 'Leeds'] });
  const clapham = await postAsAgent(request, owner.accessToken, '/api/branches', { name: 'Clapham', areas: ['Clapham'] });
  const leeds = await postAsAgent(request, owner.accessToken, '/api/branches', { name: 'Leeds', areas: ['Leeds'] });

  // One buyer in each place; routing gives each lead to the branch covering its area.
  const claphamChat = await visitorBecomesLead(request, owner.widgetId, [
    'Hi, I want to buy a 2 bed flat in Clapham, up to 450k',
    'Yes I have a mortgage in principle',
    'within a month',
    'Clara Hughes, 07700900123',
  ]);
  const leedsChat = await visitorBecomesLead(request, owner.widgetId, [
    'Hi, I want to buy a 3 bed house in Leeds, up to 300k',
    'Yes I have a mortgage in principle',
    'within a month',
    'Liam Walsh, 07700900456',
  ]);
  const ownerLeads = (await getAsAgent(request, owner.accessToken, '/api/leads')).items as Array<{
    name: string | null;
    conversationId: string;
    branch: { id: string; name: string } | null;
  }>;
  expect(ownerLeads.find((l) => l.conversationId === claphamChat.conversationId)).toMatchObject({
    name: 'Clara Hughes',
    branch: { id: clapham.id, name: 'Clapham' },
  });
  expect(ownerLeads.find((l) => l.conversationId === leedsChat.conversationId)).toMatchObject({
    name: 'Liam Walsh',
    branch: { id: leeds.id, name: 'Leeds' },
  });

  // The owner invites a negotiator for the Clapham branch from the Team page.
  await signInThroughApi(page, request, owner.account);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  const negotiator = { email: uniqueEmail('nina'), password: NEGOTIATOR_PASSWORD };
  const form = page.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('Email address').fill(negotiator.email);
  await form.getByLabel('Role').selectOption({ label: 'Negotiator' });
  await form.getByLabel('Branch').selectOption({ label: 'Clapham' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${negotiator.email}`)).toBeVisible();
  const pending = page.getByRole('listitem', { name: negotiator.email });
  await expect(pending).toContainText('Negotiator · Clapham');
  await expect(pending.getByRole('button', { name: 'Resend' })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Revoke' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);

  // The negotiator opens the emailed link, sets a password and signs in.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox(request, negotiator.email)).find((m) => /invited/.test(m.subject));
      link = mail?.text.match(/https?:\/\/\S+\/set-password\?\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New Password').fill(negotiator.password);
  await page.getByLabel('Confirm Password').fill(negotiator.password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password set successfully! Please log in with your new password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(negotiator.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard/);

  // Their sidebar says who they are and offers only what a negotiator can use.
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(page.getByText('Negotiator · Clapham')).toBeVisible();
  for (const hidden of ['Team', 'Branches', 'Billing', 'Widget Setup', 'Widget Settings']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }

  // They turn on two-factor sign-in with the key the Security page shows.
  await nav.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const key = (await page.getByTestId('two-factor-key').textContent()) ?? '';
  expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Authentication code').fill(authenticatorCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('10 of 10 recovery codes left.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
  expect(await readStoredSession(page)).toBeNull();

  // Signing in again takes the password, then a code from the app (the next step's: a code is never taken twice).
  await signInWithPassword(page, negotiator);
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeVisible();
  expect(await readStoredSession(page)).toBeNull();
  await codeField.fill(authenticatorCode(key, 1));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL(/\/dashboard/);
  const session = await readStoredSession(page);
  expect(session?.user.email).toBe(negotiator.email);

  // Only the Clapham branch's lead is theirs to see; the Leeds chat does not exist for them.
  await nav.getByRole('link', { name: /Leads/ }).click();
  await expect(page.getByRole('heading', { name: 'Qualified Leads', level: 1 })).toBeVisible();
  const claphamRow = page.getByRole('listitem').filter({ hasText: 'Clara Hughes' });
  await expect(claphamRow.getByText('Unassigned · Clapham')).toBeVisible();
  await expect(page.getByText('Liam Walsh')).toHaveCount(0);
  const negotiatorHeaders = { authorization: `Bearer ${session!.accessToken}` };
  for (const path of [`/api/conversations/${leedsChat.conversationId}`, `/api/conversations/${claphamChat.conversationId}`]) {
    const res = await request.get(path, { headers: negotiatorHeaders });
    expect(res.status(), path).toBe(path.includes(leedsChat.conversationId) ? 404 : 200);
  }

  // They take over their branch's chat and write to the visitor, whose widget shows a person answering.
  expect((await claphamChat.read()).mode).toBe('assistant');
  await claphamRow.getByRole('link', { name: 'View conversation' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/conversations/${claphamChat.conversationId}$`));
  await page.getByRole('button', { name: 'Take over' }).click();
  await expect(page.getByRole('button', { name: 'Hand back' })).toBeVisible();
  const reply = 'Hello Clara, this is Nina at the Clapham branch. When could you view the flat?';
  await page.getByLabel('Reply to the visitor').fill(reply);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByLabel('Reply to the visitor')).toHaveValue('');
  const seenByVisitor = await claphamChat.read();
  expect(seenByVisitor.mode).toBe('human');
  expect(seenByVisitor.messages.at(-1)).toMatchObject({ role: 'agent', text: reply });
  expect((await leedsChat.read()).mode).toBe('assistant');
});
