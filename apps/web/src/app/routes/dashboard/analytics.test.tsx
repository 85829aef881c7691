import type { Analytics } from '@leadwise/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AnalyticsRoute from './analytics';
import { aDashboard, fakeApi, renderDashboard } from './dashboard-test-utils';

const pages = [
  { path: 'analytics', Component: AnalyticsRoute },
  { path: 'conversations', Component: () => <p>Conversations page</p> },
  { path: 'leads', Component: () => <p>Leads page</p> },
];

const analytics: Analytics = {
  from: '2026-06-01',
  to: '2026-06-03',
  timeZone: 'Europe/London',
  daily: [
    { date: '2026-06-01', conversations: 1, leads: 1 },
    { date: '2026-06-02', conversations: 2, leads: 1 },
    { date: '2026-06-03', conversations: 1, leads: 0 },
  ],
  funnel: { opened: 9, chatted: 3, contact: 2, qualified: 2 },
  temperatures: { hot: 1, warm: 1, cold: 0 },
  leadTypes: { buyer: 1, tenant: 0, vendor: 1, landlord: 0 },
  appointments: { total: 1, byKind: { valuation: 1, viewing: 0 } },
  documents: { total: 1, byKind: { mortgage_certificate: 1, proof_of_funds: 0, id: 0, other: 0 } },
  medianMinutesToQualification: 20,
  topAreas: [{ area: 'Clapham', count: 2 }],
  totals: { conversations: 4, leads: 2 },
};

describe('Analytics', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the figures for the range in the address and opens the conversations behind a funnel step', async () => {
    const { calls } = fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /analytics': () => analytics });
    const { router } = renderDashboard('/dashboard/analytics?from=2026-06-01&to=2026-06-03', pages);
    expect(await screen.findByText('20 min')).toBeInTheDocument();
    expect(screen.getByText('Mortgage certificate / AIP: 1')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/analytics')?.query.toString()).toBe('from=2026-06-01&to=2026-06-03');
    expect(screen.getByLabelText('From')).toHaveValue('2026-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Qualified hot or warm: 2. Show these conversations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/conversations'));
    expect(router.state.location.search).toBe('?from=2026-06-01&to=2026-06-03&stage=qualified');
  });

  it('opens the leads of a temperature', async () => {
    fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /analytics': () => analytics });
    const { router } = renderDashboard('/dashboard/analytics', pages);
    await userEvent.click(await screen.findByRole('button', { name: 'hot: 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/leads'));
    expect(router.state.location.search).toBe('?from=2026-06-01&to=2026-06-03&temperature=hot');
  });

  it("opens a day's conversations from the chart's table", async () => {
    fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /analytics': () => analytics });
    const { router } = renderDashboard('/dashboard/analytics?from=2026-06-01&to=2026-06-03', pages);
    await userEvent.click(await screen.findByText('Show as a table'));
    await userEvent.click(screen.getByRole('button', { name: '2 Jun: show these conversations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/conversations'));
    expect(router.state.location.search).toBe('?from=2026-06-02&to=2026-06-02');
  });

  it('asks again when the range changes', async () => {
    const { calls } = fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /analytics': () => analytics });
    renderDashboard('/dashboard/analytics', pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/analytics')).toHaveLength(2));
    const last = calls.filter((c) => c.path === '/analytics').at(-1)!;
    const days = (Date.parse(last.query.get('to')!) - Date.parse(last.query.get('from')!)) / 86_400_000;
    expect(days).toBe(6);
  });
});
