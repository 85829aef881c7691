import type { Page } from '@playwright/test';
import { signInThroughApi } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { saveWidgetSettings, signUpAgent } from '../widget/agent-api';
import { type HostSite, startHostSite } from '../widget/host-page';
import { chatPanel as chat, sendInChat as send } from '../widget/widget-chat';

let site: HostSite;
test.beforeAll(async ({ baseURL }) => {
  site = await startHostSite(baseURL!);
});
test.afterAll(() => site.close());

test('[BRANCHES] a branch with areas takes its widget’s leads, shown with the branch and whose they are', async ({
  page,
  request,
}) => {
  const agent = await signUpAgent(request, { name: 'Sarah Agent', company: 'Clapham Homes' });
  await saveWidgetSettings(request, agent, { areas: ['Headingley', 'LS6'], autoOpen: true, autoOpenDelay: 1 });
  await signInThroughApi(page, request, agent.account);

  // The owner adds a branch with the areas it covers.
  await page.goto('/dashboard/branches');
  await expect(page.getByRole('heading', { name: 'No branches yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add branch' }).click();
  await page.getByLabel('Branch name').fill('Headingley');
  await page.getByLabel('Areas covered').fill('Headingley, LS6');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Phone').fill('0113 496 0000');
  await page.getByRole('button', { name: 'Add branch' }).click();
  const branches = page.getByRole('list', { name: 'Branches' });
  await expect(branches.getByText('Covers Headingley, LS6')).toBeVisible();
  await expect(branches.getByText('01134960000')).toBeVisible();

  // The widget belongs to the branch.
  await page.getByRole('link', { name: 'Widget Setup' }).click();
  await page.getByLabel('Branch', { exact: true }).selectOption({ label: 'Headingley' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Widget configuration saved successfully!')).toBeVisible();

  // A buyer in the branch's area chats through the widget on the agency's site.
  const visitor = await page.context().newPage();
  await visitor.goto(site.pageUrl(agent.widgetId));
  await expect(chat(visitor)).toBeVisible();
  await send(visitor, "Hi, we're looking to buy", /which area/i);
  await send(visitor, 'Headingley, a 3 bed house', /budget/i);
  await send(visitor, 'up to £400k', /mortgage/i);
  await send(visitor, 'We have a mortgage in principle', /first-time buyer/i);
  await send(visitor, 'No, we are selling our flat', /when are you hoping to move/i);
  await send(visitor, 'within 3 months', /name and an email address or phone number/i);
  await send(visitor, 'Tom Reid, tom.reid@example.com', /contact you/);
  await visitor.close();

  // The lead is the branch's, waiting in its queue: nobody at the branch takes leads yet.
  await page.goto('/dashboard/leads');
  const row = page.getByRole('listitem').filter({ hasText: 'Tom Reid' });
  await expect(row.getByText('Unassigned · Headingley')).toBeVisible();
  await page.getByRole('button', { name: 'Unassigned' }).click();
  await expect(page).toHaveURL(/assignee=unassigned/);
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'My leads' }).click();
  await expect(page.getByRole('heading', { name: 'No matching leads' })).toBeVisible();

  // Taking it by hand: it becomes the owner's, in "My leads", with the history to show for it.
  await page.getByRole('button', { name: 'My leads' }).click();
  await row.getByLabel('Assigned to').selectOption({ label: 'Sarah Agent' });
  await expect(row.getByText('Sarah Agent · Headingley')).toBeVisible();
  await page.getByRole('button', { name: 'My leads' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Show history' }).click();
  const history = row.getByRole('list', { name: 'Lead history' });
  await expect(history.getByText('New lead, routed to Headingley')).toBeVisible();
  await expect(history.getByText('Assigned to Sarah Agent')).toBeVisible();

  // The conversation says whose lead it is too.
  await row.getByRole('link', { name: 'View conversation' }).click();
  await expect(page.getByText('Sarah Agent · Headingley')).toBeVisible();
});
