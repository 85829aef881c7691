import { DEMO_WIDGET_ID, type DemoLeadPreview } from '@leadwise/contracts/demo';
import { VISITOR_TOKEN_HEADER } from '@leadwise/contracts/widget-public';
import { writeSession } from '@leadwise/widget/src/shared/session-store';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveDemoSection } from './live-demo-section';

type LeadwiseStub = ((command: string) => void) & { q?: unknown[][] };
const leadwise = () => (window as Window & { Leadwise?: LeadwiseStub }).Leadwise;

const samLead: DemoLeadPreview = {
  conversationId: '3f0a4c1e-9a55-4d7e-9a0c-2b1b8c3f6d01',
  status: 'active',
  score: 95,
  temperature: 'hot',
  messageCount: 3,
  isLead: true,
  extracted: {
    intent: 'buy',
    budget: { min: null, max: 600_000, period: 'total' },
    mortgage: 'approved',
    timeline: 'within_3_months',
    areas: ['Clapham'],
    areaMatch: true,
    contact: { name: 'Sam', email: 'sam@example.com', phone: null },
    position: null,
    bedrooms: 3,
    propertyTypes: [],
    valuation: false,
  },
  updatedAt: '2026-11-24T23:00:00.000Z',
};

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LiveDemoSection />
    </QueryClientProvider>,
  );
}

const demoScripts = () => document.querySelectorAll(`script[data-widget-id="${DEMO_WIDGET_ID}"]`);

describe('LiveDemoSection', () => {
  afterEach(() => {
    for (const script of demoScripts()) script.remove();
    delete (window as Window & { Leadwise?: LeadwiseStub }).Leadwise;
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('loads the demo widget only on Try it live, with an open queued, and says it is a demo', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderSection();
    expect(screen.getByText(/what you type is deleted within a day/)).toBeInTheDocument();
    expect(demoScripts()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Try it live' }));
    await vi.waitFor(() => expect(demoScripts()).toHaveLength(1));
    expect((demoScripts()[0] as HTMLScriptElement).src).toMatch(/\/widget\.js$/);
    expect(leadwise()?.q).toEqual([['open']]);
    // Before the visitor writes, there is no conversation to ask about.
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the visitor's lead as the agent sees it, asking with the widget's stored visitor token", async () => {
    writeSession(DEMO_WIDGET_ID, { conversationId: samLead.conversationId, token: 'visitor-token', open: true });
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ success: true, data: samLead }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Try it live' }));

    const view = screen.getByRole('region', { name: 'What the agent sees' });
    expect(await within(view).findByText('95/100')).toBeInTheDocument();
    expect(within(view).getByText('hot')).toBeInTheDocument();
    const valueOf = (label: string) => within(view).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Lead type')).toHaveTextContent('Buyer');
    expect(valueOf('Budget')).toHaveTextContent('Up to £600,000');
    expect(valueOf('Email')).toHaveTextContent('sam@example.com');
    expect(valueOf('Phone')).toHaveTextContent('Not known yet');

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/conversations/${samLead.conversationId}/demo-lead`);
    expect(init.headers).toMatchObject({ [VISITOR_TOKEN_HEADER]: 'visitor-token' });
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it('reopens the chat through the loaded widget on a second click', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderSection();
    const button = screen.getByRole('button', { name: 'Try it live' });
    await userEvent.click(button);
    await vi.waitFor(() => expect(demoScripts()).toHaveLength(1));
    const loaded = vi.fn();
    (window as Window & { Leadwise?: LeadwiseStub }).Leadwise = loaded;
    await userEvent.click(button);
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledWith('open'));
    expect(demoScripts()).toHaveLength(1);
  });
});
