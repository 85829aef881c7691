import { createSseParser } from '@leadwise/contracts/sse-parser';
import type {
  DocumentKindValue,
  StartConversationInput,
  StartConversationResult,
  UploadDocumentResult,
  VisitorConversation,
  VisitorMessageResult,
} from '../shared/types';

/** Mirrors VISITOR_TOKEN_HEADER in contracts (the widget imports types only). */
const TOKEN_HEADER = 'X-Visitor-Token';

export class WidgetApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type VisitorLiveEvent =
  | { type: 'message'; message: VisitorConversation['messages'][number] }
  | { type: 'agent.joined'; agentName: string }
  | { type: 'agent.left' }
  | { type: 'conversation.updated'; status: VisitorConversation['status']; mode: VisitorConversation['mode'] };

/**
 * The widget's calls to the public API. No cookies are sent (`credentials: 'omit'`); the visitor
 * token goes in a header, never in a URL.
 */
export function createWidgetApi(apiBase: string, widgetId: string) {
  async function call<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
    const headers: Record<string, string> = {};
    if (typeof init.body === 'string') headers['Content-Type'] = 'application/json';
    if (token) headers[TOKEN_HEADER] = token;
    let response: Response;
    try {
      response = await fetch(`${apiBase}/api${path}`, { ...init, headers, credentials: 'omit', mode: 'cors' });
    } catch {
      throw new WidgetApiError('You seem to be offline. Please check your connection and try again.', 0);
    }
    const body = (await response.json().catch(() => null)) as { success?: boolean; data?: T; error?: string } | null;
    if (!response.ok || !body?.success) {
      throw new WidgetApiError(body?.error ?? 'Something went wrong. Please try again.', response.status);
    }
    return body.data as T;
  }

  const json = (value: unknown) => JSON.stringify(value);

  return {
    recordOpen: () => call<unknown>(`/widgets/${widgetId}/events`, { method: 'POST', body: json({ type: 'opened' }) }),

    startConversation: (input: StartConversationInput) =>
      call<StartConversationResult>(`/widgets/${widgetId}/conversations`, { method: 'POST', body: json(input) }),

    postMessage: (conversationId: string, token: string, text: string) =>
      call<VisitorMessageResult>(
        `/conversations/${conversationId}/messages`,
        { method: 'POST', body: json({ text }) },
        token,
      ),

    listMessages: (conversationId: string, token: string, after?: string) =>
      call<VisitorConversation>(
        `/conversations/${conversationId}/messages${after ? `?after=${encodeURIComponent(after)}` : ''}`,
        {},
        token,
      ),

    uploadDocument: (conversationId: string, token: string, file: File, kind: DocumentKindValue | '') => {
      const form = new FormData();
      // The kind goes first: the server reads fields that come before the file.
      if (kind) form.append('kind', kind);
      form.append('file', file, file.name);
      return call<UploadDocumentResult>(
        `/conversations/${conversationId}/documents`,
        { method: 'POST', body: form },
        token,
      );
    },

    /**
     * Live events over fetch (EventSource cannot send the token header). Resolves when the
     * stream ends; rejects when it cannot be opened, so the caller falls back to polling.
     */
    async streamEvents(
      conversationId: string,
      token: string,
      signal: AbortSignal,
      onEvent: (event: VisitorLiveEvent) => void,
    ) {
      const response = await fetch(`${apiBase}/api/conversations/${conversationId}/events`, {
        headers: { [TOKEN_HEADER]: token, Accept: 'text/event-stream' },
        credentials: 'omit',
        mode: 'cors',
        signal,
      });
      if (!response.ok || !response.body) throw new WidgetApiError('Live updates are unavailable', response.status);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parse = createSseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        for (const event of parse(value)) {
          try {
            onEvent(JSON.parse(event.data) as VisitorLiveEvent);
          } catch {
            // One malformed event is skipped, not fatal to the stream.
          }
        }
      }
    },
  };
}

export type WidgetApi = ReturnType<typeof createWidgetApi>;
