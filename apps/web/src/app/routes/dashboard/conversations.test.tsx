import type { ConversationDetail } from '@leadwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ConversationRoute from './conversation';
import ConversationsRoute from './conversations';
import { aConversation, aDashboard, fakeApi, page, renderDashboard } from './dashboard-test-utils';

const pages = [
  { path: 'conversations', Component: ConversationsRoute },
  { path: 'conversations/:conversationId', Component: ConversationRoute },
];

describe('Conversations list', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec empty state for a new agent', async () => {
    fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /conversations': () => page([]) });
    renderDashboard('/dashboard/conversations', pages);
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Conversations will appear here once users start chatting with your widget.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 conversations')).toBeInTheDocument();
  });

  it('lists cards with a 100-character preview, filters through the API and loads more', async () => {
    const long = 'x'.repeat(120);
    const first = aConversation({
      contactName: 'Priya Patel',
      lastMessage: long,
      status: 'qualified',
      score: 85,
      temperature: 'hot',
    });
    const second = aConversation({ status: 'closed' });
    const third = aConversation({ contactName: 'Third Person' });
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /conversations': ({ query }) =>
        query.get('cursor') === 'next'
          ? page([third], 3)
          : query.get('status') === 'qualified'
            ? page([first], 1)
            : page([first, second], 3, 'next'),
    });
    renderDashboard('/dashboard/conversations', pages);
    expect(await screen.findByText('Priya Patel')).toBeInTheDocument();
    expect(screen.getByText('3 conversations')).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(screen.getByText('Anonymous User')).toBeInTheDocument();
    const closedCard = screen.getByText('Anonymous User').closest('a')!;
    expect(
      within(closedCard)
        .getAllByText('closed')
        .find((el) => el.className.includes('yellow')),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Third Person')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'qualified');
    await waitFor(() => expect(screen.getByText('1 matching conversation')).toBeInTheDocument());
    expect(calls.some((c) => c.path === '/conversations' && c.query.get('status') === 'qualified')).toBe(true);
  });

  it('searches after the agent pauses typing', async () => {
    const { calls } = fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /conversations': () => page([]) });
    renderDashboard('/dashboard/conversations', pages);
    await userEvent.type(await screen.findByLabelText('Search conversations'), 'sarah');
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/conversations' && c.query.get('q') === 'sarah')).toBe(true),
    );
    expect(calls.filter((c) => c.path === '/conversations' && c.query.get('q')?.startsWith('s')).length).toBe(1);
    expect(await screen.findByRole('heading', { name: 'No matching conversations' })).toBeInTheDocument();
  });

  it('reads analytics click-through filters from the address', async () => {
    const { calls } = fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /conversations': () => page([]) });
    renderDashboard('/dashboard/conversations?stage=qualified&from=2026-05-01&to=2026-05-07&status=bogus', pages);
    expect(await screen.findByText('Funnel step: Qualified hot or warm')).toBeInTheDocument();
    const listCall = calls.find((c) => c.path === '/conversations')!;
    expect(Object.fromEntries(listCall.query)).toMatchObject({
      stage: 'qualified',
      from: '2026-05-01',
      to: '2026-05-07',
    });
    expect(listCall.query.has('status')).toBe(false);
  });
});

function aDetail(overrides: Partial<ConversationDetail['conversation']> = {}): ConversationDetail {
  return {
    conversation: {
      ...aConversation({
        contactName: 'Sarah Jones',
        status: 'qualified',
        score: 95,
        temperature: 'hot',
        messageCount: 3,
      }),
      pageUrl: 'https://agency.test/listing/1',
      listing: null,
      qualifiedAt: null,
      closedAt: null,
      durationMinutes: 4,
      ...overrides,
    },
    messages: [
      {
        id: 'm1',
        role: 'assistant',
        text: 'Hi! Are you looking to buy or rent?',
        createdAt: '2026-05-03T10:00:00.000Z',
      },
      {
        id: 'm2',
        role: 'visitor',
        text: '<b>Buying</b> in Clapham, up to 450k',
        createdAt: '2026-05-03T10:01:00.000Z',
      },
      {
        id: 'm3',
        role: 'assistant',
        text: 'Great, do you have a mortgage in principle?',
        createdAt: '2026-05-03T10:02:00.000Z',
      },
    ],
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
    documents: [
      {
        id: 'd1',
        kind: 'mortgage_certificate',
        fileName: 'aip.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 20480,
        createdAt: '2026-05-03T10:03:00.000Z',
      },
    ],
    lead: {
      id: 'l1',
      status: 'new',
      notes: '',
      score: 95,
      temperature: 'hot',
      assignee: { id: 'm1', name: 'Nina Negotiator' },
      branch: { id: 'b1', name: 'Leeds' },
      createdAt: '2026-05-03T10:03:00.000Z',
      keepReason: null,
      keptAt: null,
      consent: { wording: 'Clapham Homes will use your details to contact you about property.', givenAt: '2026-05-03T10:02:00.000Z' },
    },
  };
}

