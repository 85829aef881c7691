import type { Billing } from '@leadwise/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BillingRoute from './billing';
import { aDashboard, apiFailure, fakeApi, renderDashboard } from './dashboard-test-utils';

const pages = [{ path: 'billing', Component: BillingRoute }];

function aBilling(overrides: Partial<Billing> = {}): Billing {
  return {
    enabled: true,
    plan: 'starter',
    status: 'active',
    trialEndsAt: null,
    interval: 'month',
    currentPeriodEnd: '2026-12-24T10:00:00.000Z',
    cancelAt: null,
    usage: { conversations: 120, conversationLimit: 200, seats: 1, seatLimit: 1 },
    ...overrides,
  };
}

describe('Billing', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("says the account is over its plan's limit and offers Manage billing", async () => {
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /billing': () => aBilling({ usage: { conversations: 214, conversationLimit: 200, seats: 1, seatLimit: 1 } }),
    });
    renderDashboard('/dashboard/billing', pages);
    expect(await screen.findByText("You are over your plan's limit")).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Conversations' })).toHaveAttribute('aria-valuetext', '214 of 200');
    expect(screen.getByText('Renews')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade to/ })).not.toBeInTheDocument();
  });

  it('after the trial, says what still works and offers the plans; a Checkout failure is shown', async () => {
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /billing': () =>
        aBilling({ plan: 'trial', status: 'expired', trialEndsAt: '2026-11-01T10:00:00.000Z', interval: null }),
      'POST /billing/checkout': () => apiFailure(503, 'Our card payment provider did not answer.'),
    });
    renderDashboard('/dashboard/billing', pages);
    expect(await screen.findByText('Your free trial has ended')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Starter' }));
    expect(await screen.findByText('Our card payment provider did not answer.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/billing/checkout')?.body).toEqual({ plan: 'starter', interval: 'month' });
  });

  it('back from Checkout, waits for the subscription and then shows the plan', async () => {
    let status: Billing['status'] = 'trialing';
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /billing': () =>
        aBilling(
          status === 'trialing'
            ? { plan: 'trial', status, trialEndsAt: '2026-12-20T10:00:00.000Z', interval: null, currentPeriodEnd: null }
            : { plan: 'professional', status },
        ),
    });
    renderDashboard('/dashboard/billing?checkout=success', pages);
    expect(await screen.findByText('Thank you: confirming your payment')).toBeInTheDocument();
    status = 'active';
    await waitFor(() => expect(screen.queryByText('Thank you: confirming your payment')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade to/ })).not.toBeInTheDocument();
  });

  it('says every limit is off when the server has no billing', async () => {
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /billing': () =>
        aBilling({ enabled: false, usage: { conversations: 3, conversationLimit: null, seats: 1, seatLimit: null } }),
    });
    renderDashboard('/dashboard/billing', pages);
    expect(await screen.findByText(/Billing is not set up on this server/)).toBeInTheDocument();
  });

  it("warns on every other dashboard page when over the plan's limit, with the way to the plans", async () => {
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /billing': () => aBilling({ usage: { conversations: 201, conversationLimit: 200, seats: 1, seatLimit: 1 } }),
    });
    renderDashboard('/dashboard/other', [{ path: 'other', Component: () => <h1>Other page</h1> }]);
    expect(await screen.findByText("You are over your plan's limit")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the upgrade options' })).toHaveAttribute('href', '/dashboard/billing');
  });

  it('says nothing on other pages within the limit', async () => {
    const { calls } = fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /billing': () => aBilling() });
    renderDashboard('/dashboard/other', [{ path: 'other', Component: () => <h1>Other page</h1> }]);
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/billing')).toBe(true));
    // The answer has arrived and rendered: nothing to say within the limit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/over your plan's limit/)).not.toBeInTheDocument();
  });
});
