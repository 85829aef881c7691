import type { SessionUser } from '@leadwise/contracts';

/** Spec section 3: four local-storage keys with a product prefix. */
export const SESSION_KEYS = {
  accessToken: 'leadwise_access_token',
  idToken: 'leadwise_id_token',
  refreshToken: 'leadwise_refresh_token',
  user: 'leadwise_user',
} as const;

export interface StoredSession {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  user: SessionUser;
}

export function readSession(): StoredSession | null {
  try {
    const accessToken = localStorage.getItem(SESSION_KEYS.accessToken);
    const rawUser = localStorage.getItem(SESSION_KEYS.user);
    if (!accessToken || !rawUser) return null;
    return {
      accessToken,
      idToken: localStorage.getItem(SESSION_KEYS.idToken) ?? '',
      refreshToken: localStorage.getItem(SESSION_KEYS.refreshToken) ?? '',
      user: JSON.parse(rawUser) as SessionUser,
    };
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession) {
  localStorage.setItem(SESSION_KEYS.accessToken, session.accessToken);
  localStorage.setItem(SESSION_KEYS.idToken, session.idToken);
  localStorage.setItem(SESSION_KEYS.refreshToken, session.refreshToken ?? '');
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
}

export function updateTokens(tokens: { accessToken: string; idToken?: string }) {
  localStorage.setItem(SESSION_KEYS.accessToken, tokens.accessToken);
  if (tokens.idToken) localStorage.setItem(SESSION_KEYS.idToken, tokens.idToken);
}

export function clearSession() {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
}

/** Seconds since epoch at which a JWT expires, or null when unreadable. */
export function readTokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}
