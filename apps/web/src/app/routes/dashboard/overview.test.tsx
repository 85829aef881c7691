import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aConversation, aDashboard, aLead, aMember, apiFailure, fakeApi, page, renderDashboard } from './dashboard-test-utils';
import OverviewRoute from './overview';

const pages = [
  { index: true, Component: OverviewRoute },
  { path: 'conversations/:conversationId', Component: () => <p>Conversation page</p> },
] as never;

describe('Dashboard overview and shell', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a new agent the empty states and no count badges', async () => {
    fakeApi({ 'GET /dashboard': () => aDashboard() });
    renderDashboard('/dashboard', pages);
    expect(await screen.findByRole('heading', { name: 'Welcome, Sarah Agent!' })).toBeInTheDocument();
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('a1b2c3d4')).toBeInTheDocument();
    expect(screen.getByText('0.0%')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Conversations' })).toBeInTheDocument();
    expect(within(nav).queryByText('0')).not.toBeInTheDocument();
  });

  it("greets a negotiator by their own name and offers no link to Widget Setup they cannot use", async () => {
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /team/me': () => aMember({ role: 'negotiator', name: 'Sam Lee', branchName: 'Clapham' }),
    });
    renderDashboard('/dashboard', pages);
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam Lee!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage' })).not.toBeInTheDocument();
  });

  it('shows the getting-started steps with what is done, the site the widget was seen on, and hides them when done', async () => {
    let steps = { areas: true, branding: false, install: true, testLead: false };
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /dashboard/getting-started': () => ({
        steps,
        installedOn: 'https://www.clapham-homes.example',
        isComplete: Object.values(steps).every(Boolean),
      }),
    });
    const { queryClient } = renderDashboard('/dashboard', pages);
    const list = await screen.findByRole('list', { name: 'Getting started' });
    expect(screen.getByText('2 of 4 done')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual([
      'Set your areas (done)',
      'Brand the widget (to do)',
      'Install it on your website (done)',
      'Send a test lead (to do)',
    ]);
    expect(within(items[2]).getByText('Seen on https://www.clapham-homes.example')).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: 'Brand widget' })).toHaveAttribute(
      'href',
      '/dashboard/widget-config',
    );

    steps = { areas: true, branding: true, install: true, testLead: true };
    await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Getting started' })).not.toBeInTheDocument());
  });

  it('lists who to call first: new leads, hottest first, with their scores', async () => {
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /leads': () =>
        page([
          aLead({
            name: 'Hot Harriet',
            score: 92,
            phone: '07700900111',
            assignee: { id: 'm1', name: 'Nina Negotiator' },
            branch: { id: 'b1', name: 'Leeds' },
          }),
          aLead({ name: 'Warm Will', score: 58, temperature: 'warm' }),
        ]),
    });
    renderDashboard('/dashboard', pages);
    const list = await screen.findByRole('list', { name: 'Who to call first' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Hot Harriet07700900111' + 'Nina Negotiator · Leeds' + '92hot',
      expect.stringMatching(/^Warm Will.*Unassigned58warm$/),
    ]);
    const request = calls.find((c) => c.path === '/leads')!;
    expect(request.query.get('sort')).toBe('temperature');
    expect(request.query.get('status')).toBe('new');
    expect(request.query.get('limit')).toBe('5');
  });

  it('shows the connection green while the live stream is open and grey once it drops', async () => {
    let drop: () => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        drop = () => controller.error(new Error('network lost'));
      },
    });
    let streams = 0;
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /events': () => {
        streams++;
        return streams === 1
          ? new Response(stream, { headers: { 'content-type': 'text/event-stream' } })
          : new Response('unavailable', { status: 503 });
      },
    });
    renderDashboard('/dashboard', pages);
    const indicator = await screen.findByRole('status', { name: 'Live connection' });
    await waitFor(() => expect(within(indicator).getByText('System Online')).toBeInTheDocument());
    expect(indicator.querySelector('[data-live-status]')!.className).toContain('bg-green-500');

    drop();
    await waitFor(() => expect(within(indicator).getByText('Reconnecting...')).toBeInTheDocument());
    const dot = indicator.querySelector('[data-live-status]')!;
    expect(dot.className).toContain('bg-slate-400');
    expect(dot.className).not.toContain('green');
  });

  it('shows counts, a 60-character preview, status chips and the count badges', async () => {
    const longMessage = 'I am looking for a three bedroom house near Clapham Common with a garden please';
    fakeApi({
      'GET /dashboard': () =>
        aDashboard({
          analytics: {
            activeWidgets: 1,
            totalWidgets: 2,
            totalConversations: 120,
            totalLeads: 30,
            qualifiedLeads: 12,
            conversionRate: 25,
            leadTypes: { buyer: 14, tenant: 6, vendor: 7, landlord: 3 },
            upcomingAppointments: { total: 3, byKind: { valuation: 2, viewing: 1 } },
          },
          recentActivity: {
            conversations: [
              aConversation({ contactName: 'Priya Patel', lastMessage: longMessage, status: 'qualified' }),
              aConversation({ status: 'active' }),
            ],
            leads: [
              {
                id: 'l1',
                conversationId: 'c1',
                name: 'Priya Patel',
                email: null,
                createdAt: '2026-05-03T10:00:00.000Z',
                score: 80,
                temperature: 'hot',
              },
            ],
          },
        }),
    });
    renderDashboard('/dashboard', pages);
    expect(await screen.findByText('Priya Patel')).toBeInTheDocument();
    expect(screen.getByText(`${longMessage.slice(0, 60)}...`)).toBeInTheDocument();
    expect(screen.getByText('Anonymous User')).toBeInTheDocument();
    expect(screen.getByText('25.0%')).toBeInTheDocument();
    expect(screen.getByText('12 qualified')).toBeInTheDocument();
    expect(screen.getByText('2 total widgets')).toBeInTheDocument();
    const mix = screen.getByRole('heading', { name: 'Your enquiries' }).closest('section')!;
    expect(within(mix).getByRole('link', { name: 'Vendors' })).toHaveAttribute('href', '/dashboard/leads?type=vendor');
    expect(within(within(mix).getByText('Landlords').closest('div')!).getByText('3')).toBeInTheDocument();
    expect(within(within(mix).getByText('Valuations').closest('div')!).getByText('2')).toBeInTheDocument();
    const recent = screen.getByRole('heading', { name: 'Recent Conversations' }).closest('section')!;
    expect(within(recent).getByText('qualified').className).toContain('green');
    expect(within(recent).getByText('active').className).toContain('blue');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: /^Conversations\s*120$/ })).toHaveTextContent('99+');
    expect(within(nav).getByRole('link', { name: /^Leads\s*30$/ })).toHaveTextContent('30');
  });

  it('says what went wrong and retries', async () => {
    let attempts = 0;
    fakeApi({
      'GET /dashboard': () => (++attempts === 1 ? apiFailure(500, 'Failed to fetch dashboard data') : aDashboard()),
    });
    renderDashboard('/dashboard', pages);
    expect(await screen.findByText('Error: Failed to fetch dashboard data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Sarah Agent!' })).toBeInTheDocument();
  });

  it('highlights Conversations on a conversation page and signs out to the home page', async () => {
    const { calls } = fakeApi({ 'GET /dashboard': () => aDashboard(), 'POST /auth/logout': () => ({}) });
    const { router } = renderDashboard('/dashboard/conversations/abc', pages);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Conversations' }).className).toContain('bg-blue-50');
    expect(within(nav).getByRole('link', { name: 'Overview' }).className).not.toContain('bg-blue-50');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('leadwise_access_token')).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
  });

  it('sends a signed-out visitor to the login page, keeping where they were going', async () => {
    fakeApi({});
    const { router } = renderDashboard('/dashboard', pages);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
  });
});
