import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { getAsAgent, postAsAgent, saveWidgetSettings, signUpAgent } from './agent-api';
import { type HostSite, startHostSite } from './host-page';
import { chatPanel as chat, sendInChat as send } from './widget-chat';

let site: HostSite;
test.beforeAll(async ({ baseURL }) => {
  site = await startHostSite(baseURL!);
});
test.afterAll(() => site.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');


test('[WIDGET] visitor is qualified hot through the embed code, uploads a PDF and resumes after a reload', async ({
  page,
  request,
}) => {
  const agent = await signUpAgent(request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  await saveWidgetSettings(request, agent, {
    position: 'bottom-left',
    primaryColor: '#0F766E',
    autoOpen: true,
    autoOpenDelay: 1,
    areas: ['Clapham', 'Brixton', 'SW4'],
    welcomeMessage: 'Hello! Are you looking to buy or rent?',
  });

  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(site.pageUrl(agent.widgetId));

  // The launcher: configured corner and colour, despite the page's hostile CSS.
  const launcher = page.getByRole('button', { name: /chat with Clapham Homes/ });
  await expect(launcher).toBeVisible();
  const box = (await launcher.boundingBox())!;
  expect(box.x).toBeLessThan(40);
  expect(box.y + box.height).toBeGreaterThan(800 - 40);
  await expect(launcher).toHaveCSS('background-color', 'rgb(15, 118, 110)');

  // Auto-open after the configured delay, showing the welcome message.
  await expect(chat(page)).toBeVisible();
  await expect(chat(page).getByText('Hello! Are you looking to buy or rent?')).toBeVisible();
  // The page's own styles do not reach inside: no Comic Sans, no magenta text.
  const welcome = chat(page).getByText('Hello! Are you looking to buy or rent?');
  await expect(welcome).not.toHaveCSS('font-family', /Comic Sans/);
  await expect(welcome).not.toHaveCSS('color', 'rgb(255, 0, 255)');
  // And the widget does not restyle the page.
  await expect(page.locator('#page-title')).toHaveCSS('font-family', /Comic Sans/);

  // Privacy: nothing stored and nothing sent before the first message but the configuration
  // (plus the panel's code and the anonymous "opened" count once the chat opened).
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  const apiCalls = () =>
    requests.filter((r) => r.url().includes('/api/')).map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
  expect(apiCalls()).toEqual([
    `GET /api/widgets/${agent.widgetId}/public-config`,
    `POST /api/widgets/${agent.widgetId}/events`,
  ]);

  await send(page, "Hi, we're looking to buy", /which area/i);
  const stored = await page.evaluate((key) => localStorage.getItem(key), `leadwise:v1:${agent.widgetId}`);
  const session = JSON.parse(stored!);
  expect(session.conversationId).toMatch(/^[0-9a-f-]{36}$/);
  await send(page, 'Clapham, a 2 bed flat', /budget/i);
  await send(page, 'up to £550k', /mortgage/i);
  await send(page, 'We have a mortgage in principle from Halifax', /first-time buyer/i);
  await send(page, "Yes, it's our first home", /when are you hoping to move/i);
  await send(page, 'as soon as possible', /name and an email address or phone number/i);
  await send(page, 'Priya Shah, priya.shah@example.com', /Is it OK for Sarah Agent at Clapham Homes to contact you/);
  await send(page, 'Yes, happy to be contacted', /upload/i);

  // The visitor token travels in a header, never in a URL.
  expect(requests.every((r) => !r.url().includes(session.token))).toBe(true);
  const sentWithToken = requests.find((r) => r.method() === 'POST' && r.url().endsWith('/messages'));
  expect(await sentWithToken!.headerValue('x-visitor-token')).toBe(session.token);

  await chat(page).getByRole('button', { name: 'Attach a document' }).click();
  await chat(page).getByLabel('What is this document?').selectOption({ label: 'Mortgage certificate / AIP' });
  await chat(page)
    .getByLabel(/^File/)
    .setInputFiles({ name: 'halifax-aip.pdf', mimeType: 'application/pdf', buffer: PDF });
  if (process.env.E2E_SCREENSHOT_DIR) {
    await chat(page).screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/widget-upload.png` });
  }
  await chat(page).getByRole('button', { name: 'Upload' }).click();
  const receipt = chat(page).locator('.lw-msg-assistant').last();
  await expect(receipt).toContainText("I've received your mortgage certificate / aip (halifax-aip.pdf)");
  // The visitor's file bubble (an inline paperclip, not an emoji) sits above the thanks for it.
  const roles = await chat(page)
    .locator('.lw-msg')
    .evaluateAll((bubbles) => bubbles.slice(-2).map((bubble) => bubble.className));
  expect(roles).toEqual([expect.stringContaining('lw-msg-visitor'), expect.stringContaining('lw-msg-assistant')]);
  const fileBubble = chat(page).locator('.lw-msg-visitor').last();
  await expect(fileBubble).toContainText('halifax-aip.pdf');
  await expect(fileBubble.locator('svg')).toHaveCount(1);
  expect(await fileBubble.textContent()).not.toContain('📎');
  if (process.env.E2E_SCREENSHOT_DIR) {
    await chat(page).screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/widget-file-bubble.png` });
  }
  await expect(receipt).toContainText('Sarah Agent will review your details');

  // Reload: the chat reopens on the same conversation with its history.
  await page.reload();
  await expect(chat(page)).toBeVisible();
  await expect(chat(page).getByText('Priya Shah, priya.shah@example.com')).toBeVisible();
  await send(page, 'Thanks!', /added that to your notes for Sarah Agent/);
  const resumed = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), `leadwise:v1:${agent.widgetId}`))!,
  );
  expect(resumed.conversationId).toBe(session.conversationId);

  // The agent sees it all through the API.
  const detail = await getAsAgent(request, agent.accessToken, `/api/conversations/${session.conversationId}`);
  expect(detail.conversation).toMatchObject({ status: 'qualified', temperature: 'hot' });
  expect(detail.documents).toEqual([
    expect.objectContaining({ kind: 'mortgage_certificate', fileName: 'halifax-aip.pdf' }),
  ]);
  expect(detail.messages.filter((m: { role: string }) => m.role === 'visitor')).toHaveLength(9);
  expect(detail.lead).toMatchObject({ temperature: 'hot' });
  const leads = await getAsAgent(request, agent.accessToken, '/api/leads');
  expect(leads.items).toEqual([expect.objectContaining({ email: 'priya.shah@example.com', temperature: 'hot' })]);
});

