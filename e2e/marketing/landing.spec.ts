import { readOutbox } from '../fixtures/outbox';
import { acceptDocumentNotFound, expect, test, waitForScrollToSettle } from '../fixtures/test';

test.describe('landing page', () => {
  test('[MARKETING] Watch Demo and Contact Sales scroll to the contact section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const contact = page.getByRole('heading', { name: 'Talk to our team' });
    await expect(contact).not.toBeInViewport();

    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await expect(contact).toBeInViewport();

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(contact).not.toBeInViewport();
    await page.getByRole('button', { name: 'Contact Sales' }).click();
    await expect(contact).toBeInViewport();
    await expect(page.getByLabel('Message')).toBeVisible();
  });

  test('[MARKETING] pricing shows the three plans in pounds with Professional most popular', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    for (const [plan, price] of [
      ['Starter', '£49'],
      ['Professional', '£99'],
      ['Enterprise', '£199'],
    ]) {
      const card = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan }) });
      await expect(card).toContainText(price);
    }
    await expect(pricing.getByText('Most Popular')).toBeVisible();
    await expect(pricing.getByText('1,000 conversations/month')).toBeVisible();
  });

  test('[MARKETING] the signup modal closes on Escape, backdrop, Cancel and X, and keeps focus inside', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Start your free trial' });
    const open = async () => {
      await page.getByRole('button', { name: 'Start Free Trial', exact: true }).first().click();
      await expect(dialog).toBeVisible();
      await expect(page.getByLabel('Work Email')).toBeFocused();
    };

    await open();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open();
    await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();

    await open();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await open();
    // Tabbing past the last control comes back to the first: focus never leaves the dialog.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // Focus returns to the button that opened it.
    await expect(page.getByRole('button', { name: 'Start Free Trial', exact: true }).first()).toBeFocused();
  });

  test('[MARKETING] the signup modal validates, welcomes, and a second later opens registration prefilled', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Free Trial', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Start your free trial' });
    const submit = dialog.getByRole('button', { name: 'Start Free Trial' });

    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
    await dialog.getByLabel('Work Email').fill('sarah@agency');
    await dialog.getByLabel('Company Name').fill('Clapham Homes');
    await expect(dialog.getByLabel('Number of Agents').locator('option')).toHaveText([
      'Select...',
      'Just me',
      '2-5',
      '6-15',
      '16+',
    ]);
    await dialog.getByLabel('Number of Agents').selectOption({ label: '2-5' });
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');

    await dialog.getByLabel('Work Email').fill('sarah@clapham-homes.example.com');
    await submit.click();
    await expect(dialog.getByRole('status')).toContainText('Welcome to Leadwise!');
    await expect(dialog.getByRole('status')).toContainText('sarah@clapham-homes.example.com');
    const welcomedAt = Date.now();
    await expect(page).toHaveURL(/\/register$/);
    expect(Date.now() - welcomedAt).toBeGreaterThanOrEqual(700);
    await expect(page.getByLabel('Email')).toHaveValue('sarah@clapham-homes.example.com');
    await expect(page.getByLabel('Company')).toHaveValue('Clapham Homes');
  });

  test('[MARKETING] the contact form checks its fields and sends the enquiry to sales', async ({ page, request }) => {
    await page.goto('/#contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');

    const agency = `Harbour Lettings ${Date.now()}`;
    await page.getByLabel('Name').fill('Priya Shah');
    await page.getByLabel('Email').fill('priya@harbour');
    await page.getByLabel('Agency (optional)').fill(agency);
    await page.getByLabel('Message').fill('We have 4 branches. Can we see a demo next week?');
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');

    await page.getByLabel('Email').fill('priya@harbour-lettings.example.com');
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText(
      'Thanks, Priya Shah! Our team will reply to priya@harbour-lettings.example.com within one working day.',
    );
    // The e2e server keeps the default sales inbox.
    await expect
      .poll(async () => (await readOutbox(request, 'sales@leadwise.local')).map((m) => m.subject))
      .toContain(`Website enquiry from Priya Shah (${agency})`);

    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('[MARKETING] the header turns solid after 50px and section links work from other pages', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await expect.poll(background).toBe('rgb(255, 255, 255)');

    await page.goto('/terms');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Simple pricing' })).toBeInViewport();
  });

  test('[MARKETING] on a phone the menu opens, links work and it closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: 'Features' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Qualify leads while you sleep' })).toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  for (const width of [375, 768, 1440]) {
    test(`[MARKETING] at ${width}px nothing overflows sideways and nothing shifts while loading`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Scroll through the page so the lazily loaded contact form arrives too.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await expect(page.getByLabel('Message')).toBeVisible();
      await waitForScrollToSettle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThan(0.1);
    });
  }

  test('[MARKETING] the footer links to the legal pages, which open at the top with a way home', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('© 2024');
    for (const [link, heading, path] of [
      ['Privacy Policy', 'Privacy Policy', '/privacy'],
      ['Terms of Service', 'Terms of Service', '/terms'],
      ['GDPR Compliance', 'GDPR Compliance', '/gdpr'],
      ['Help Center', 'Help Center', '/help'],
      ['System Status', 'System Status', '/status'],
      ['Blog', 'Leadwise Blog', '/blog'],
    ]) {
      await page.goto('/');
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await footer.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('[MARKETING] the terms state the age and licence requirement', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText(/at least 18 years old and a licensed real estate professional/)).toBeVisible();
  });

  test('[MARKETING] an unknown address shows the not-found page', async ({ page, consoleErrors }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    acceptDocumentNotFound(consoleErrors, '/no-such-page');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
