import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAccount, signInThroughApi, uniqueEmail } from '../fixtures/accounts';
import { readOutbox } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { type HostSite, startHostSite } from '../widget/host-page';
import { chatPanel as chat, sendInChat as send } from '../widget/widget-chat';

// Sunday 29 November 2026, 21:00 in London (GMT): out of hours, when most vendors chat.
const SUNDAY_EVENING = '2026-11-29T21:00:00Z';
const SHOTS_DIR = process.env.SHOTS_DIR;

let site: HostSite;
test.beforeAll(async ({ baseURL }) => {
  site = await startHostSite(baseURL!);
});
test.afterAll(() => site.close());

async function setServerClock(request: APIRequestContext, now: string | null) {
  const res = await request.put('/api/dev/clock', { data: { now } });
  expect(res.ok(), `the dev clock answered ${res.status()}`).toBe(true);
}
test.beforeEach(({ request }) => setServerClock(request, SUNDAY_EVENING));
test.afterEach(({ request }) => setServerClock(request, null));

async function signUpAgency(page: Page, request: APIRequestContext) {
  const account = await createVerifiedAccount(request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  const session = await signInThroughApi(page, request, account);
  const res = await request.get('/api/dashboard/widget-config', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  return { accessToken: session.accessToken, widgetId: (await res.json()).data.widgetId as string };
}


/** An owner answers every question through the embedded widget, up to the offer of valuation slots. */
async function ownerUpToOffer(page: Page, widgetId: string, email: string, opening: string) {
  await page.goto(site.pageUrl(widgetId));
  await page.getByRole('button', { name: 'Open chat with Clapham Homes' }).click();
  await expect(chat(page)).toBeVisible();
  await send(page, opening, /Where is the property\?/);
  await send(page, 'SW4 7AB', /How many bedrooms/);
  await send(page, '3 bedrooms, a house', /When/);
  await send(page, 'within the next 3 months', /valu/);
  await send(page, 'yes please', /name and an email address/);
  await send(page, `Sam Jones, ${email}`, /Is it OK for Sarah Agent at Clapham Homes to contact you/);
  await send(
    page,
    'yes',
    /Tuesday 1 December at 09:00, Wednesday 2 December at 09:00 or Thursday 3 December at 09:00\. Which suits you best\?/,
  );
}

test('[APPOINTMENTS] a vendor books a valuation at 21:00 on a Sunday, the agent confirms it and the email holds the invite', async ({
  page,
  request,
}) => {
  const agency = await signUpAgency(page, request);
  const email = uniqueEmail('vendor');
  await ownerUpToOffer(page, agency.widgetId, email, "I'd like to sell my house");
  await send(
    page,
    'the first one',
    /Thank you: I've requested Tuesday 1 December at 09:00 for Sarah Agent to come round\. Sarah Agent will confirm it with you by email\./,
  );

  await page.goto('/dashboard/appointments');
  await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Sam Jones' });
  await expect(card).toContainText('Requested');
  await expect(card).toContainText('SW4 7AB');
  await expect(card).toContainText('09:00–09:45');
  if (SHOTS_DIR) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      // The sidebar slides between its phone and desktop layouts: let it settle.
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS_DIR}/appointments-list-${width}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByText('Sam Jones')).toBeVisible();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      // The sidebar slides between its phone and desktop layouts: let it settle.
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS_DIR}/appointments-week-${width}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'List', exact: true }).click();
  }
  await card.getByRole('button', { name: 'Confirm valuation with Sam Jones' }).click();
  await expect(card).toContainText('Confirmed');

  let invite: { filename: string; contentType: string } | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox(request, email)).find((m) => m.subject.includes('confirmed'));
      invite = mail?.attachments[0];
      return mail?.subject;
    })
    .toBe('Valuation with Clapham Homes: confirmed for Tuesday 1 December at 09:00');
  expect(invite).toEqual({ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
  const requested = (await readOutbox(request, email)).find((m) => m.subject.includes('requested'));
  expect(requested?.text).toContain('Thank you for requesting a valuation on Tuesday 1 December at 09:00.');

  // The visitor's cancel link asks before it cancels, and the agent's diary shows it cancelled.
  const confirmedMail = (await readOutbox(request, email)).find((m) => m.subject.includes('confirmed'))!;
  const cancelLink = /https?:\/\/\S+\/appointments\/cancel\?token=\S+/.exec(confirmedMail.text)![0];
  await page.goto(cancelLink);
  await expect(page.getByRole('heading', { name: 'Cancel your appointment' })).toBeVisible();
  if (SHOTS_DIR) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 700 });
      await page.screenshot({ path: `${SHOTS_DIR}/cancel-appointment-${width}.png`, fullPage: true });
    }
  }
  await page.getByRole('button', { name: 'Cancel my appointment' }).click();
  await expect(page.getByText('Your valuation on Tuesday 1 December at 09:00 is cancelled')).toBeVisible();
  await page.goto('/dashboard/appointments');
  await expect(card).toContainText('Cancelled');

  if (SHOTS_DIR) {
    await page.goto('/dashboard/widgets');
    await expect(page.getByRole('heading', { name: 'Appointment hours' })).toBeVisible();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('heading', { name: 'Appointment hours' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS_DIR}/settings-appointment-hours-${width}.png`, fullPage: true });
    }
  }
});

test('[APPOINTMENTS] a landlord books a rental valuation in the chat', async ({ page, request }) => {
  const agency = await signUpAgency(page, request);
  await ownerUpToOffer(page, agency.widgetId, uniqueEmail('landlord'), "I'm a landlord and want to let my flat");
  await send(page, 'Wednesday at 9', /Thank you: I've requested Wednesday 2 December at 09:00 for Sarah Agent/);
  const res = await request.get('/api/appointments', { headers: { authorization: `Bearer ${agency.accessToken}` } });
  const [appointment] = (await res.json()).data.items;
  expect(appointment).toMatchObject({
    kind: 'valuation',
    status: 'requested',
    startsAt: '2026-12-02T09:00:00.000Z',
    contact: { name: 'Sam Jones' },
  });
});
