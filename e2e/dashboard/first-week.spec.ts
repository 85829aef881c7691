import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createVerifiedAccount, signInThroughApi } from '../fixtures/accounts';
import { acceptDocumentNotFound, expect, test } from '../fixtures/test';
import { type HostSite, startHostSite } from '../widget/host-page';

let site: HostSite;
test.beforeAll(async ({ baseURL }) => {
  site = await startHostSite(baseURL!);
});
test.afterAll(() => site.close());

const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

async function signUp(page: Page, request: APIRequestContext) {
  const account = await createVerifiedAccount(request);
  const session = await signInThroughApi(page, request, account);
  const config = await request.get('/api/dashboard/widget-config', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  return { account, widgetId: (await config.json()).data.widgetId as string };
}

/** A visitor on the agent's own site (another origin) opens the chat and says something. */
async function visitFromAgentSite(page: Page, widgetId: string, company: string, text?: string) {
  await page.goto(site.pageUrl(widgetId));
  const launcher = page.getByRole('button', { name: `Open chat with ${company}` });
  await expect(launcher).toBeAttached();
  if (!text) return;
  await launcher.click();
  const chat = page.getByRole('dialog', { name: `Chat with ${company}` });
  await chat.getByRole('textbox', { name: 'Type your message' }).fill(text);
  await chat.getByRole('textbox', { name: 'Type your message' }).press('Enter');
  await expect(chat.locator('.lw-msg-assistant')).toHaveCount(2);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // What sticks out, named for the failure message.
    wide: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)}`),
  }));
  expect(widths.scrollWidth, `the page scrolls sideways: ${widths.wide.join(' | ')}`).toBeLessThanOrEqual(
    widths.innerWidth,
  );
}

/** Visible and inside the viewport's width: reachable without scrolling sideways. */
async function expectWithinWidth(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test('[DASHBOARD] an unknown path answers 404 with the not-found page; app pages answer 200 with their own title', async ({
  page,
  request,
  consoleErrors,
}) => {
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('text/html');
  expect((await request.get('/dashboard/leads')).status()).toBe(200);
  expect((await request.get('/blog')).status()).toBe(200);
  expect((await request.get('/api/no-such-route')).status()).toBe(404);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Leadwise');
  acceptDocumentNotFound(consoleErrors, '/no-such-page');
  await page.goto('/help');
  await expect(page).toHaveTitle('Help Center · Leadwise');
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · Leadwise');
});

test("[DASHBOARD] the checklist's install step ticks when the agent's own site loads the widget", async ({
  page,
  context,
  request,
}) => {
  const { account, widgetId } = await signUp(page, request);
  await page.goto('/dashboard');
  const checklist = page.getByRole('list', { name: 'Getting started' });
  await expect(checklist.getByText('Install it on your website (to do)')).toBeVisible();
  await expect(page.getByText('0 of 4 done')).toBeVisible();

  // The agent's website is another origin than the app (localhost vs 127.0.0.1, its own port).
  const visitor = await context.newPage();
  await visitFromAgentSite(visitor, widgetId, account.company);
  const siteOrigin = new URL(site.pageUrl(widgetId)).origin;

  await page.reload();
  await expect(checklist.getByText('Install it on your website (done)')).toBeVisible();
  await expect(checklist.getByText(`Seen on ${siteOrigin}`)).toBeVisible();
  await expect(page.getByText('1 of 4 done')).toBeVisible();
});

test('[DASHBOARD] every dashboard page fits a phone and a laptop with its main action in view', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const { account, widgetId } = await signUp(page, request);
  const visitor = await context.newPage();
  await visitFromAgentSite(visitor, widgetId, account.company, "Hi, we're buying a 2 bed flat in Clapham, up to 450k");
  await visitor.close();
  await page.goto('/dashboard/conversations');
  await page.getByRole('link', { name: /Anonymous User/ }).first().click();
  await expect(page.getByRole('button', { name: 'Take over' })).toBeVisible();
  const conversationPath = new URL(page.url()).pathname;

  const pages: Array<{ name: string; path: string; title: string; mainAction: (p: Page) => Locator }> = [
    {
      name: 'overview',
      path: '/dashboard',
      title: 'Dashboard',
      mainAction: (p) => p.getByRole('heading', { name: /Welcome/ }),
    },
    {
      name: 'conversations',
      path: '/dashboard/conversations',
      title: 'Conversations',
      mainAction: (p) => p.getByRole('link', { name: /Anonymous User/ }).first(),
    },
    {
      name: 'conversation',
      path: conversationPath,
      title: 'Conversation',
      mainAction: (p) => p.getByRole('button', { name: 'Take over' }),
    },
    {
      name: 'leads',
      path: '/dashboard/leads',
      title: 'Qualified Leads',
      mainAction: (p) => p.getByLabel('Sort by'),
    },
    {
      name: 'widget-config',
      path: '/dashboard/widget-config',
      title: 'Widget Setup',
      mainAction: (p) => p.getByRole('button', { name: /^Save/ }).first(),
    },
    {
      name: 'widgets',
      path: '/dashboard/widgets',
      title: 'Widget Settings',
      mainAction: (p) => p.getByRole('heading', { name: 'Widget Settings' }),
    },
    {
      name: 'analytics',
      path: '/dashboard/analytics',
      title: 'Analytics',
      mainAction: (p) => p.getByRole('button', { name: 'Export conversations CSV' }),
    },
  ];
  if (SCREENSHOT_DIR) mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const dashboardPage of pages) {
      await test.step(`${dashboardPage.name} at ${viewport.width} px`, async () => {
        await page.goto(dashboardPage.path);
        await expect(page).toHaveTitle(`${dashboardPage.title} · Leadwise`);
        await expectWithinWidth(page, dashboardPage.mainAction(page));
        await expectNoSidewaysScroll(page);
        if (SCREENSHOT_DIR) {
          await page.screenshot({
            path: `${SCREENSHOT_DIR}/${dashboardPage.name}-${viewport.width}.png`,
            fullPage: true,
          });
        }
      });
    }
  }
});
