import { expect, test } from '@playwright/test';

test('[SMOKE] the server serves the web app and the API', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page).toHaveTitle(/Leadwise/);
});
