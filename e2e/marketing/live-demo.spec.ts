import { readFileSync } from 'node:fs';
import path from 'node:path';
import { measureLanding } from '../../scripts/measure-landing';
import { expect, test } from '../fixtures/test';

const BUYER =
  "we're looking to buy a 3 bed in Clapham around £600k with a mortgage in principle, moving in 2 months, I'm Sam, sam@example.com";

/** Screenshots for review land here when SHOTS_DIR is set (390 and 1366 wide, before and after a chat). */
const SHOTS_DIR = process.env.SHOTS_DIR;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]) {
  test(`[MARKETING] Try it live at ${viewport.width} px: the real widget chats and the agent's view shows the lead`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/widget\.js|\/widget\/panel-/.test(new URL(request.url()).pathname)) widgetRequests.push(request.url());
    });

    await page.goto('/');
    const demo = page.locator('#live-demo');
    await expect(demo.getByRole('heading', { name: 'Try it live' })).toBeVisible();
    await expect(demo.getByText('deleted within a day')).toBeVisible();
    // "Watch Demo" keeps scrolling to the contact form, as the spec says.
    await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(widgetRequests, 'the landing page loads no widget code before Try it live').toEqual([]);
    await expect(page.locator('leadwise-widget')).toHaveCount(0);
    await demo.getByRole('button', { name: 'Try it live' }).scrollIntoViewIfNeeded();
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/live-demo-before-${viewport.width}.png` });

    await demo.getByRole('button', { name: 'Try it live' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat with Leadwise Demo Homes' });
    const box = chat.getByRole('textbox', { name: 'Type your message' });
    await expect(box).toBeVisible();
    expect(widgetRequests.some((url) => url.endsWith('/widget.js'))).toBe(true);
    await expect(chat.getByText(/demo agency/)).toBeVisible();

    await box.fill(BUYER);
    await box.press('Enter');
    await expect(chat.getByText(BUYER)).toBeVisible();

    const agentView = page.getByRole('region', { name: 'What the agent sees' });
    await expect(agentView.getByText(/^\d+\/100$/)).toBeVisible();
    await expect(agentView.getByText('hot', { exact: true })).toBeVisible();
    const field = (label: string) =>
      agentView.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(field('Lead type')).toHaveText('Buyer');
    await expect(field('Areas')).toContainText('Clapham');
    await expect(field('Budget')).toContainText('£600,000');
    await expect(field('Mortgage')).toHaveText('Mortgage in principle');
    await expect(field('Timeline')).toHaveText('Within 3 months');
    await expect(field('Bedrooms')).toHaveText('3 bedrooms');
    await expect(field('Name')).toHaveText('Sam');
    await expect(field('Email')).toHaveText('sam@example.com');
    const score = Number((await agentView.getByText(/^\d+\/100$/).textContent())?.split('/')[0]);
    expect(score).toBeGreaterThanOrEqual(70);

    if (viewport.width <= 480) {
      // On a phone the chat fills the screen; closing it shows the agent's view below the button.
      await chat.getByRole('button', { name: 'Close chat' }).click();
      await expect(chat).toBeHidden();
    }
    await agentView.scrollIntoViewIfNeeded();
    await expect(agentView).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/live-demo-after-${viewport.width}.png` });
  });
}

test('[MARKETING] the live demo keeps the landing page within its JS budget, with no widget code in it', () => {
  // The server under test serves this build (npm run build before the specs).
  const landing = measureLanding();
  expect(landing.totalKb).toBeLessThanOrEqual(landing.budgetKb);
  const assets = path.resolve(import.meta.dirname, '../../apps/web/dist/assets');
  for (const { file } of landing.initialChunks) {
    const source = readFileSync(path.join(assets, file), 'utf8');
    expect(source, file).not.toContain('leadwise-widget');
    expect(source, file).not.toContain('/widget.js');
  }
  // The demo's panel and the widget loader are fetched on Try it live only.
  expect(landing.onDemandChunks.map((c) => c.file).some((file) => file.startsWith('demo-lead-panel-'))).toBe(true);
});
