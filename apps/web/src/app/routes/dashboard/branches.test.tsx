import type { Branch } from '@leadwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BranchesRoute from './branches';
import { aDashboard, apiFailure, fakeApi, renderDashboard } from './dashboard-test-utils';

const pages = [{ path: 'branches', Component: BranchesRoute }];

function aBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 'b0000000-0000-4000-8000-000000000001',
    name: 'Headingley',
    areas: ['Headingley', 'LS6'],
    phone: '01134960000',
    officeHours: null,
    appointmentHours: null,
    alertBranch: false,
    alertEmail: null,
    counts: { members: 2, widgets: 1, leads: 14 },
    createdAt: '2026-05-03T10:00:00.000Z',
    ...overrides,
  };
}

describe('Branches', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('adds a branch with its name, areas, phone and branch alerts', async () => {
    const saved: Branch[] = [];
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /branches': () => ({ items: saved }),
      'POST /branches': ({ body }) => {
        const branch = aBranch({ ...(body as Partial<Branch>), counts: { members: 0, widgets: 0, leads: 0 } });
        saved.push(branch);
        return branch;
      },
    });
    renderDashboard('/dashboard/branches', pages);
    expect(await screen.findByRole('heading', { name: 'No branches yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add branch' }));
    await userEvent.type(screen.getByLabelText('Branch name'), 'Headingley');
    await userEvent.type(screen.getByLabelText('Areas covered'), 'Headingley, LS6');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByLabelText('Phone'), '0113 496 0000');
    await userEvent.click(screen.getByLabelText(/Also alert the branch/));
    await userEvent.type(screen.getByLabelText('Branch email'), 'headingley@example.com');
    await userEvent.click(screen.getByLabelText('This branch has its own appointment hours'));
    expect(screen.getAllByLabelText('Opens').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Add branch' }));

    const list = await screen.findByRole('list', { name: 'Branches' });
    expect(within(list).getByText('Covers Headingley, LS6')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Headingley',
      areas: ['Headingley', 'LS6'],
      phone: '0113 496 0000',
      officeHours: null,
      alertBranch: true,
      alertEmail: 'headingley@example.com',
    });
    expect(body.appointmentHours).toMatchObject({ enabled: true });
  });

  it('shows the server refusal of a field', async () => {
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /branches': () => ({ items: [] }),
      'POST /branches': () => apiFailure(400, 'Please enter a UK phone number, e.g. 0113 496 0000', 'phone'),
    });
    renderDashboard('/dashboard/branches', pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Add branch' }));
    await userEvent.type(screen.getByLabelText('Branch name'), 'Otley');
    await userEvent.type(screen.getByLabelText('Phone'), '555');
    await userEvent.click(screen.getByRole('button', { name: 'Add branch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a UK phone number');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says what moves to the whole agency before deleting a branch', async () => {
    let items = [aBranch()];
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /branches': () => ({ items }),
      'DELETE /branches/[^/]+': () => {
        items = [];
        return { deleted: true };
      },
    });
    renderDashboard('/dashboard/branches', pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete branch Headingley' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Headingley?' });
    expect(dialog).toHaveTextContent(
      'Its 2 people, 1 widget and 14 leads will belong to the whole agency instead',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete branch' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'No branches yet' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/branches/${aBranch().id}`)).toBe(true);
  });
});
