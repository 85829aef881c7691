import type { ChatMessage, VisitorConversation } from '../shared/types';
import type { VisitorLiveEvent, WidgetApi } from './api';

const POLL_EVERY_MS = 4000;
/** After a failed stream, poll this long before trying to stream again. */
const POLL_BEFORE_RETRY_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps the transcript live: server-sent events over fetch, and polling `messages?after=` when
 * streaming is unavailable (old proxies, blocked streams). Every (re)connect first catches up on
 * whatever was missed. Returns a stop function.
 */
export function startLiveUpdates(
  api: WidgetApi,
  conversation: { id: string; token: string },
  handlers: {
    lastMessageId(): string | undefined;
    onEvent(event: VisitorLiveEvent): void;
    onCatchUp(update: Pick<VisitorConversation, 'messages' | 'mode' | 'status'>): void;
    onGone(): void;
  },
) {
  let stopped = false;
  const controller = new AbortController();

  async function catchUp() {
    try {
      handlers.onCatchUp(await api.listMessages(conversation.id, conversation.token, handlers.lastMessageId()));
    } catch (error) {
      // The conversation no longer answers to this token (deleted, or another device's token).
      if ((error as { status?: number }).status === 404) {
        stopped = true;
        controller.abort();
        handlers.onGone();
      }
    }
  }

  async function run() {
    while (!stopped) {
      await catchUp();
      if (stopped) return;
      try {
        await api.streamEvents(conversation.id, conversation.token, controller.signal, handlers.onEvent);
        // The server ends streams after a while; reconnect promptly.
        await sleep(500);
      } catch {
        const until = Date.now() + POLL_BEFORE_RETRY_MS;
        while (!stopped && Date.now() < until) {
          await sleep(POLL_EVERY_MS);
          if (!stopped) await catchUp();
        }
      }
    }
  }

  void run();
  return () => {
    stopped = true;
    controller.abort();
  };
}

/** A message shown before (or without) the server having it: the welcome text, one being sent, an upload note. */
export type ShownMessage = ChatMessage & {
  local?: boolean;
  /** The visitor's uploaded file, shown with a paperclip; `text` is its file name. */
  isDocument?: boolean;
};

/** A visitor's message and the reply it caused can share a timestamp (one transaction): visitor first. */
function compareShown(a: ShownMessage, b: ShownMessage) {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return Number(b.role === 'visitor') - Number(a.role === 'visitor');
}

/**
 * Adds messages not already shown (a reply can arrive both in the response and on the stream),
 * in time order. A stored visitor message replaces the local copy shown while it was sending.
 */
export function mergeMessages(current: ShownMessage[], incoming: ShownMessage[]): ShownMessage[] {
  const known = new Set(current.map((m) => m.id));
  const added = incoming.filter((m) => !known.has(m.id));
  if (added.length === 0) return current;
  const sentTexts = new Set(added.filter((m) => m.role === 'visitor').map((m) => m.text));
  const kept = current.filter(
    (m) => !(m.local && m.role === 'visitor' && m.id.startsWith('pending-') && sentTexts.has(m.text)),
  );
  return [...kept, ...added].sort(compareShown);
}

/** The newest message the server knows, for `messages?after=`. */
export function lastServerMessageId(messages: ShownMessage[]) {
  for (let i = messages.length - 1; i >= 0; i--) if (!messages[i].local) return messages[i].id;
  return undefined;
}
