import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDashboard, aLead, fakeApi, page, renderDashboard } from './dashboard-test-utils';
import LeadsRoute from './leads';

const pages = [
  { path: 'leads', Component: LeadsRoute },
  { path: 'conversations/:conversationId', Component: () => <p>Conversation page</p> },
];

describe('Leads', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec empty state', async () => {
    fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /leads': () => page([]) });
    renderDashboard('/dashboard/leads', pages);
    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Qualified leads will appear here once users complete the qualification process.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Qualified Leads' })).toBeInTheDocument();
  });

  it('shows each lead with score and temperature colour, and links to its conversation', async () => {
    const hot = aLead();
    const warm = aLead({ name: null, temperature: 'warm', score: 55, email: 'anon@example.com' });
    fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /leads': () => page([hot, warm]) });
    const { router } = renderDashboard('/dashboard/leads', pages);
    expect(await screen.findByText('2 leads')).toBeInTheDocument();
    expect(screen.getByText('Score: 95/100')).toBeInTheDocument();
    expect(screen.getByText('hot').className).toContain('red');
    expect(screen.getByText('warm').className).toContain('yellow');
    expect(screen.getByText('Anonymous Lead')).toBeInTheDocument();
    expect(screen.getAllByText('Up to £450,000 · Mortgage in principle · Within 3 months · Clapham')).toHaveLength(2);
    expect(screen.getAllByText('Buyer', { selector: 'span' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('link', { name: 'Sarah Jones' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/conversations/${hot.conversationId}`));
  });

  it('shows a vendor as a vendor with the property and the valuation, and filters by lead type', async () => {
    const vendor = aLead({
      name: 'Ann Vendor',
      extracted: {
        ...aLead().extracted,
        intent: 'sell',
        budget: null,
        mortgage: null,
        areas: ['SW4 7AB'],
        bedrooms: 2,
        propertyTypes: ['flat'],
        valuation: true,
      },
    });
    const { calls } = fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /leads': () => page([vendor]) });
    renderDashboard('/dashboard/leads', pages);
    const row = (await screen.findByText('Ann Vendor')).closest('li')!;
    expect(within(row).getByText('Vendor')).toBeInTheDocument();
    expect(within(row).getByText('Within 3 months · SW4 7AB · 2 bedrooms · Flat · Wants a valuation')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Lead type'), 'vendor');
    await waitFor(() => expect(calls.some((c) => c.path === '/leads' && c.query.get('type') === 'vendor')).toBe(true));
  });

  it('names the listing the visitor was looking at, linking to its page', async () => {
    const buyer = aLead({
      name: 'Jo Viewer',
      listing: { ref: 'LW-1042', address: '12 Elm Road, Clapham', price: '£450,000', url: 'https://agency.test/p/1042' },
    });
    fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /leads': () => page([buyer, aLead({ name: 'No Listing' })]) });
    renderDashboard('/dashboard/leads', pages);
    const row = (await screen.findByText('Jo Viewer')).closest('li')!;
    expect(within(row).getByRole('link', { name: '12 Elm Road, Clapham' })).toHaveAttribute(
      'href',
      'https://agency.test/p/1042',
    );
    expect(within(row).getByText('· Ref LW-1042')).toBeInTheDocument();
    expect(within(row).getByText('· £450,000')).toBeInTheDocument();
    const other = screen.getByText('No Listing').closest('li')!;
    expect(within(other).queryByText(/Listing:/)).toBeNull();
  });

  it('saves a new pipeline status and notes', async () => {
    let lead = aLead();
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /leads': () => page([lead]),
      'PATCH /leads/[^/]+': ({ body }) => {
        lead = { ...lead, ...(body as object) };
        return lead;
      },
    });
    renderDashboard('/dashboard/leads', pages);
    const row = (await screen.findByText('Sarah Jones')).closest('li')!;
    await userEvent.selectOptions(within(row).getByLabelText('Status'), 'viewing_booked');
    await waitFor(() => expect(within(row).getByLabelText('Status')).toHaveValue('viewing_booked'));
    await userEvent.click(within(row).getByRole('button', { name: 'Add notes' }));
    await userEvent.type(within(row).getByLabelText('Notes'), 'Viewing Saturday 10am');
    await userEvent.click(within(row).getByRole('button', { name: 'Save notes' }));
    expect(await within(row).findByText('Viewing Saturday 10am')).toBeInTheDocument();
    const patches = calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
    expect(patches).toEqual([{ status: 'viewing_booked' }, { notes: 'Viewing Saturday 10am' }]);
  });

  it('downloads the filtered leads as CSV', async () => {
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /leads': () => page([aLead()]),
      'GET /leads.csv': () =>
        new Response('lead_id\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="leadwise-leads-2026-05-03.csv"',
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:leads');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderDashboard('/dashboard/leads?temperature=hot', pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicks).toEqual(['leadwise-leads-2026-05-03.csv']));
    const csvCall = calls.find((c) => c.path === '/leads.csv')!;
    expect(csvCall.query.get('temperature')).toBe('hot');
  });

  it('sorts the call list by score, keeps the order in the address bar and across filter changes', async () => {
    const high = aLead({ id: 'lead-high', name: 'High Score', score: 95 });
    const low = aLead({ id: 'lead-low', name: 'Low Score', score: 30, temperature: 'cold' });
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /leads': ({ query }) => page(query.get('sort') === 'score' ? [high, low] : [low, high]),
    });
    const { router } = renderDashboard('/dashboard/leads', pages);
    expect(await screen.findByText('2 leads')).toBeInTheDocument();
    const sortBy = screen.getByLabelText('Sort by');
    expect(sortBy).toHaveValue('newest');

    await userEvent.selectOptions(sortBy, 'Highest score');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=score'));
    await waitFor(() => {
      const names = screen.getAllByRole('link', { name: /Score$/ }).map((link) => link.textContent);
      expect(names).toEqual(['High Score', 'Low Score']);
    });
    // Sorting is not filtering: the count still says the whole list.
    expect(screen.getByText('2 leads')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Temperature'), 'hot');
    await waitFor(() => expect(calls.at(-1)?.query.get('temperature')).toBe('hot'));
    expect(calls.at(-1)?.query.get('sort')).toBe('score');
  });

  it('shows whose lead it is, reassigns it, shows its history and filters to my leads or the queue', async () => {
    let lead = aLead({ assignee: { id: 'm-nina', name: 'Nina Negotiator' }, branch: { id: 'b1', name: 'Leeds' } });
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /leads': () => page([lead]),
      'GET /leads/assignees': () => ({
        items: [
          { id: 'm-nina', name: 'Nina Negotiator', role: 'negotiator', branchId: 'b1', available: true },
          { id: 'm-yan', name: 'Yan Negotiator', role: 'negotiator', branchId: 'b2', available: true },
        ],
      }),
      'POST /leads/[^/]+/assign': ({ body }) => {
        const { memberId } = body as { memberId: string | null };
        lead = { ...lead, assignee: memberId ? { id: memberId, name: 'Yan Negotiator' } : null };
        return lead;
      },
      'GET /leads/[^/]+/history': () => ({
        items: [
          { kind: 'created', detail: 'New lead, routed to Leeds', actor: null, at: '2026-05-03T10:00:00.000Z' },
          {
            kind: 'assigned',
            detail: 'Assigned to Yan Negotiator',
            actor: { id: 'u1', name: 'Sarah Agent' },
            at: '2026-05-03T11:00:00.000Z',
          },
        ],
      }),
    });
    const { router } = renderDashboard('/dashboard/leads', pages);
    const row = (await screen.findByText('Sarah Jones')).closest('li')!;
    expect(within(row).getByText('Nina Negotiator · Leeds')).toBeInTheDocument();

    const select = within(row).getByLabelText('Assigned to');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Yan Negotiator' })).toBeInTheDocument());
    await userEvent.selectOptions(select, 'Yan Negotiator');
    expect(await within(row).findByText('Yan Negotiator · Leeds')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ memberId: 'm-yan' });

    await userEvent.click(within(row).getByRole('button', { name: 'Show history' }));
    const history = await within(row).findByRole('list', { name: 'Lead history' });
    expect(within(history).getByText('New lead, routed to Leeds')).toBeInTheDocument();
    expect(within(history).getByText(/Sarah Agent/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unassigned' }));
    await waitFor(() => expect(router.state.location.search).toBe('?assignee=unassigned'));
    expect(screen.getByRole('button', { name: 'Unassigned' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'My leads' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('assignee')).toBe('me'));
  });
});
