import type { Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, registerThroughApi, type TestAccount } from '../fixtures/accounts';
import { isCognitoRun, SIGNUP_SUBJECT, waitForCode } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';

const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common, so it is easy to guess. Please choose another.';

async function submitRegistration(page: Page, account: TestAccount) {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Company').fill(account.company);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test.describe('registration and email verification', () => {
  test('[AUTH] register reports each validation problem in the spec order', async ({ page }) => {
    await page.goto('/register');
    const submit = page.getByRole('button', { name: 'Create Account' });
    const alert = page.getByRole('alert');

    await submit.click();
    await expect(alert).toHaveText('Please fill in all required fields');

    await page.getByLabel('Full Name').fill('Sarah Jones');
    await page.getByLabel('Email').fill('sarah');
    await page.getByLabel('Company').fill('Clapham Homes');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await submit.click();
    await expect(alert).toHaveText('Please enter a valid email address');

    await page.getByLabel('Email').fill('sarah@clapham-homes.example.com');
    await submit.click();
    await expect(alert).toHaveText('Password must be at least 8 characters long');

    await page.getByLabel('Password', { exact: true }).fill('Str0ngPassw0rd');
    await page.getByLabel('Confirm Password').fill('Str0ngPassw0rX');
    await submit.click();
    await expect(alert).toHaveText('Passwords do not match');

    await page.getByLabel('Confirm Password').fill('Str0ngPassw0rd');
    await submit.click();
    await expect(alert).toHaveText('Please agree to the Terms of Service and Privacy Policy');
  });

  test('[AUTH] a new agent registers, verifies with the emailed code and signs in', async ({ page, request }) => {
    const account = newAccount();
    await page.goto('/register');
    await page.getByLabel('Full Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Company').fill(account.company);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    // The live hints tick off the policy the server enforces.
    await expect(page.getByRole('list', { name: 'Password requirements' })).not.toContainText('not met yet');
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Please check your email for a verification code.' }),
    ).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();

    const codeInput = page.getByLabel('Verification Code');
    await expect(codeInput).toHaveAttribute('placeholder', 'Enter 6-digit code');
    await expect(codeInput).toHaveAttribute('maxlength', '6');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter the verification code');

    const code = await waitForCode(request, account.email, { subject: SIGNUP_SUBJECT });
    await codeInput.fill(code);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
    const verifiedAt = Date.now();
    await expect(page).toHaveURL(/\/verify-email$/);

    // Spec: 2 seconds later, /login with the email filled in and the green banner.
    await expect(page).toHaveURL(/\/login$/);
    expect(Date.now() - verifiedAt).toBeGreaterThanOrEqual(1500);
    await expect(page.getByRole('status')).toHaveText('Email verified successfully! Please log in with your password.');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

    await page.keyboard.type(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("[AUTH] a common password is refused with the server's message and nothing is lost", async ({ page }) => {
    const account = newAccount({ password: 'Passw0rd' });
    await submitRegistration(page, account);
    await expect(page.getByRole('alert')).toHaveText(COMMON_PASSWORD_MESSAGE);
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
  });

  test("[AUTH] a taken email offers 'Continue to Email Verification'", async ({ page, request }) => {
    const account = newAccount();
    await registerThroughApi(request, account);
    await submitRegistration(page, { ...account, name: 'Someone Else', company: 'Other Agency' });

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('already exists');
    await expect(alert).toContainText(
      "If you haven't verified your email yet, you can continue with email verification.",
    );
    await alert.getByRole('button', { name: 'Continue to Email Verification' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(account.email)).toBeVisible();

    // The code from the first registration still verifies the account.
    const code = await waitForCode(request, account.email, { subject: SIGNUP_SUBJECT });
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  });

  test('[AUTH] resend sends a fresh code; a wrong code is refused', async ({ page, request }) => {
    test.skip(isCognitoRun, 'cognito-local does not implement ResendConfirmationCode');
    const account = newAccount();
    await submitRegistration(page, account);
    await expect(page).toHaveURL(/\/verify-email$/);

    const first = await waitForCode(request, account.email, { subject: SIGNUP_SUBJECT });
    const wrong = first === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification Code').fill(wrong);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeHidden();

    await page.getByRole('button', { name: 'Resend email' }).click();
    await expect(page.getByRole('status')).toHaveText('Verification code sent! Please check your email.');
    const fresh = await waitForCode(request, account.email, { subject: SIGNUP_SUBJECT, replacing: first });
    await page.getByLabel('Verification Code').fill(fresh);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  });

  test("[AUTH] an already confirmed account gets 'Sign In Instead'", async ({ page, request }) => {
    const account = await createVerifiedAccount(request);
    // Continue to verification from a duplicate registration, the way a returning agent gets here.
    await submitRegistration(page, account);
    await page.getByRole('button', { name: 'Continue to Email Verification' }).click();

    await page.getByLabel('Verification Code').fill('123456');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/already confirmed/i);
    await expect(alert).toContainText('Your email is already verified.');
    await alert.getByRole('button', { name: 'Sign In Instead' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
  });

  test('[AUTH] verify-email and set-password without an email go back to /register', async ({ page }) => {
    await page.goto('/verify-email');
    await expect(page).toHaveURL(/\/register$/);
    await page.goto('/set-password');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('[AUTH] Start over leads back to registration', async ({ page, request }) => {
    const account = newAccount();
    await registerThroughApi(request, account);
    await submitRegistration(page, account);
    await page.getByRole('button', { name: 'Continue to Email Verification' }).click();
    await page.getByRole('link', { name: 'Start over' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
