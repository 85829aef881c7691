import { createVerifiedAccount, readStoredSession, signInThroughApi, signInWithPassword } from '../fixtures/accounts';
import { isCognitoRun } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { authenticatorCode } from '../fixtures/two-factor';
import type { Page } from '@playwright/test';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
  expect(await readStoredSession(page)).toBeNull();
  // A pool session counts as signed out when it began at or before the sign-out, in whole seconds
  // (its `auth_time`): a person cannot sign in again within the same second, and neither may the test.
  if (isCognitoRun) await page.waitForTimeout(1100);
}

test.describe('two-factor sign-in', () => {
  test('[AUTH] a person turns it on, then signs in with a code and with a recovery code', async ({ page, request }) => {
    const account = await createVerifiedAccount(request);
    await signInThroughApi(page, request, account);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/dashboard\/security$/);
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(page.getByRole('img', { name: 'QR code for adding Leadwise to your authenticator app' })).toBeVisible();
    const key = (await page.getByTestId('two-factor-key').textContent()) ?? '';
    expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(page.getByRole('alert')).toContainText('That code does not match');
    await page.getByLabel('Authentication code').fill(authenticatorCode(key));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    await expect(page.getByRole('button', { name: 'Download recovery codes' })).toBeVisible();
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByText('10 of 10 recovery codes left.', { exact: false })).toBeVisible();
    await expect(codes).toHaveCount(0);
    await signOut(page);

    // Password first; no session exists until the code is right.
    await signInWithPassword(page, account);
    const codeField = page.getByLabel('Authentication code');
    await expect(codeField).toBeVisible();
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    expect(await readStoredSession(page)).toBeNull();
    await codeField.fill('123456');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That code is not right. Check your authenticator app and try again.');
    await codeField.fill(authenticatorCode(key, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    expect((await readStoredSession(page))?.user.email).toBe(account.email);
    await signOut(page);

    await signInWithPassword(page, account);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/security');
    await expect(page.getByText('9 of 10 recovery codes left.', { exact: false })).toBeVisible();
    await signOut(page);

    // A recovery code works once.
    await signInWithPassword(page, account);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That code is not right. Check your authenticator app and try again.');
    expect(await readStoredSession(page)).toBeNull();
  });
});
