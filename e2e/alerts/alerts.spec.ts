import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { createVerifiedAccount, signInThroughApi } from '../fixtures/accounts';
import { readOutbox } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';

/** A CRM endpoint on this machine: verifies each delivery with standardwebhooks, refuses the first. */
async function startReceiver(secret: () => string) {
  const received: Array<{ id: string; verified: boolean; type?: string }> = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    let type: string | undefined;
    let verified = false;
    try {
      type = (new Webhook(secret()).verify(body, req.headers as Record<string, string>) as { type: string }).type;
      verified = true;
    } catch {
      // Recorded as unverified below.
    }
    received.push({ id: String(req.headers['webhook-id']), verified, type });
    const status = !verified ? 401 : received.length === 1 ? 500 : 204;
    res.writeHead(status).end(status === 500 ? 'CRM is warming up' : undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leadwise`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A visitor on the agent's site opens the chat (through the widget's public API). */
async function visitorOpensChat(request: APIRequestContext, accessToken: string) {
  const dashboard = await request.get('/api/dashboard', { headers: { authorization: `Bearer ${accessToken}` } });
  const widgetId = (await dashboard.json()).data.widgets[0].widgetId as string;
  const started = await request.post(`/api/widgets/${widgetId}/conversations`, { data: {} });
  const { conversationId, visitorToken } = (await started.json()).data;
  return {
    conversationId: conversationId as string,
    visitorToken: visitorToken as string,
    async say(text: string) {
      const res = await request.post(`/api/conversations/${conversationId}/messages`, {
        headers: { 'x-visitor-token': visitorToken },
        data: { text },
      });
      expect(res.ok(), await res.text()).toBe(true);
    },
  };
}

/** The visitor sends a PDF. */
async function visitorSendsDocument(request: APIRequestContext, accessToken: string) {
  const { conversationId, visitorToken } = await visitorOpensChat(request, accessToken);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = await request.post(`/api/conversations/${conversationId}/documents`, {
    headers: { 'x-visitor-token': visitorToken },
    multipart: { kind: 'proof_of_funds', file: { name: 'funds.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return conversationId as string;
}

test('[ALERTS] agent chooses how leads reach them on Widget Settings', async ({ page, request }) => {
  const account = await createVerifiedAccount(request);
  await signInThroughApi(page, request, account);
  await page.goto('/dashboard/widgets');

  await expect(page.getByRole('heading', { name: 'Widget Settings' })).toBeVisible();
  // Defaults: hot and warm by email to the account address, SMS off, daily summary on.
  await expect(page.getByLabel('Hot leads (score 70+)')).toBeChecked();
  await expect(page.getByLabel('Warm leads (score 40-69)')).toBeChecked();
  await expect(page.getByLabel('Cold leads (under 40)')).not.toBeChecked();
  await expect(page.getByLabel('Email alerts')).toBeChecked();
  await expect(page.getByLabel('SMS alerts')).not.toBeChecked();
  await expect(page.getByLabel(/Daily summary email at 08:00/)).toBeChecked();
  await expect(page.getByLabel('Alert email address')).toHaveAttribute('placeholder', account.email);

  await page.getByLabel('Warm leads (score 40-69)').uncheck();
  await page.getByLabel('SMS alerts').check();
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Enter a mobile number to receive SMS alerts')).toBeVisible();

  await page.getByLabel('Mobile number').fill('07700 900123');
  await page.getByLabel('Alert email address').fill('desk@clapham-homes.co.uk');
  await page.getByLabel(/Daily summary email at 08:00/).uncheck();
  await page.getByLabel('Time zone').selectOption('America/New_York');
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Hot leads (score 70+)')).toBeChecked();
  await expect(page.getByLabel('Warm leads (score 40-69)')).not.toBeChecked();
  await expect(page.getByLabel('SMS alerts')).toBeChecked();
  await expect(page.getByLabel('Mobile number')).toHaveValue('+447700900123');
  await expect(page.getByLabel('Alert email address')).toHaveValue('desk@clapham-homes.co.uk');
  await expect(page.getByLabel(/Daily summary email at 08:00/)).not.toBeChecked();
  await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
});

test('[ALERTS] CRM webhook: test event signed, retried and logged, secret rotated', async ({ page, request }) => {
  const account = await createVerifiedAccount(request);
  await signInThroughApi(page, request, account);
  let secret = '';
  const receiver = await startReceiver(() => secret);
  try {
    await page.goto('/dashboard/widgets');
    await expect(page.getByRole('button', { name: 'Send test event' })).toBeDisabled();

    await page.getByLabel('Webhook URL').fill('http://crm.example.com/hook');
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await expect(
      page.getByText('Webhook URLs must use https:// (http:// is allowed only for localhost in development)'),
    ).toBeVisible();

    await page.getByLabel('Webhook URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await expect(page.getByText('Webhook saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Show secret' }).click();
    secret = await page.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);

    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText('Test event queued: watch the delivery log below.')).toBeVisible();
    const row = page.getByRole('row', { name: /webhook\.test/ });
    // The receiver refuses the first delivery: the log shows the retry and the receiver's answer.
    await expect(row).toContainText('Retrying');
    await expect(row).toContainText('HTTP 500: CRM is warming up');
    await expect(row).toContainText('Delivered', { timeout: 20_000 });
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');
    expect(receiver.received.map((r) => [r.verified, r.type])).toEqual([
      [true, 'webhook.test'],
      [true, 'webhook.test'],
    ]);
    expect(receiver.received[0].id).toBe(receiver.received[1].id);

    await page.getByRole('button', { name: 'Rotate secret' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await dialog.getByRole('button', { name: 'Rotate secret' }).click();
    await expect(page.getByText('New signing secret created.')).toBeVisible();
    await expect(page.getByLabel('Signing secret')).not.toHaveValue(secret);
    await page.reload();
    await page.getByRole('button', { name: 'Show secret' }).click();
    await expect(page.getByLabel('Signing secret')).not.toHaveValue(secret);
  } finally {
    await receiver.close();
  }
});

test('[ALERTS] the bell shows a document a visitor sent, and reading it persists', async ({ page, request }) => {
  const account = await createVerifiedAccount(request);
  const session = await signInThroughApi(page, request, account);
  const conversationId = await visitorSendsDocument(request, session.accessToken);

  await page.goto('/dashboard/widgets');
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-dot')).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Unread notifications' });
  await expect(panel.getByText('Document received from a visitor')).toBeVisible();
  await expect(panel.getByText('Proof of funds: funds.pdf')).toBeVisible();

  await panel.getByRole('link', { name: /Document received from a visitor/ }).click();
  await expect(page).toHaveURL(`/dashboard/conversations/${conversationId}`);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-dot')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-dot')).toHaveCount(0);
});

test('[ALERTS] a visitor who qualifies hot reaches the agent by email and in the bell', async ({ page, request }) => {
  const account = await createVerifiedAccount(request);
  const session = await signInThroughApi(page, request, account);
  const visitor = await visitorOpensChat(request, session.accessToken);
  for (const text of [
    'Hi, I want to buy a 2 bed flat in Clapham, up to 450k',
    'Yes I have a mortgage in principle',
    'within a month',
    'Sarah Jones, 07700900123',
    'yes',
  ]) {
    await visitor.say(text);
  }

  await expect
    .poll(async () => (await readOutbox(request, account.email)).find((m) => m.subject.startsWith('New hot lead')))
    .toMatchObject({ subject: expect.stringMatching(/^New hot lead: Sarah Jones \(score \d+\)$/) });
  const alert = (await readOutbox(request, account.email)).find((m) => m.subject.startsWith('New hot lead'))!;
  expect(alert.text).toContain('Phone: 07700900123');
  expect(alert.text).toContain('Budget: Up to £450,000');
  expect(alert.text).toContain(`/dashboard/conversations/${visitor.conversationId}`);

  await page.goto('/dashboard/widgets');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(
    page.getByRole('region', { name: 'Unread notifications' }).getByText('New hot lead: Sarah Jones'),
  ).toBeVisible();
});
