import type { ConversationSummary, Dashboard, Lead } from '@leadwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '../../../features/auth/hooks/use-auth';
import { writeSession } from '../../../lib/session-storage';
import DashboardLayout from './dashboard-layout';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (request: FakeRequest) => unknown;

/**
 * The API as the dashboard sees it: `'GET /dashboard': () => data` answers `{ success, data }`;
 * a handler may return a Response for anything else. Unhandled calls fail loudly (404). The live
 * stream is refused, so pages run on their fetches (the polling fallback).
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const entry = Object.entries(handlers).find(([key]) => {
      const [method, pattern] = key.split(' ');
      return method === request.method && new RegExp(`^${pattern}$`).test(request.path);
    });
    if (!entry) {
      return new Response(JSON.stringify({ success: false, error: `No fake for ${request.method} ${request.path}` }), {
        status: request.path === '/events' ? 503 : 404,
      });
    }
    const result = entry[1](request);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify({ success: true, data: result }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  // The refused live stream logs that the dashboard fell back to polling.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { calls, fetchMock };
}

export function apiFailure(status: number, error: string, field?: string) {
  return new Response(JSON.stringify({ success: false, error, field }), { status });
}

/** Signs a fake agent in (local storage) and renders `path` inside the real dashboard layout. */
export function renderDashboard(path: string, pages: Array<{ path: string; Component: ComponentType }>) {
  writeSession({
    accessToken: 'test-access-token',
    idToken: 'test-id-token',
    refreshToken: 'test-refresh-token',
    user: { sub: 'user-1', email: 'sarah@agency.test', name: 'Sarah Agent' },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/dashboard', Component: DashboardLayout, children: pages },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export function aDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    agent: {
      id: '7f1c1f0e-0000-4000-8000-000000000001',
      name: 'Sarah Agent',
      email: 'sarah@agency.test',
      company: 'Clapham Homes',
    },
    analytics: {
      activeWidgets: 1,
      totalWidgets: 1,
      totalConversations: 0,
      totalLeads: 0,
      qualifiedLeads: 0,
      conversionRate: 0,
      leadTypes: { buyer: 0, tenant: 0, vendor: 0, landlord: 0 },
      upcomingAppointments: { total: 0, byKind: { valuation: 0, viewing: 0 } },
    },
    widgets: [
      {
        widgetId: 'a1b2c3d4-0000-4000-8000-000000000002',
        isActive: true,
        branding: { companyName: 'Clapham Homes' },
        metadata: { totalConversations: 0, totalLeads: 0 },
      },
    ],
    recentActivity: { conversations: [], leads: [] },
    ...overrides,
  };
}

let sequence = 0;
export function aConversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  sequence++;
  return {
    id: `c0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    widgetId: 'a1b2c3d4-0000-4000-8000-000000000002',
    contactName: null,
    contactEmail: null,
    contactPhone: null,
    lastMessage: 'Looking for a 2 bed flat',
    lastMessageAt: '2026-05-03T10:05:00.000Z',
    status: 'active',
    mode: 'assistant',
    score: 0,
    temperature: 'cold',
    messageCount: 2,
    createdAt: '2026-05-03T10:00:00.000Z',
    ...overrides,
  };
}

export function aLead(overrides: Partial<Lead> = {}): Lead {
  sequence++;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    conversationId: `c0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    widgetId: 'a1b2c3d4-0000-4000-8000-000000000002',
    name: 'Sarah Jones',
    email: 'sarah@example.com',
    phone: '07700900123',
    score: 95,
    temperature: 'hot',
    status: 'new',
    notes: '',
    extracted: {
      intent: 'buy',
      budget: { min: null, max: 450000, period: 'total' },
      mortgage: 'approved',
      timeline: 'within_3_months',
      areas: ['Clapham'],
      areaMatch: true,
      contact: { name: 'Sarah Jones', email: 'sarah@example.com', phone: '07700900123' },
      position: null,
      bedrooms: null,
      propertyTypes: [],
      valuation: false,
    },
    assignee: null,
    branch: null,
    listing: null,
    createdAt: '2026-05-03T10:00:00.000Z',
    updatedAt: '2026-05-03T10:00:00.000Z',
    ...overrides,
  };
}

export const page = <T,>(
  items: T[],
  total = items.length,
  nextCursor: string | null = null,
  isTotalCapped = false,
) => ({
  items,
  total,
  nextCursor,
  isTotalCapped,
});
