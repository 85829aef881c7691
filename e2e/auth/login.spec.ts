import { SESSION_KEYS } from '../../apps/web/src/lib/session-storage';
import { createVerifiedAccount, readStoredSession, signInThroughApi } from '../fixtures/accounts';
import { isCognitoRun } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';

test.describe('signing in and out', () => {
  test('[AUTH] login checks its fields, then shows the server error', async ({ page, request }) => {
    const account = await createVerifiedAccount(request);
    await page.goto('/login');
    const alert = page.getByRole('alert');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(alert).toHaveText('Please fill in all fields');

    await page.getByLabel('Email').fill('sarah');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(alert).toHaveText('Please enter a valid email address');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wr0ngPassword');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(alert).not.toBeEmpty();
    await expect(page).toHaveURL(/\/login$/);
    expect(await readStoredSession(page)).toBeNull();
  });

  test('[AUTH] the password toggle shows and hides it; the page links where the spec says', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Remember me')).toBeVisible();

    for (const [name, href] of [
      ['Forgot password?', '/forgot-password'],
      ['Start your free trial', '/register'],
      ['Back to home', '/'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy');
  });

  test('[AUTH] the guard sends a visitor to login and back to the page they wanted', async ({ page, request }) => {
    const account = await createVerifiedAccount(request);
    await page.goto('/dashboard/leads');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/leads$/);
    // Replace, not push: Back does not return to the login form.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('[AUTH] the navbar greets a signed-in agent and Sign Out returns home signed out', async ({ page, request }) => {
    const account = await createVerifiedAccount(request, { name: 'Priya Shah' });
    const session = await signInThroughApi(page, request, account);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByText('Welcome, Priya Shah')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/register');
    expect(await readStoredSession(page)).toBeNull();

    // The server ended the session too: its refresh token no longer works. (In a pool that is the
    // pool's global sign-out, which cognito-local does not implement.)
    if (!isCognitoRun) {
      const refresh = await request.post('/api/auth/refresh', { data: { refreshToken: session.refreshToken } });
      expect(refresh.status()).toBe(401);
    }
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[AUTH] a session whose refresh fails is signed out', async ({ page, request }) => {
    const account = await createVerifiedAccount(request, { name: 'Tom Baker' });
    await signInThroughApi(page, request, account);
    // An access token that expired long ago and a refresh token the server never issued.
    await page.evaluate((keys) => {
      const expired = `x.${btoa(JSON.stringify({ exp: 1 })).replace(/=+$/, '')}.y`;
      localStorage.setItem(keys.accessToken, expired);
      localStorage.setItem(keys.refreshToken, 'not-a-real-refresh-token');
    }, SESSION_KEYS);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await readStoredSession(page)).toBeNull();
  });
});
