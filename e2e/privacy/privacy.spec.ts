import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import JSZip from 'jszip';
import { signInThroughApi } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { getAsAgent, type SignedInAgent, signUpAgent } from '../widget/agent-api';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A visitor chats through the public widget API, leaves contact details and uploads a document. */
async function visitorChats(request: APIRequestContext, agent: SignedInAgent, email: string) {
  const started = await request.post(`/api/widgets/${agent.widgetId}/conversations`, {
    data: { pageUrl: 'https://clapham-homes.example/buy' },
  });
  expect(started.ok()).toBe(true);
  const { conversationId, visitorToken } = (await started.json()).data;
  const headers = { 'x-visitor-token': visitorToken };
  for (const text of [
    "Hi, we're looking to buy",
    'Clapham, a 2 bed flat',
    'up to £550k',
    'We have a mortgage in principle from Halifax',
    "Yes, it's our first home",
    'as soon as possible',
    `Priya Shah, ${email}`,
    'Yes, happy to be contacted',
  ]) {
    const sent = await request.post(`/api/conversations/${conversationId}/messages`, { headers, data: { text } });
    expect(sent.ok(), `message answered ${sent.status()}`).toBe(true);
  }
  const uploaded = await request.post(`/api/conversations/${conversationId}/documents`, {
    headers,
    multipart: { kind: 'mortgage_certificate', file: { name: 'halifax-aip.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(uploaded.ok(), `upload answered ${uploaded.status()}`).toBe(true);
  const detail = await getAsAgent(request, agent.accessToken, `/api/conversations/${conversationId}`);
  return { conversationId, leadId: detail.lead.id as string, documentId: detail.documents[0].id as string };
}

test('[PRIVACY] an owner finds a visitor by email, downloads the export, erases them and nothing of them remains', async ({
  page,
  request,
}) => {
  const agent = await signUpAgent(request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  const email = `priya-${Date.now()}@example.com`;
  const visitor = await visitorChats(request, agent, email);
  await signInThroughApi(page, request, agent.account);

  await page.goto('/dashboard/privacy');
  await expect(page).toHaveTitle(/Privacy requests/);
  await page.getByLabel('Visitor’s email or phone number').fill(email);
  await page.getByRole('button', { name: 'Find records' }).click();
  await expect(page.getByRole('heading', { name: `Held about ${email}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Conversations (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leads (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents (1)' })).toBeVisible();
  await expect(page.getByText(/halifax-aip\.pdf/)).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download export' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('leadwise-subject-export.zip');
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const conversations = JSON.parse(await zip.file('conversations.json')!.async('string'));
  expect(conversations[0].transcript.map((m: { text: string }) => m.text)).toContain(`Priya Shah, ${email}`);
  const [doc] = JSON.parse(await zip.file('documents.json')!.async('string'));
  expect(Buffer.from(await zip.file(doc.file)!.async('uint8array'))).toEqual(PDF);

  await page.getByRole('button', { name: 'Erase this visitor' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase ${email}?` });
  await expect(dialog).toContainText('1 conversations, 1 leads, 1 documents');
  await dialog.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(page.getByText(`${email} was erased`)).toBeVisible();
  await expect(page.getByLabel('Confirmation to send the visitor')).toHaveValue(/erased the personal data/);

  // Gone from every API...
  const auth = { authorization: `Bearer ${agent.accessToken}` };
  for (const path of [`/api/conversations/${visitor.conversationId}`, `/api/documents/${visitor.documentId}`]) {
    expect((await request.get(path, { headers: auth })).status(), path).toBe(404);
  }
  expect((await request.patch(`/api/leads/${visitor.leadId}`, { headers: auth, data: { notes: 'x' } })).status()).toBe(404);
  expect((await getAsAgent(request, agent.accessToken, '/api/leads')).items).toEqual([]);
  expect((await getAsAgent(request, agent.accessToken, '/api/conversations')).items).toEqual([]);
  // ...and from every page: the lead list, the conversation list, the transcript page.
  await page.goto('/dashboard/leads');
  await expect(page.getByRole('heading', { name: 'Qualified Leads' })).toBeVisible();
  await expect(page.getByText('Priya Shah')).toHaveCount(0);
  await page.goto('/dashboard/conversations');
  await expect(page.getByRole('heading', { name: 'Conversations', exact: true })).toBeVisible();
  await expect(page.getByText('Priya Shah')).toHaveCount(0);
  await page.goto(`/dashboard/conversations/${visitor.conversationId}`);
  await expect(page.getByText(/not found/i)).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  await page.goto('/dashboard/audit');
  await expect(page).toHaveTitle(/Audit log/);
  const entries = page.getByRole('listitem');
  await expect(entries.filter({ hasText: 'Erased a visitor’s data' })).toContainText(agent.account.email);
  await expect(entries.filter({ hasText: 'Exported a visitor’s data' })).toContainText(email);
});

test('[PRIVACY] the owner exports everything, deletes the account, is refused at sign-in and reactivates it', async ({
  page,
  request,
}) => {
  const agent = await signUpAgent(request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  await visitorChats(request, agent, `tom-${Date.now()}@example.com`);
  await signInThroughApi(page, request, agent.account);
  await page.goto('/dashboard/widgets');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all your data first' }).click();
  const zip = await JSZip.loadAsync(await readFile((await (await downloadPromise).path())!));
  expect(JSON.parse(await zip.file('leads.json')!.async('string'))).toHaveLength(1);

  await page.getByLabel('Your password').fill('Not-the-passw0rd');
  await page.getByRole('button', { name: 'Delete the agency account' }).click();
  await expect(page.getByText('That password is not right.')).toBeVisible();
  await page.getByLabel('Your password').fill(agent.account.password);
  await page.getByRole('button', { name: 'Delete the agency account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await request.get(`/api/widgets/${agent.widgetId}/public-config`)).status()).toBe(404);

  await page.getByLabel('Email').fill(agent.account.email);
  await page.getByLabel('Password', { exact: true }).fill(agent.account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/This account has been deleted\. Its owner can reactivate it until/)).toBeVisible();
  await page.getByRole('button', { name: 'Reactivate my account' }).click();
  // Back where the owner was: the dashboard.
  await expect(page).toHaveURL(/\/dashboard(\/widgets)?$/);
  expect((await request.get(`/api/widgets/${agent.widgetId}/public-config`)).status()).toBe(200);
});
