import { clearSession, readSession, readTokenExpiry, SESSION_KEYS, updateTokens } from './session-storage';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    /** False when the server sent no error text and the message only names the HTTP status. */
    readonly isServerMessage = true,
    /** The server's machine-readable reason, when the app must act on the failure. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Listener = () => void;
const sessionEndedListeners = new Set<Listener>();
/** The auth provider listens so a failed refresh signs the user out everywhere. */
export function onSessionEnded(listener: Listener) {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export const API_BASE = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

/** Refresh this long before expiry so a request never leaves with a dying token. */
const REFRESH_MARGIN_SECONDS = 60;
let refreshInFlight: Promise<string | null> | null = null;

/** One refresh at a time; every caller waiting on it gets the same new token. */
export function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= (async () => {
    const session = readSession();
    if (!session?.refreshToken) return null;
    try {
      const res = await fetch(`${API_BASE}/api/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      });
      const body = await res.json().catch(() => null);
      const data = body?.data ?? body;
      if (!res.ok || !data?.accessToken) throw new Error(body?.error ?? 'Token refresh failed');
      updateTokens(data);
      if (data.refreshToken) localStorage.setItem(SESSION_KEYS.refreshToken, data.refreshToken);
      return data.accessToken as string;
    } catch (error) {
      console.warn('Token refresh failed', error);
      clearSession();
      for (const listener of sessionEndedListeners) listener();
      return null;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** A usable access token: the stored one, refreshed first when it is about to expire. */
export async function getAccessToken(): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  const exp = readTokenExpiry(session.accessToken);
  if (exp !== null && exp - Date.now() / 1000 < REFRESH_MARGIN_SECONDS) return refreshAccessToken();
  return session.accessToken;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token (default true when signed in). */
  auth?: boolean;
  /** Extra request headers (a visitor token, say). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API and returns `data` of a `{ success, data }` answer, or throws ApiError with the
 * server's `error` (else `message`) text, as the spec's screens show it.
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const send = async (token: string | null) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    return fetch(`${API_BASE}/api${path}`, {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  };
  const useAuth = opts.auth ?? true;
  let res = await send(useAuth ? await getAccessToken() : null);
  if (res.status === 401 && useAuth && readSession()) {
    const token = await refreshAccessToken();
    if (token) res = await send(token);
  }
  const body = await res.json().catch(() => null);
  if (!res.ok || body?.success === false) {
    const serverMessage: unknown = body?.error ?? body?.message;
    if (typeof serverMessage === 'string' && serverMessage) {
      throw new ApiError(serverMessage, res.status, body?.field, true, body?.reason);
    }
    throw new ApiError(`HTTP error! status: ${res.status}`, res.status, body?.field, false, body?.reason);
  }
  return (body && typeof body === 'object' && 'data' in body ? body.data : body) as T;
}
