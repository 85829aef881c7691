/**
 * The visitor's conversation, remembered across reloads and pages of the same site. Written only
 * once the visitor sends a first message (nothing is stored before), under a key scoped to the
 * widget so two agents' widgets never share a token.
 */
export interface StoredSession {
  conversationId: string;
  token: string;
  /** Whether the chat was open, so a page change reopens it where it was. */
  open: boolean;
}

const key = (widgetId: string) => `leadwise:v1:${widgetId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (privacy mode, sandboxed iframe): the chat still works for this page.
    return null;
  }
}

export function readSession(widgetId: string): StoredSession | null {
  try {
    const raw = storage()?.getItem(key(widgetId));
    const value = raw ? (JSON.parse(raw) as Partial<StoredSession>) : null;
    if (value && typeof value.conversationId === 'string' && typeof value.token === 'string') {
      return { conversationId: value.conversationId, token: value.token, open: value.open === true };
    }
  } catch {
    // A corrupted entry is the same as none.
  }
  return null;
}

export function writeSession(widgetId: string, session: StoredSession) {
  try {
    storage()?.setItem(key(widgetId), JSON.stringify(session));
  } catch {
    // Full or blocked storage: the conversation simply will not survive a reload.
  }
}

/** Remembers open or closed, only for a visitor who already has a conversation. */
export function updateSessionOpen(widgetId: string, open: boolean) {
  const session = readSession(widgetId);
  if (session && session.open !== open) writeSession(widgetId, { ...session, open });
}

export function clearSession(widgetId: string) {
  try {
    storage()?.removeItem(key(widgetId));
  } catch {
    // Nothing to do.
  }
}
