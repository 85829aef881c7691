import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAccount, signInThroughApi, type TestAccount } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { type HostSite, startHostSite } from '../widget/host-page';

let site: HostSite;
test.beforeAll(async ({ baseURL }) => {
  site = await startHostSite(baseURL!);
});
test.afterAll(() => site.close());

interface Agent {
  account: TestAccount;
  accessToken: string;
  widgetId: string;
}

/** A verified agent signed into the dashboard in `page` (session stored as the web app does). */
async function signUpAndSignIn(page: Page, request: APIRequestContext, overrides: Partial<TestAccount> = {}) {
  const account = await createVerifiedAccount(request, overrides);
  const session = await signInThroughApi(page, request, account);
  const config = await api(request, session.accessToken, 'GET', '/api/dashboard/widget-config');
  return { account, accessToken: session.accessToken, widgetId: config.data.widgetId as string } satisfies Agent;
}

async function api(request: APIRequestContext, token: string, method: 'GET' | 'PUT', path: string, data?: unknown) {
  const res = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status(), ...(await res.json()) };
}

function chat(page: Page, company: string) {
  return page.getByRole('dialog', { name: `Chat with ${company}` });
}

/** The visitor types a message in the real widget and waits for the assistant's answer. */
async function visitorSays(page: Page, company: string, text: string, expectedReply: RegExp) {
  const replies = chat(page, company).locator('.lw-msg-assistant');
  const before = await replies.count();
  const box = chat(page, company).getByRole('textbox', { name: 'Type your message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(replies).toHaveCount(before + 1);
  await expect(replies.last()).toHaveText(expectedReply);
}

test('[DASHBOARD] empty at first, then a visitor chats through the widget and the conversation and lead appear live', async ({
  page,
  context,
  request,
}) => {
  const agent = await signUpAndSignIn(page, request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  const liveStreams: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/events') {
      liveStreams.push(`${response.status()} ${response.headers()['content-type']}`);
    }
  });
  const saved = await api(request, agent.accessToken, 'GET', '/api/dashboard/widget-config');
  const { agentId: _a, widgetId: _w, dedicatedUrl: _d, embedCode: _e, ...settings } = saved.data;
  await api(request, agent.accessToken, 'PUT', '/api/dashboard/widget-config', {
    ...settings,
    areas: ['Clapham', 'SW4'],
  });

  // A new agent's dashboard: empty states everywhere.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Sarah Agent!' })).toBeVisible();
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'No leads yet' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Conversations' }).click();
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await expect(page.getByText('0 conversations', { exact: true })).toBeVisible();

  // A visitor on the agent's website, in another tab.
  const visitor = await context.newPage();
  await visitor.goto(site.pageUrl(agent.widgetId));
  await visitor.getByRole('button', { name: 'Open chat with Clapham Homes' }).click();
  await visitorSays(visitor, 'Clapham Homes', "Hi, we're looking to buy", /which area/i);

  // The conversation appears in the open list without a reload (server-sent events).
  const card = page.getByRole('link', { name: /Anonymous User/ });
  await expect(card).toBeVisible();
  expect(liveStreams[0]).toMatch(/^200 text\/event-stream/);
  await expect(page.getByText('1 conversation', { exact: true })).toBeVisible();
  await card.click();
  await expect(page.getByRole('list', { name: 'Transcript' }).getByText("Hi, we're looking to buy")).toBeVisible();

  // While the agent watches the conversation, each message and the qualification arrive live.
  const transcript = page.getByRole('list', { name: 'Transcript' });
  const extracted = page.locator('section', { has: page.getByRole('heading', { name: 'Extracted Data' }) });
  await visitorSays(visitor, 'Clapham Homes', 'Clapham, a 2 bed flat', /budget/i);
  await expect(transcript.getByText('Clapham, a 2 bed flat')).toBeVisible();
  await visitorSays(visitor, 'Clapham Homes', 'up to £550k', /mortgage/i);
  await expect(extracted.getByText('Up to £550,000')).toBeVisible();
  await visitorSays(
    visitor,
    'Clapham Homes',
    'We have a mortgage in principle from Halifax',
    /first-time buyer/i,
  );
  await visitorSays(visitor, 'Clapham Homes', "Yes, it's our first home", /when are you hoping to move/i);
  await visitorSays(visitor, 'Clapham Homes', 'as soon as possible', /name and an email address or phone number/i);
  await visitorSays(visitor, 'Clapham Homes', 'Priya Shah, priya.shah@example.com', /contact you/);
  await visitorSays(visitor, 'Clapham Homes', 'Yes, happy to be contacted', /upload/i);

  await expect(page.getByRole('heading', { name: 'Priya Shah', level: 1 })).toBeVisible();
  for (const text of [
    'Buyer',
    'First-time buyer',
    'Up to £550,000',
    'Mortgage in principle',
    'Immediately',
    'Clapham',
    'In your areas',
    'priya.shah@example.com',
  ]) {
    await expect(extracted.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(extracted.getByText('Score: 100/100')).toBeVisible();
  await expect(extracted.getByText('hot', { exact: true })).toBeVisible();
  const analytics = page.locator('section', { has: page.getByRole('heading', { name: 'Analytics' }) });
  await expect(analytics.getByText('qualified', { exact: true })).toBeVisible();

  // The agent takes over, replies in person, and hands back.
  await page.getByRole('button', { name: 'Take over' }).click();
  await expect(chat(visitor, 'Clapham Homes').getByText('Sarah Agent has joined the chat')).toBeVisible();
  await page.getByLabel('Reply to the visitor').fill('Hi Priya, Sarah here. Are you free on Saturday?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    chat(visitor, 'Clapham Homes').getByText('Hi Priya, Sarah here. Are you free on Saturday?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Hand back' }).click();
  await expect(page.getByRole('button', { name: 'Take over' })).toBeVisible();

  // The lead, with its score and temperature; the status is the agent's to set.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Leads' }).click();
  const lead = page.getByRole('listitem').filter({ hasText: 'priya.shah@example.com' });
  await expect(lead.getByText('Score: 100/100')).toBeVisible();
  await expect(lead.getByText('hot', { exact: true })).toBeVisible();
  await lead.getByLabel('Status').selectOption('contacted');
  await expect(lead.getByLabel('Status')).toHaveValue('contacted');
  await lead.getByRole('button', { name: 'Add notes' }).click();
  await lead.getByLabel('Notes').fill('Viewing on Saturday at 11');
  await lead.getByRole('button', { name: 'Save notes' }).click();
  await expect(lead.getByText('Viewing on Saturday at 11')).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('listitem').filter({ hasText: 'priya.shah@example.com' });
  await expect(reloaded.getByLabel('Status')).toHaveValue('contacted');
  await expect(reloaded.getByText('Viewing on Saturday at 11')).toBeVisible();

  // The leads CSV, for a spreadsheet or CRM import.
  const leadsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const leadsCsv = readFileSync(await (await leadsDownload).path(), 'utf8').trim().split('\r\n');
  expect(leadsCsv).toHaveLength(2);
  expect(leadsCsv[1]).toContain('priya.shah@example.com');
  expect(leadsCsv[1]).toContain('contacted');
  expect(leadsCsv[1]).toContain('Viewing on Saturday at 11');

  // The lead's name opens its conversation.
  await reloaded.getByRole('link', { name: 'Priya Shah' }).click();
  await expect(page.getByRole('heading', { name: 'Priya Shah', level: 1 })).toBeVisible();

  // Analytics: the funnel step opens the conversations behind it; the CSV has one row each.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('button', { name: 'Chatted: 1. Show these conversations' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export conversations CSV' }).click();
  const csv = await (await download).path();
  const rows = readFileSync(csv, 'utf8').trim().split('\r\n');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain('priya.shah@example.com');
  await page.getByRole('button', { name: 'Qualified hot or warm: 1. Show these conversations' }).click();
  await expect(page.getByText('Funnel step: Qualified hot or warm')).toBeVisible();
  await expect(page.getByRole('link', { name: /Priya Shah/ })).toBeVisible();
  // A day's bar opens that day's conversations.
  await page.goBack();
  await page.locator('.recharts-bar-rectangle').first().click();
  await expect(page).toHaveURL(/\/dashboard\/conversations\?from=(\d{4}-\d{2}-\d{2})&to=\1$/);
  await expect(page.getByRole('link', { name: /Priya Shah/ })).toBeVisible();

  // The header search finds the visitor by what she wrote.
  await page.getByLabel('Search', { exact: true }).fill('halifax');
  await page
    .getByRole('link', { name: /Priya Shah/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Priya Shah', level: 1 })).toBeVisible();
});

test('[DASHBOARD] the agent edits the widget in Widget Setup and the widget on the website shows it', async ({
  page,
  context,
  request,
}) => {
  const agent = await signUpAndSignIn(page, request, { company: 'Clapham Homes' });
  await page.goto('/dashboard/widget-config');
  await expect(page.getByRole('heading', { name: 'Widget Configuration' })).toBeVisible();
  await page.getByLabel('Company Name').fill('Brixton Lettings');
  await page.getByLabel('Primary Color', { exact: true }).fill('#0F766E');
  await page.getByLabel('Widget Position').selectOption('bottom-left');
  await page.getByLabel('Welcome Message').fill('Welcome to Brixton Lettings! Renting or buying?');

  // Saving answers on the page (a status region a screen reader reads), never a blocking dialog.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // A bad field is refused, named, and nothing typed is lost.
  await page.getByLabel('Secondary Color', { exact: true }).fill('#FFF');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toContainText('secondaryColor');
  await expect(page.getByLabel('Secondary Color', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Welcome Message')).toHaveValue('Welcome to Brixton Lettings! Renting or buying?');

  await page.getByLabel('Secondary Color', { exact: true }).fill('#F1F5F9');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Widget configuration saved successfully!' })).toBeVisible();
  expect(dialogs).toEqual([]);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();

  // The embed code's copy button shows a check mark, then goes back after 2 seconds.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(page.getByRole('button', { name: 'Copy embed code: copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`data-widget-id="${agent.widgetId}"`);
  await expect(page.getByRole('button', { name: 'Copy embed code', exact: true })).toBeVisible({ timeout: 4000 });

  // Preview mode: only the simulated site with the launcher, in the edited colours and text.
  await page.getByRole('button', { name: 'Preview Mode' }).click();
  await expect(page.getByRole('button', { name: 'Preview Mode' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Company Name')).toHaveCount(0);
  await expect(page.getByText('Welcome to Brixton Lettings! Renting or buying?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close chat preview' })).toHaveCSS(
    'background-color',
    'rgb(15, 118, 110)',
  );
  await page.getByRole('button', { name: 'Edit Mode' }).click();
  await expect(page.getByLabel('Company Name')).toHaveValue('Brixton Lettings');

  const visitor = await context.newPage();
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.goto(site.pageUrl(agent.widgetId));
  const launcher = visitor.getByRole('button', { name: 'Open chat with Brixton Lettings' });
  await expect(launcher).toBeVisible();
  await expect(launcher).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  expect((await launcher.boundingBox())!.x).toBeLessThan(40);
  await launcher.click();
  await expect(
    chat(visitor, 'Brixton Lettings').getByText('Welcome to Brixton Lettings! Renting or buying?'),
  ).toBeVisible();
});

test("[DASHBOARD] a second agent sees none of the first agent's data, through the UI or the API", async ({
  page,
  request,
}) => {
  // The first agent gets a conversation and a lead through the public widget API.
  const first = await createVerifiedAccount(request, { company: 'Clapham Homes' });
  const firstLogin = await (
    await request.post('/api/auth/login', { data: { email: first.email, password: first.password } })
  ).json();
  const firstConfig = await api(request, firstLogin.data.accessToken, 'GET', '/api/dashboard/widget-config');
  const started = await (
    await request.post(`/api/widgets/${firstConfig.data.widgetId}/conversations`, { data: {} })
  ).json();
  const { conversationId, visitorToken } = started.data;
  for (const text of [
    'buying',
    'Clapham',
    'up to 500k',
    'cash buyer',
    'asap',
    'Olivia Secret, olivia.secret@example.com',
  ]) {
    const sent = await request.post(`/api/conversations/${conversationId}/messages`, {
      data: { text },
      headers: { 'x-visitor-token': visitorToken },
    });
    expect(sent.ok()).toBe(true);
  }
  const firstLeads = await api(request, firstLogin.data.accessToken, 'GET', '/api/leads');
  expect(firstLeads.data.items).toHaveLength(1);
  const leadId = firstLeads.data.items[0].id;

  // The second agent, signed into the dashboard.
  const second = await signUpAndSignIn(page, request, { name: 'Other Agent', company: 'Other Homes' });
  for (const path of ['/api/conversations', '/api/leads', '/api/conversations?q=olivia', '/api/leads?q=secret']) {
    const res = await api(request, second.accessToken, 'GET', path);
    expect(res.data.items, path).toEqual([]);
  }
  expect((await api(request, second.accessToken, 'GET', `/api/conversations/${conversationId}`)).status).toBe(404);
  const patch = await request.patch(`/api/leads/${leadId}`, {
    data: { status: 'lost' },
    headers: { authorization: `Bearer ${second.accessToken}` },
  });
  expect(patch.status()).toBe(404);
  const csv = await request.get('/api/conversations.csv', {
    headers: { authorization: `Bearer ${second.accessToken}` },
  });
  expect(await csv.text()).not.toContain('olivia');
  const dashboard = await api(request, second.accessToken, 'GET', '/api/dashboard');
  expect(dashboard.data.analytics).toMatchObject({ totalConversations: 0, totalLeads: 0 });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Other Agent!' })).toBeVisible();
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await page.goto('/dashboard/leads');
  await expect(page.getByRole('heading', { name: 'No leads yet' })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('olivia');
  await expect(page.getByText('Nothing matches "olivia".')).toBeVisible();
  await page.goto(`/dashboard/conversations/${conversationId}`);
  await expect(page.getByRole('alert')).toContainText('Conversation not found');
  await expect(page.getByText('Olivia Secret')).toHaveCount(0);
});
