import { createVerifiedAccount } from '../fixtures/accounts';
import { RESET_SUBJECT, waitForCode } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';

const NEW_PASSWORD = 'N3wPassw0rdX';

test.describe('forgotten password', () => {
  test('[AUTH] forgot, reset with the emailed code, then sign in with the new password', async ({ page, request }) => {
    const account = await createVerifiedAccount(request);
    await page.goto('/forgot-password');
    const send = page.getByRole('button', { name: 'Send Reset Code' });
    await expect(send).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Already have a code?' })).toHaveAttribute('href', '/reset-password');
    await page.getByLabel('Email').fill('sarah@');
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');

    const requestedAt = new Date();
    await page.getByLabel('Email').fill(account.email);
    await send.click();
    await expect(page.getByRole('heading', { name: 'Reset email sent!' })).toBeVisible();
    const sentAt = Date.now();
    await expect(page).toHaveURL(/\/reset-password$/);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1500);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);

    const submit = page.getByRole('button', { name: 'Reset Password' });
    await expect(submit).toBeDisabled();
    const code = await waitForCode(request, account.email, { subject: RESET_SUBJECT, after: requestedAt });
    await page.getByLabel('Reset Code').fill(code);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill('Different123');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

    await page.getByLabel('New Password', { exact: true }).fill('Sh0rt');
    await page.getByLabel('Confirm New Password').fill('Sh0rt');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');

    // Only the server knows the list of common passwords: its message shows, the code still works.
    await page.getByLabel('New Password', { exact: true }).fill('Passw0rd');
    await page.getByLabel('Confirm New Password').fill('Passw0rd');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(
      'This password is one of the most common, so it is easy to guess. Please choose another.',
    );

    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
    const resetAt = Date.now();
    await expect(page).toHaveURL(/\/login$/);
    expect(Date.now() - resetAt).toBeGreaterThanOrEqual(2500);
    await expect(page.getByRole('status')).toHaveText(
      'Password reset successful. Please sign in with your new password.',
    );

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();

    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[AUTH] resend on the reset screen needs an email and sends a new code', async ({ page, request }) => {
    const account = await createVerifiedAccount(request);
    await page.goto('/reset-password');
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email address first');

    const resentAt = new Date();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByRole('status')).toHaveText('New reset code sent to your email!');
    const code = await waitForCode(request, account.email, { subject: RESET_SUBJECT, after: resentAt });

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Reset Code').fill(wrong);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Request a new reset' })).toHaveAttribute('href', '/forgot-password');
  });
});