describe('Conversation details', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the transcript as text, the analytics, the extracted data and the documents', async () => {
    const detail = aDetail();
    fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /conversations/[^/]+': () => detail });
    renderDashboard(`/dashboard/conversations/${detail.conversation.id}`, pages);
    const transcript = await screen.findByRole('list', { name: 'Transcript' });
    expect(within(transcript).getAllByRole('listitem')).toHaveLength(3);
    // What a visitor sends is text, never markup.
    expect(within(transcript).getByText('<b>Buying</b> in Clapham, up to 450k')).toBeInTheDocument();
    const analytics = screen.getByRole('heading', { name: 'Analytics' }).closest('section')!;
    expect(within(analytics).getByText('3')).toBeInTheDocument();
    expect(within(analytics).getByText('4 min')).toBeInTheDocument();
    const extracted = screen.getByRole('heading', { name: 'Extracted Data' }).closest('section')!;
    for (const text of [
      'Up to £450,000',
      'Mortgage in principle',
      'Within 3 months',
      'Clapham',
      'sarah@example.com',
      'Score: 95/100',
    ]) {
      expect(within(extracted).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Download aip.pdf' })).toBeInTheDocument();
  });

  it("dials a visitor's number abroad with its country code", async () => {
    const detail = aDetail();
    detail.extracted.contact.phone = '393471234567';
    fakeApi({ 'GET /dashboard': () => aDashboard(), 'GET /conversations/[^/]+': () => detail });
    renderDashboard(`/dashboard/conversations/${detail.conversation.id}`, pages);
    expect(await screen.findByRole('link', { name: '393471234567' })).toHaveAttribute('href', 'tel:+393471234567');
  });

  it('shows the consent wording stored with the lead and keeps the lead as a client with a reason', async () => {
    const detail = aDetail();
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /conversations/[^/]+': () => detail,
      'POST /leads/l1/keep': () => ({ id: 'l1', keepReason: 'Became a client', keptAt: '2026-05-04T09:00:00.000Z' }),
    });
    renderDashboard(`/dashboard/conversations/${detail.conversation.id}`, pages);
    const card = (await screen.findByRole('heading', { name: 'Consent and retention' })).closest('section')!;
    expect(
      within(card).getByText('“Clapham Homes will use your details to contact you about property.”'),
    ).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Why keep this lead past the retention period?'), 'Became a client');
    await userEvent.click(within(card).getByRole('button', { name: 'Keep as a client' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/leads/l1/keep')?.body).toEqual({ reason: 'Became a client' }),
    );
  });

  it('lets the agent take over, reply in person and hand back', async () => {
    const detail = aDetail({ status: 'active' });
    let mode: 'assistant' | 'human' = 'assistant';
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /conversations/[^/]+': () => ({ ...detail, conversation: { ...detail.conversation, mode } }),
      'POST /conversations/[^/]+/takeover': () => {
        mode = 'human';
        return { conversationId: detail.conversation.id, mode, status: 'active' };
      },
      'POST /conversations/[^/]+/messages': ({ body }) => ({
        message: {
          id: 'm9',
          role: 'agent',
          text: (body as { text: string }).text,
          createdAt: '2026-05-03T10:05:00.000Z',
        },
        mode,
      }),
      'POST /conversations/[^/]+/handback': () => {
        mode = 'assistant';
        return { conversationId: detail.conversation.id, mode, status: 'active' };
      },
    });
    renderDashboard(`/dashboard/conversations/${detail.conversation.id}`, pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Take over' }));
    const reply = await screen.findByLabelText('Reply to the visitor');
    await userEvent.type(reply, 'Hi Sarah, I can show you round on Saturday');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Hi Sarah, I can show you round on Saturday')).toBeInTheDocument();
    expect(reply).toHaveValue('');
    expect(calls.find((c) => c.path.endsWith('/messages'))?.body).toEqual({
      text: 'Hi Sarah, I can show you round on Saturday',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hand back' }));
    expect(await screen.findByRole('button', { name: 'Take over' })).toBeInTheDocument();
  });

  it('keeps the typed reply when sending fails', async () => {
    const detail = aDetail({ status: 'active', mode: 'human' });
    fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /conversations/[^/]+': () => detail,
      'POST /conversations/[^/]+/messages': () =>
        new Response(JSON.stringify({ success: false, error: 'The visitor has left the chat' }), { status: 409 }),
    });
    renderDashboard(`/dashboard/conversations/${detail.conversation.id}`, pages);
    const reply = await screen.findByLabelText('Reply to the visitor');
    await userEvent.type(reply, 'Are you still there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The visitor has left the chat');
    expect(reply).toHaveValue('Are you still there?');
  });
});

describe('Live updates', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('adds a visitor message the moment the stream carries it, and refreshes the extracted data', async () => {
    const detail = aDetail({ status: 'active' });
    let push: (text: string) => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        push = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    let detailFetches = 0;
    const { calls } = fakeApi({
      'GET /dashboard': () => aDashboard(),
      'GET /events': () => new Response(stream, { headers: { 'content-type': 'text/event-stream' } }),
      'GET /conversations/[^/]+': () => {
        detailFetches++;
        return detailFetches === 1
          ? detail
          : { ...detail, conversation: { ...detail.conversation, score: 40, temperature: 'warm' } };
      },
    });
    renderDashboard(`/dashboard/conversations/${detail.conversation.id}`, pages);
    await screen.findByRole('list', { name: 'Transcript' });
    await waitFor(() => expect(calls.some((c) => c.path === '/events')).toBe(true));
    const message = { id: 'm4', role: 'visitor', text: 'Yes, AIP for 450k', createdAt: '2026-05-03T10:03:00.000Z' };
    push(
      `retry: 3000\n\nevent: message\ndata: ${JSON.stringify({ type: 'message', conversationId: detail.conversation.id, message })}\n\n`,
    );
    expect(await screen.findByText('Yes, AIP for 450k')).toBeInTheDocument();
    expect(detailFetches).toBe(1);
    push(
      `event: conversation.updated\ndata: ${JSON.stringify({ type: 'conversation.updated', conversationId: detail.conversation.id, status: 'active', mode: 'assistant', score: 40, temperature: 'warm' })}\n\n`,
    );
    expect(await screen.findByText('Score: 40/100')).toBeInTheDocument();
  });
});
