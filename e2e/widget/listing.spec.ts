import type { Page } from '@playwright/test';
import { signInThroughApi } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { getAsAgent, saveWidgetSettings, signUpAgent } from './agent-api';
import { type HostSite, startHostSite } from './host-page';
import { chatPanel as chat, sendInChat as send } from './widget-chat';

const LISTING_PATH = '/property/lw-1042.html';
const LANDLORDS_PATH = '/landlords/rental-valuation.html';

/** The agency's property page describes its listing as schema.org JSON-LD, in an @graph. */
const LISTING_JSON_LD = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', name: 'Clapham Homes' },
    {
      '@type': 'RealEstateListing',
      identifier: 'LW-1042',
      url: LISTING_PATH,
      offers: { '@type': 'Offer', price: 450000, priceCurrency: 'GBP' },
      about: {
        '@type': 'Apartment',
        address: { '@type': 'PostalAddress', streetAddress: '12 Elm Road', addressLocality: 'Clapham', postalCode: 'SW4 7AB' },
      },
    },
  ],
};

let site: HostSite;
test.beforeAll(async ({ baseURL }) => {
  site = await startHostSite(baseURL!, {
    headFor: (pathname) =>
      pathname === LISTING_PATH ? `<script type="application/ld+json">${JSON.stringify(LISTING_JSON_LD)}</script>` : '',
  });
});
test.afterAll(() => site.close());

async function openChat(page: Page, url: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  await page.getByRole('button', { name: 'Open chat with Clapham Homes' }).click();
  await expect(chat(page)).toBeVisible();
}

test('[WIDGET] a buyer on a listing page asks to view it; the conversation, lead and viewing appointment name the listing', async ({
  page,
  request,
}) => {
  const agent = await signUpAgent(request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  await openChat(page, site.pageUrl(agent.widgetId, LISTING_PATH));

  // The assistant never says whether it is available: it checks with the agent.
  await send(page, 'Hi, is it still available? Can I view it?', /I can't confirm that myself, so I'll check with Sarah Agent/);
  // A listing page is a buyer's: the next question is a buyer's, not "buying, selling, renting or letting?".
  await expect(chat(page).locator('.lw-msg-assistant').last()).not.toContainText('buy, sell, rent or let');
  await send(page, 'Jo Bloggs, jo.bloggs@example.com', /Is it OK for Sarah Agent at Clapham Homes to contact you/);
  // Contact details and consent in, the viewing asked for is offered as concrete times, and booked.
  await send(page, 'yes', /I can request a viewing on .+\. Which suits you best\?/);
  await send(page, 'the first one', /Thank you: I've requested .+\. Sarah Agent will confirm it with you by email\./);

  const [conversation] = (await getAsAgent(request, agent.accessToken, '/api/conversations')).items;
  const listingUrl = new URL(LISTING_PATH, site.pageUrl(agent.widgetId)).href;
  await signInThroughApi(page, request, agent.account);

  await page.goto(`/dashboard/conversations/${conversation.id}`);
  const listingLink = page.getByRole('link', { name: '12 Elm Road, Clapham, SW4 7AB' });
  await expect(listingLink).toBeVisible();
  await expect(listingLink).toHaveAttribute('href', listingUrl);
  await expect(page.getByText('· Ref LW-1042')).toBeVisible();
  await expect(page.getByText('· £450,000')).toBeVisible();

  // The viewing is requested for this listing: the appointment names it.
  const [appointment] = (await getAsAgent(request, agent.accessToken, '/api/appointments')).items;
  expect(appointment).toMatchObject({
    kind: 'viewing',
    status: 'requested',
    listing: { ref: 'LW-1042', address: '12 Elm Road, Clapham, SW4 7AB', url: listingUrl },
  });
  await page.goto('/dashboard/appointments');
  const card = page.getByRole('listitem').filter({ hasText: 'Jo Bloggs' });
  await expect(card).toContainText('Viewing');
  await expect(card).toContainText('12 Elm Road, Clapham, SW4 7AB');

  await page.goto('/dashboard/leads');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Jo Bloggs' }) });
  await expect(row.getByText('Buyer', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: '12 Elm Road, Clapham, SW4 7AB' })).toHaveAttribute('href', listingUrl);
});

test('[WIDGET] a landlord on a rental valuation page is scored by the landlord rubric and badged Landlord', async ({
  page,
  request,
}) => {
  const agent = await signUpAgent(request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  await saveWidgetSettings(request, agent, { areas: ['SW4'] });
  await openChat(page, site.pageUrl(agent.widgetId, LANDLORDS_PATH));

  // The page says letting: the first answer goes straight to the landlord's questions.
  await send(page, "Hi, it's a 2 bed flat at SW4 7AB", /When would you like it let from\?/);
  await send(page, 'within the next 3 months', /free rental valuation/);
  await send(page, 'Yes please', /name and an email address or phone number/);
  await send(page, 'Lou Landlord, lou.landlord@example.com', /Is it OK for Sarah Agent at Clapham Homes to contact you about your property/);
  // With contact details and consent in, the landlord is offered valuation times.
  await send(page, 'yes', /could come round to see the property on .+\. Which suits you best\?/);

  // Timeline 20 + in the agency's areas 15 + contact 10 + the property's place 20 + valuation 30,
  // out of 100: 95. A buyer's rubric would have given 45 (no budget, no mortgage).
  const [lead] = (await getAsAgent(request, agent.accessToken, '/api/leads')).items;
  expect(lead.extracted).toMatchObject({ intent: 'let', valuation: true, bedrooms: 2, propertyTypes: ['flat'] });
  expect(lead.score).toBe(95);
  expect(lead.temperature).toBe('hot');

  await signInThroughApi(page, request, agent.account);
  await page.goto('/dashboard/leads?type=landlord');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Lou Landlord' }) });
  await expect(row.getByText('Landlord', { exact: true })).toBeVisible();
  await expect(row.getByText('Score: 95/100')).toBeVisible();
  await expect(row.getByText(/2 bedrooms · Flat · Wants a valuation/)).toBeVisible();
});

test("[WIDGET] the host page's Leadwise('context') listing wins over its JSON-LD, field by field", async ({
  page,
  request,
}) => {
  const agent = await signUpAgent(request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(site.pageUrl(agent.widgetId, LISTING_PATH));
  await page.getByRole('button', { name: 'Open chat with Clapham Homes' }).waitFor();
  // As the page's own script would call it (the page's CSP allows no inline script of ours).
  await page.evaluate(() => {
    const leadwise = (window as unknown as { Leadwise: (command: string, options: unknown) => void }).Leadwise;
    leadwise('context', { listing: { ref: 'LW-9', price: 'Offers over £500,000', url: 'https://evil.example/x' } });
  });
  await page.getByRole('button', { name: 'Open chat with Clapham Homes' }).click();
  await send(page, 'Is there parking?', /I'll pass that to Sarah Agent/);

  const [conversation] = (await getAsAgent(request, agent.accessToken, '/api/conversations')).items;
  const detail = await getAsAgent(request, agent.accessToken, `/api/conversations/${conversation.id}`);
  // The context's fields win; the address comes from the JSON-LD; a URL on another site is dropped
  // for the page's own listing URL.
  expect(detail.conversation.listing).toEqual({
    ref: 'LW-9',
    address: '12 Elm Road, Clapham, SW4 7AB',
    price: 'Offers over £500,000',
    url: new URL(LISTING_PATH, site.pageUrl(agent.widgetId)).href,
  });
});
