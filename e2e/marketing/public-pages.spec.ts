import { uniqueEmail } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

const SERVICES = [
  'AI Qualification Engine',
  'Widget Service',
  'Dashboard API',
  'Document Processing',
  'Notification System',
  'Analytics Pipeline',
];

test.describe('public pages', () => {
  test('[MARKETING] the help centre searches and filters its 12 questions', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByText('Showing all 12 questions')).toBeVisible();
    await page.getByLabel('Search help articles').fill('embed code');
    await expect(page.getByText(/^Showing \d+ of 12 questions$/)).toBeVisible();
    await expect(page.getByText('How do I install the widget on my website?')).toBeVisible();
    await page.getByRole('button', { name: 'Billing & Plans' }).click();
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByText('Showing all 12 questions')).toBeVisible();

    await page.getByText('How is the lead score worked out?').click();
    await expect(page.getByText(/70 and over is hot, 40 to 69 warm, under 40 cold/)).toBeVisible();
    await expect(page.getByText(/Mon-Fri 9AM-6PM GMT/)).toBeVisible();
  });

  test('[MARKETING] the status page reports live checks and offers RSS', async ({ page, request }) => {
    await page.goto('/status');
    await expect(
      page.getByRole('heading', { name: /All Systems Operational|Some Systems Experiencing Issues/ }),
    ).toBeVisible();
    const services = page.getByRole('region', { name: 'Service Status' }).getByRole('listitem');
    await expect(services).toHaveCount(6);
    for (const name of SERVICES) {
      await expect(services.filter({ hasText: name })).toContainText(/\d+ms/);
    }
    await expect(page.getByText('Last updated')).toBeVisible();
    await expect(page.getByText('No incidents reported in the last 90 days.')).toBeVisible();
    for (const label of ['Average Response', 'Overall Uptime', 'Conversations Today', 'Leads Qualified Today']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }

    const rss = page.getByRole('link', { name: 'RSS feed' });
    const feed = await request.get((await rss.getAttribute('href'))!);
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    await page.getByRole('link', { name: 'Subscribe by email' }).click();
    await expect(page).toHaveURL(/\/blog#newsletter$/);
    await expect(page.getByRole('heading', { name: 'Get new articles by email' })).toBeInViewport();
  });

  test('[MARKETING] the status page refreshes every 30 seconds', async ({ page }) => {
    await page.clock.install();
    let calls = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/status') calls += 1;
    });
    await page.goto('/status');
    await expect(page.getByText('Last updated')).toBeVisible();
    expect(calls).toBe(1);
    await page.clock.runFor(30_000);
    await expect.poll(() => calls).toBe(2);
  });

  test('[MARKETING] the blog shows the featured article, filters by category and opens a post', async ({ page }) => {
    await page.goto('/blog');
    const featured = page.getByRole('article').filter({ hasText: 'Featured' });
    await expect(featured).toContainText('Speed to lead');
    const grid = page.getByRole('list', { name: 'Articles' });
    await expect(grid.getByRole('article')).toHaveCount(6);

    await page.getByRole('button', { name: 'Compliance' }).click();
    await expect(grid.getByRole('article')).toHaveCount(3);
    for (const category of await grid.getByRole('article').allInnerTexts()) expect(category).toContain('COMPLIANCE');
    await expect(featured).toBeHidden();

    await grid.getByRole('link', { name: /Anti-money laundering checks/ }).click();
    await expect(page).toHaveURL(/\/blog\/anti-money-laundering-checks-estate-agents$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Anti-money laundering checks: what HMRC expects from estate agents',
    );
    await expect(page.getByRole('heading', { name: 'Customer due diligence on both sides' })).toBeVisible();
    await expect(page).toHaveTitle(/Anti-money laundering checks/);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('[MARKETING] the blog falls back to its built-in articles when the API fails', async ({ page }) => {
    await page.route('**/api/blog', (route) => route.fulfill({ status: 500, json: { success: false, error: 'down' } }));
    await page.goto('/blog');
    await expect(page.getByText("We couldn't reach the blog just now, so these are our saved articles.")).toBeVisible();
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Unable to Load Blog' })).toBeHidden();
  });

  test('[MARKETING] an unknown article says so', async ({ page }) => {
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
  });

  test('[MARKETING] the newsletter stores an email once', async ({ page }) => {
    const email = uniqueEmail('reader');
    await page.goto('/blog');
    const box = page.getByRole('region', { name: 'Get new articles by email' });
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toHaveText('Please enter a valid email address');
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible();
    await box.getByLabel('Email address').fill(email.toUpperCase());
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status').filter({ hasText: `${email} is already subscribed.` })).toBeVisible();
  });
});
