import { uniqueEmail } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

test('[AUTH] an invitation link opens set-password, checks the fields and shows the server verdict', async ({
  page,
}) => {
  const email = uniqueEmail('invited');
  await page.goto(`/set-password?token=${'t'.repeat(32)}&email=${encodeURIComponent(email)}`);
  // The one-time token leaves the address bar at once.
  await expect(page).toHaveURL(/\/set-password$/);
  await expect(page.getByText(email)).toBeVisible();

  const submit = page.getByRole('button', { name: 'Set Password' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

  await page.getByLabel('New Password').fill('Sh0rt');
  await page.getByLabel('Confirm Password').fill('Sh0rt');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');

  await page.getByLabel('New Password').fill('Str0ngPassw0rd');
  await expect(page.getByRole('list', { name: 'Password requirements' })).not.toContainText('not met yet');
  await page.getByLabel('Confirm Password').fill('Str0ngPassw0rX');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  // No invitation exists for this address, so the server refuses the token.
  await page.getByLabel('Confirm Password').fill('Str0ngPassw0rd');
  await submit.click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page).toHaveURL(/\/set-password$/);
});
