import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from './header-search';

function fakeSearchApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const data = url.startsWith('/api/conversations')
        ? {
            items: [{ id: 'c1', contactName: 'Sarah Jones', lastMessage: 'Looking in Clapham' }],
            total: 1,
            nextCursor: null,
          }
        : {
            items: [{ id: 'l1', conversationId: 'c1', name: 'Sarah Jones', email: 'sarah@example.com', score: 95 }],
            total: 1,
            nextCursor: null,
          };
      return new Response(JSON.stringify({ success: true, data }));
    }),
  );
  return urls;
}

function renderSearch() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <HeaderSearch /> },
      { path: '/dashboard/conversations', element: <p>Conversations page</p> },
      { path: '/dashboard/conversations/:id', element: <p>Conversation page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('HeaderSearch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds conversations and leads by what the agent types and opens one', async () => {
    const urls = fakeSearchApi();
    const router = renderSearch();
    await userEvent.type(screen.getByLabelText('Search'), 'sarah');
    expect(await screen.findByRole('heading', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leads' })).toBeInTheDocument();
    expect(urls).toEqual(['/api/conversations?q=sarah&limit=5', '/api/leads?q=sarah&limit=5']);
    await userEvent.click(screen.getByText('Looking in Clapham'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/conversations/c1'));
  });

  it('opens the full list on Enter and does not search one letter', async () => {
    const urls = fakeSearchApi();
    const router = renderSearch();
    await userEvent.type(screen.getByLabelText('Search'), 's');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(urls).toEqual([]);
    await userEvent.type(screen.getByLabelText('Search'), 'mith{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/conversations'));
    expect(router.state.location.search).toBe('?q=smith');
  });
});
