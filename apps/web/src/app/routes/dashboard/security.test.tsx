import type { TwoFactorStatus } from '@leadwise/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session-storage';
import { aDashboard, apiFailure, fakeApi, renderDashboard } from './dashboard-test-utils';
import SecurityRoute from './security';

const pages = [
  { path: 'security', Component: SecurityRoute },
  { path: 'billing', Component: () => <p>Billing page</p> },
];

function aStatus(overrides: Partial<TwoFactorStatus> = {}): TwoFactorStatus {
  return {
    enabled: false,
    enabledAt: null,
    recoveryCodesLeft: 0,
    agencyRequiresTwoFactor: false,
    canChangeAgencyRequirement: false,
    ...overrides,
  };
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Security page', () => {
  it('sends a member who owes the agency its two-factor setup to Security, with nothing else of the dashboard', async () => {
    fakeApi({ 'GET /auth/two-factor': () => aStatus({ agencyRequiresTwoFactor: true }), 'GET /dashboard': () => aDashboard() });
    const { router } = renderDashboard('/dashboard/billing', pages);
    expect(await screen.findByText('Your agency requires two-factor sign-in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/security');
    expect(screen.queryByText('Billing page')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });

  it('goes to the setup when a page is refused because the agency now requires it', async () => {
    let isRequired = false;
    fakeApi({
      'GET /auth/two-factor': () => aStatus({ agencyRequiresTwoFactor: isRequired }),
      'GET /dashboard': () => {
        isRequired = true;
        return new Response(
          JSON.stringify({ success: false, error: 'Your agency requires two-factor sign-in.', reason: 'two_factor_setup_required' }),
          { status: 403 },
        );
      },
    });
    const { router } = renderDashboard('/dashboard/billing', pages);
    expect(await screen.findByText('Your agency requires two-factor sign-in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/security');
  });

  it('lets the owner require two-factor sign-in for the agency, and shows the server refusal', async () => {
    const { calls } = fakeApi({
      'GET /auth/two-factor': () => aStatus({ enabled: true, recoveryCodesLeft: 7, canChangeAgencyRequirement: true, enabledAt: '2026-11-01T10:00:00Z' }),
      'GET /dashboard': () => aDashboard(),
      'PUT /settings/security': () => apiFailure(409, 'Turn on two-factor sign-in for yourself before requiring it for the agency.'),
    });
    renderDashboard('/dashboard/security', pages);
    expect(await screen.findByText(/7 of 10 recovery codes left/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Require two-factor sign-in for everyone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Turn on two-factor sign-in for yourself');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === '/settings/security')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ requireTwoFactor: true });
  });

  it('hides the agency requirement from anyone but the owner', async () => {
    fakeApi({ 'GET /auth/two-factor': () => aStatus(), 'GET /dashboard': () => aDashboard() });
    renderDashboard('/dashboard/security', pages);
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(screen.queryByText('Agency requirement')).not.toBeInTheDocument();
  });
});
