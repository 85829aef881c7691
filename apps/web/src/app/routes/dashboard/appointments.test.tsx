import type { Appointment } from '@leadwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AppointmentsRoute from './appointments';
import { aDashboard, apiFailure, fakeApi, renderDashboard } from './dashboard-test-utils';

const pages = [{ path: 'appointments', Component: AppointmentsRoute }];

function anAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: '5b0f3c8e-6f1a-4c4e-9a57-4f0c7d8e9a10',
    kind: 'valuation',
    status: 'requested',
    startsAt: '2099-12-01T09:00:00.000Z',
    endsAt: '2099-12-01T09:45:00.000Z',
    leadId: null,
    conversationId: null,
    branchId: null,
    contact: { name: 'Sam Jones', email: 'sam@example.com', phone: null },
    property: { address: null, postcode: 'SW4 7AB', bedrooms: 3, propertyType: 'house' },
    listing: null,
    declineReason: null,
    createdAt: '2099-11-29T21:00:00.000Z',
    ...overrides,
  };
}

describe('Appointments', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists a requested valuation and confirms it', async () => {
    let status: Appointment['status'] = 'requested';
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /appointments': () => ({ items: [anAppointment({ status })] }),
      'POST /appointments/[^/]+/confirm': () => {
        status = 'confirmed';
        return anAppointment({ status });
      },
    });
    renderDashboard('/dashboard/appointments', pages);
    const card = (await screen.findByText('Sam Jones')).closest('li')!;
    expect(within(card).getByText('Requested')).toBeInTheDocument();
    expect(within(card).getByText('SW4 7AB')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm valuation with Sam Jones' }));
    await waitFor(() => expect(within(card).getByText('Confirmed')).toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/confirm'))).toBe(true);
  });

  it('declines with the reason the agent types', async () => {
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /appointments': () => ({ items: [anAppointment()] }),
      'POST /appointments/[^/]+/decline': (request) =>
        anAppointment({ status: 'declined', declineReason: (request.body as { reason: string }).reason }),
    });
    renderDashboard('/dashboard/appointments', pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline valuation with Sam Jones' }));
    await userEvent.type(screen.getByLabelText('Reason (sent to the visitor)'), 'Fully booked that week');
    await userEvent.click(screen.getByRole('button', { name: 'Decline appointment' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/decline'))?.body).toEqual({ reason: 'Fully booked that week' }));
  });

  it("shows the server's reason when a proposed time is refused", async () => {
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /appointments': () => ({ items: [anAppointment()] }),
      'POST /appointments/[^/]+/propose': () =>
        apiFailure(400, 'That time is outside your appointment hours: please choose a time within them.', 'startsAt'),
    });
    renderDashboard('/dashboard/appointments', pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Propose another time to Sam Jones' }));
    await userEvent.click(screen.getByRole('button', { name: 'Propose this time' }));
    expect(await screen.findByText(/outside your appointment hours/)).toBeInTheDocument();
  });
});
