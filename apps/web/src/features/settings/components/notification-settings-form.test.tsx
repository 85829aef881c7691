import type { NotificationSettings } from '@leadwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationSettingsForm } from './notification-settings-form';

const defaults: NotificationSettings = {
  temperatures: ['hot', 'warm'],
  email: true,
  emailTo: 'sarah@clapham-homes.co.uk',
  accountEmail: 'sarah@clapham-homes.co.uk',
  sms: false,
  smsTo: null,
  dailySummary: true,
  timeZone: 'Europe/London',
  smsConfigured: true,
};

function renderForm(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const sent: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      const reply = answer(body);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationSettingsForm settings={defaults} />
    </QueryClientProvider>,
  );
  return sent;
}

describe('NotificationSettingsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a mobile number before SMS alerts can be saved, without calling the server', async () => {
    const sent = renderForm(() => ({ status: 200, body: { success: true, data: defaults } }));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('SMS alerts'));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(screen.getByText('Enter a mobile number to receive SMS alerts')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('saves the choices and shows the stored number', async () => {
    const sent = renderForm((body) => ({
      status: 200,
      body: { success: true, data: { ...defaults, ...body, smsTo: '+447700900123', emailTo: defaults.accountEmail } },
    }));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Warm leads (score 40-69)'));
    await user.click(screen.getByLabelText('SMS alerts'));
    await user.type(screen.getByLabelText('Mobile number'), '07700 900123');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      temperatures: ['hot'],
      email: true,
      emailTo: '',
      sms: true,
      smsTo: '07700 900123',
      dailySummary: true,
      timeZone: 'America/New_York',
    });
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+447700900123');
  });

  it("shows the server's message next to the field it names", async () => {
    renderForm(() => ({
      status: 400,
      body: { success: false, error: 'Please choose a valid time zone, e.g. Europe/London', field: 'timeZone' },
    }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Please choose a valid time zone, e.g. Europe/London')).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true');
  });
});
