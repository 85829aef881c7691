import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStripeDouble } from '../../apps/server/test/billing/stripe-double';
import { createVerifiedAccount, signInThroughApi } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

/**
 * Billing needs a server with STRIPE_* set, pointed at a local Stripe double; the shared e2e server
 * runs without them (billing off), so this spec starts its own beside it, ten ports up.
 */
const port = Number(process.env.E2E_PORT ?? 3999) + 10;
const billingURL = `http://127.0.0.1:${port}`;
let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
let server: ChildProcess | undefined;

test.use({ baseURL: billingURL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stripe = await startStripeDouble();
  server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      ...stripe.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: billingURL,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'leadwise-e2e-billing-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
      RATE_LIMIT_DISABLED: 'true',
      OUTBOX_POLL_MS: '200',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; ; attempt++) {
    const healthy = await fetch(`${billingURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (attempt > 200 || server.exitCode !== null) throw new Error('The billing e2e server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await stripe?.close();
});

test('[BILLING] a trial agent sees the days left and the usage meter, and upgrades through Checkout', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request);
  await signInThroughApi(page, request, account);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Billing' }).click();

  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(page.getByText('30 days left')).toBeVisible();
  await expect(page.getByText('Free trial', { exact: true }).first()).toBeVisible();
  const meter = page.getByRole('meter', { name: 'Conversations' });
  await expect(meter).toHaveAttribute('aria-valuetext', '0 of 200');

  await page.getByRole('radio', { name: 'Annually' }).check();
  await page.getByRole('button', { name: 'Upgrade to Professional' }).click();

  await page.waitForURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
  await expect(page.getByRole('heading', { name: 'Stripe Checkout' })).toBeVisible();
  const checkout = stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
  expect(checkout?.params).toMatchObject({
    'line_items[0][price]': 'price_leadwise_professional_year',
    client_reference_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    customer_email: account.email,
  });
  expect(checkout?.params.client_reference_id).toBe(checkout?.params['subscription_data[metadata][agencyId]']);
});
