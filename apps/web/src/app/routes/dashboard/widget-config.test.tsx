import type { WidgetConfig } from '@leadwise/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDashboard, apiFailure, fakeApi, renderDashboard } from './dashboard-test-utils';
import WidgetConfigRoute from './widget-config';

const pages = [{ path: 'widget-config', Component: WidgetConfigRoute }];

const config: WidgetConfig = {
  agentId: '7f1c1f0e-0000-4000-8000-000000000001',
  widgetId: 'a1b2c3d4-0000-4000-8000-000000000002',
  dedicatedUrl: 'https://leadwise.test/a/7f1c1f0e-0000-4000-8000-000000000001',
  embedCode: '<script src="https://leadwise.test/widget.js" data-widget-id="a1b2c3d4" async></script>',
  isActive: true,
  branchId: null,
  companyName: 'Clapham Homes',
  agentName: 'Sarah',
  logoUrl: '',
  primaryColor: '#3B82F6',
  secondaryColor: '#F8F9FA',
  welcomeMessage: 'Hi! Buying or renting?',
  placeholderText: 'Type your message...',
  offlineMessage: 'We are closed.',
  position: 'bottom-right',
  autoOpen: false,
  autoOpenDelay: 5,
  areas: ['Clapham'],
  outsideHoursMode: 'offline_message',
  zIndex: 2147483000,
};

describe('Widget Setup', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('saves the edited configuration and says so in a status region a screen reader announces', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /dashboard/widget-config': () => config,
      'PUT /dashboard/widget-config': ({ body }) => ({ ...config, ...(body as object) }),
    });
    renderDashboard('/dashboard/widget-config', pages);
    const company = await screen.findByLabelText('Company Name');
    await userEvent.clear(company);
    await userEvent.type(company, 'Brixton Lettings');
    await userEvent.type(screen.getByLabelText('Add areas'), 'SW4, Brixton{Enter}');
    expect(screen.queryByLabelText('Auto Open Delay (seconds)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Auto Open'));
    const delay = screen.getByLabelText('Auto Open Delay (seconds)');
    await userEvent.clear(delay);
    await userEvent.type(delay, '12');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('You have unsaved changes');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Widget configuration saved successfully!'),
    );
    // No blocking browser dialog.
    expect(alert).not.toHaveBeenCalled();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      companyName: 'Brixton Lettings',
      areas: ['Clapham', 'SW4', 'Brixton'],
      autoOpen: true,
      autoOpenDelay: 12,
    });
  });

  it("shows the server's message for a bad field and marks the field", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /dashboard/widget-config': () => config,
      'PUT /dashboard/widget-config': () =>
        apiFailure(400, 'primaryColor must be a colour like #3B82F6', 'primaryColor'),
    });
    renderDashboard('/dashboard/widget-config', pages);
    const primary = await screen.findByLabelText('Primary Color');
    await userEvent.clear(primary);
    await userEvent.type(primary, 'blue');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('primaryColor must be a colour like #3B82F6'),
    );
    expect(alert).not.toHaveBeenCalled();
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('primaryColor must be a colour like #3B82F6');
    // Nothing typed is lost.
    expect(primary).toHaveValue('blue');
  });

  it('shows the load error panel and tries again', async () => {
    let attempts = 0;
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /dashboard/widget-config': () =>
        ++attempts === 1 ? apiFailure(500, 'Failed to fetch widget configuration') : config,
    });
    renderDashboard('/dashboard/widget-config', pages);
    expect(await screen.findByRole('heading', { name: 'Failed to Load Widget Configuration' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Widget Configuration' })).toBeInTheDocument();
  });

  it('shows the empty state when there is no widget', async () => {
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /dashboard/widget-config': () => apiFailure(404, 'No widget configuration found'),
    });
    renderDashboard('/dashboard/widget-config', pages);
    expect(await screen.findByRole('heading', { name: 'No Widget Configuration Found' })).toBeInTheDocument();
    expect(screen.getByText('Unable to load widget configuration.')).toBeInTheDocument();
  });

  it('copies the embed code with a check mark for 2 seconds, and previews the site', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /dashboard/widget-config': () => config });
    renderDashboard('/dashboard/widget-config', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy embed code' }));
    expect(await screen.findByRole('button', { name: 'Copy embed code: copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(config.embedCode);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('button', { name: 'Copy embed code: copied' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByRole('button', { name: 'Copy embed code' })).toBeInTheDocument();
    vi.useRealTimers();

    await userEvent.click(screen.getByRole('button', { name: 'Preview Mode' }));
    expect(screen.queryByLabelText('Company Name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close chat preview' })).toBeInTheDocument();
    expect(screen.getByText('Hi! Buying or renting?')).toBeInTheDocument();
  });
});