test('[WIDGET] keyboard and small screens: opens full screen at 320 px, Escape closes and focus returns', async ({
  page,
  request,
}) => {
  const agent = await signUpAgent(request, { company: 'Clapham Homes' });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(site.pageUrl(agent.widgetId));

  const launcher = page.getByRole('button', { name: 'Open chat with Clapham Homes' });
  await expect(launcher).toBeVisible();
  const box = (await launcher.boundingBox())!;
  // Stays in its corner: small, and clear of the page's own button at the top left.
  expect(box.width).toBeLessThanOrEqual(48);
  expect(box.x).toBeGreaterThan(320 - 48 - 20);
  await page.locator('#page-cta').click();

  await launcher.focus();
  await page.keyboard.press('Enter');
  await expect(chat(page)).toBeVisible();
  await expect(chat(page).getByRole('textbox', { name: 'Type your message' })).toBeFocused();
  const panel = (await chat(page).boundingBox())!;
  expect(panel).toMatchObject({ x: 0, y: 0, width: 320, height: 640 });
  // Nothing is stored by opening the chat.
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  await page.keyboard.press('Escape');
  await expect(chat(page)).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('[WIDGET] script payloads are shown as text and never run', async ({ page, request }) => {
  const agent = await signUpAgent(request, { company: 'Clapham Homes' });
  await page.goto(site.pageUrl(agent.widgetId));
  await page.getByRole('button', { name: 'Open chat with Clapham Homes' }).click();
  const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  await send(page, payload, /buy, sell, rent or let/i);
  await expect(chat(page).getByText(payload)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await chat(page).locator('img[src="x"], script').count()).toBe(0);
});

test('[WIDGET] the agent takes over: the visitor sees them join and their messages arrive live', async ({
  page,
  request,
}) => {
  const agent = await signUpAgent(request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  await page.goto(site.pageUrl(agent.widgetId));
  await page.getByRole('button', { name: 'Open chat with Clapham Homes' }).click();
  await send(page, 'Looking to rent', /which area/i);
  const { conversationId } = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), `leadwise:v1:${agent.widgetId}`))!,
  );

  await postAsAgent(request, agent.accessToken, `/api/conversations/${conversationId}/takeover`);
  await expect(chat(page).getByText('Sarah Agent has joined the chat')).toBeVisible();
  await expect(chat(page).getByText('Sarah Agent is chatting with you')).toBeVisible();
  await postAsAgent(request, agent.accessToken, `/api/conversations/${conversationId}/messages`, {
    text: 'Hi, Sarah here. Brixton or Clapham?',
  });
  await expect(chat(page).getByText('Hi, Sarah here. Brixton or Clapham?')).toBeVisible();

  await postAsAgent(request, agent.accessToken, `/api/conversations/${conversationId}/handback`);
  await expect(chat(page).getByText('Sarah Agent has left the chat')).toBeVisible();
  await expect(chat(page).getByText(/I'm back to help/)).toBeVisible();
});

test('[WIDGET] the agent page /a/:agentId is a branded full-page chat', async ({ page, request }) => {
  const agent = await signUpAgent(request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  await page.goto(`/a/${agent.agentId}`);
  await expect(page).toHaveTitle('Chat with Sarah Agent at Clapham Homes');
  const main = page.getByRole('main', { name: 'Chat with Clapham Homes' });
  await expect(main.getByRole('heading', { name: 'Clapham Homes' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Open chat/ })).toHaveCount(0);
  await expect(main.getByRole('textbox', { name: 'Type your message' })).toBeFocused();
  await main.getByRole('textbox', { name: 'Type your message' }).fill('buying');
  await main.getByRole('textbox', { name: 'Type your message' }).press('Enter');
  await expect(main.getByText(/which area/i)).toBeVisible();
});

test('[WIDGET] without a live stream the widget polls, and the agent still gets through', async ({ page, request }) => {
  const agent = await signUpAgent(request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  // A proxy that kills streaming responses: the widget must fall back to polling.
  await page.route('**/api/conversations/*/events', (route) => route.abort('connectionreset'));
  await page.goto(site.pageUrl(agent.widgetId));
  await page.getByRole('button', { name: 'Open chat with Clapham Homes' }).click();
  await send(page, 'Looking to buy', /which area/i);
  const { conversationId } = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), `leadwise:v1:${agent.widgetId}`))!,
  );
  await postAsAgent(request, agent.accessToken, `/api/conversations/${conversationId}/messages`, {
    text: 'Sarah here, polling works',
  });
  await expect(chat(page).getByText('Sarah here, polling works')).toBeVisible({ timeout: 15_000 });
});
