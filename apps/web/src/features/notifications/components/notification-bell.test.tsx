import type { AgentNotification, NotificationList } from '@leadwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatAge, NotificationBell } from './notification-bell';

const notification = (
  id: string,
  title: string,
  type: AgentNotification['type'] = 'lead.created',
): AgentNotification => ({
  id,
  type,
  title,
  body: 'Score 85 · hot',
  conversationId: `conv-${id}`,
  readAt: null,
  createdAt: new Date().toISOString(),
});

/** The API as the bell sees it: unread notifications, read one, read all. */
function fakeApi(initial: AgentNotification[]) {
  let unread = [...initial];
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    let data: unknown;
    const read = /\/api\/notifications\/([^/]+)\/read$/.exec(url);
    if (read) {
      unread = unread.filter((n) => n.id !== read[1]);
      data = { ...initial.find((n) => n.id === read[1]), readAt: new Date().toISOString() };
    } else if (url.endsWith('/api/notifications/read-all')) {
      data = { updated: unread.length, unreadCount: 0 };
      unread = [];
    } else {
      data = { items: unread, nextCursor: null, unreadCount: unread.length } satisfies NotificationList;
    }
    return new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

const renderBell = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('NotificationBell', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a dot while there are unread events and lists them with links to the conversation', async () => {
    fakeApi([
      notification('a', 'New hot lead: Sarah Jones'),
      notification('b', 'Document received from Tom', 'document.received'),
    ]);
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument();
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Unread notifications' });
    expect(within(panel).getByRole('link', { name: /New hot lead: Sarah Jones/ })).toHaveAttribute(
      'href',
      '/dashboard/conversations/conv-a',
    );
    expect(within(panel).getByText('Document received from Tom')).toBeInTheDocument();
  });

  it('marks one read on the server and drops it from the list', async () => {
    const { calls } = fakeApi([notification('a', 'New hot lead: Sarah Jones'), notification('b', 'New lead: Tom')]);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark "New lead: Tom" as read' }));
    await waitFor(() => expect(screen.queryByText('New lead: Tom')).not.toBeInTheDocument());
    expect(calls).toContain('POST /api/notifications/b/read');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks everything read and loses the dot', async () => {
    const { calls } = fakeApi([notification('a', 'New hot lead: Sarah Jones')]);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    expect(calls).toContain('POST /api/notifications/read-all');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    fakeApi([]);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Unread notifications' })).not.toBeInTheDocument();
  });
});

describe('formatAge', () => {
  it('says how long ago, briefly', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(formatAge('2026-11-23T11:59:40Z', now)).toBe('just now');
    expect(formatAge('2026-11-23T11:45:00Z', now)).toBe('15 min ago');
    expect(formatAge('2026-11-23T09:00:00Z', now)).toBe('3 h ago');
    expect(formatAge('2026-11-20T09:00:00Z', now)).toBe('20 Nov');
  });
});
