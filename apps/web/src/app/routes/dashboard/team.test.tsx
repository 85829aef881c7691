import type { TeamMembers } from '@leadwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDashboard, aMember, fakeApi, renderDashboard } from './dashboard-test-utils';
import TeamRoute from './team';

const pages = [{ path: 'team', Component: TeamRoute }];

function aTeam(): TeamMembers {
  const joinedAt = '2026-11-01T10:00:00.000Z';
  return {
    members: [
      { id: 'member-1', name: 'Sarah Agent', email: 'sarah@agency.test', role: 'owner', branchId: null, branchName: null, available: true, twoFactorEnabled: false, joinedAt },
      { id: 'member-2', name: 'Sam Lee', email: 'sam@agency.test', role: 'negotiator', branchId: '6f1c2a9e-3b7d-4c1e-9a2f-1d2e3f4a5b6c', branchName: 'Clapham', available: true, twoFactorEnabled: false, joinedAt },
    ],
    branches: [{ id: '6f1c2a9e-3b7d-4c1e-9a2f-1d2e3f4a5b6c', name: 'Clapham' }],
    seats: { used: 2, limit: 5 },
  };
}

describe('Team', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('invites a person with an email address, a role and a branch', async () => {
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /billing': () => ({ enabled: false }),
      'GET /team/members': () => aTeam(),
      'GET /team/invitations': () => ({ invitations: [] }),
      'POST /team/invitations': (request) => ({
        id: 'inv-1',
        ...(request.body as object),
        branchName: 'Clapham',
        status: 'pending',
        invitedBy: 'Sarah Agent',
        expiresAt: '2026-12-01T10:00:00.000Z',
        createdAt: '2026-11-24T10:00:00.000Z',
      }),
    });
    renderDashboard('/dashboard/team', pages);
    const form = await screen.findByRole('form', { name: 'Invite a person' });
    await userEvent.type(within(form).getByLabelText('Email address'), 'new.person@agency.test');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'negotiator');
    await userEvent.selectOptions(within(form).getByLabelText('Branch'), '6f1c2a9e-3b7d-4c1e-9a2f-1d2e3f4a5b6c');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to new.person@agency.test/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'new.person@agency.test',
      role: 'negotiator',
      branchId: '6f1c2a9e-3b7d-4c1e-9a2f-1d2e3f4a5b6c',
    });
    expect(screen.getByText('2 of 5 seats used (people and open invitations).')).toBeInTheDocument();
  });

  it('removes a person only after confirming', async () => {
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /billing': () => ({ enabled: false }),
      'GET /team/members': () => aTeam(),
      'GET /team/invitations': () => ({ invitations: [] }),
      'DELETE /team/members/member-2': () => ({ message: 'They have been removed from the agency.' }),
    });
    renderDashboard('/dashboard/team', pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sam Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Sam Lee?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from agency' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/team/members/member-2')).toBe(true));
  });

  it("shows a negotiator their role and branch and hides what their role cannot use", async () => {
    const { calls } = fakeApi({
      'GET /team/me': () => aMember({ role: 'negotiator', branchId: '6f1c2a9e-3b7d-4c1e-9a2f-1d2e3f4a5b6c', branchName: 'Clapham', name: 'Sam Lee' }),
      'GET /dashboard': () => aDashboard(),
    });
    renderDashboard('/dashboard/other', [{ path: 'other', Component: () => <h1>Other page</h1> }]);
    expect(await screen.findByText('Negotiator · Clapham')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    for (const name of ['Conversations', 'Leads', 'Analytics']) expect(within(nav).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    for (const name of ['Widget Setup', 'Widget Settings', 'Team', 'Billing']) {
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(calls.some((c) => c.path === '/billing')).toBe(false);
  });
});
