import type { LoginAnswer, LoginResult, SessionUser } from '@leadwise/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { API_BASE, apiRequest, onSessionEnded, refreshAccessToken } from '../../../lib/api-client';
import { toErrorMessage } from '../../../lib/error-message';
import { clearSession, readSession, readTokenExpiry, SESSION_KEYS, writeSession } from '../../../lib/session-storage';

export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: SessionUser | null;
  error: string | null;
  /** Signs in, or answers the challenge a second factor must meet before any session exists. */
  login(email: string, password: string): Promise<LoginOutcome>;
  /** Answers the sign-in challenge with an authenticator or recovery code, and signs in. */
  completeTwoFactor(challengeToken: string, code: string): Promise<SessionUser>;
  logout(): Promise<void>;
}

export type LoginOutcome = { status: 'signed-in'; user: SessionUser } | { status: 'two-factor'; challengeToken: string };

const AuthContext = createContext<AuthState | null>(null);

/** Renew the access token this long before it expires, so no request leaves with a dying one. */
const REFRESH_AHEAD_MS = 2 * 60 * 1000;
/** setTimeout's ceiling (about 24.8 days); longer delays would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** Spec section 4: signed in only if a stored user exists and the session has an access token. */
const readStoredUser = () => readSession()?.user ?? null;

/**
 * Keeps the access token fresh while signed in: renews it shortly before it expires and, when the
 * renewal fails, the api client ends the session (and every listener signs out).
 */
function useTokenRenewal(isSignedIn: boolean) {
  useEffect(() => {
    if (!isSignedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = () => {
      const session = readSession();
      const expiresAt = session && readTokenExpiry(session.accessToken);
      if (!expiresAt || stopped) return;
      const delay = Math.min(Math.max(expiresAt * 1000 - REFRESH_AHEAD_MS - Date.now(), 0), MAX_TIMER_MS);
      timer = setTimeout(async () => {
        // Another tab or a request may have renewed it meanwhile; only refresh when still due.
        const current = readSession();
        const currentExpiry = current && readTokenExpiry(current.accessToken);
        if (currentExpiry && currentExpiry * 1000 - Date.now() <= REFRESH_AHEAD_MS) {
          if (!(await refreshAccessToken())) return;
        }
        schedule();
      }, delay);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [isSignedIn]);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // Local storage is synchronous, so the first render already knows: no signed-out flash.
  const [user, setUser] = useState<SessionUser | null>(readStoredUser);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const unsubscribe = onSessionEnded(() => {
      setUser(null);
      setError('Token refresh failed');
    });
    // Signing in or out in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SESSION_KEYS.user || event.key === SESSION_KEYS.accessToken) {
        setUser(readStoredUser());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useTokenRenewal(user !== null);

  const startSession = useCallback((result: LoginResult) => {
    writeSession({ ...result, refreshToken: result.refreshToken ?? '' });
    setUser(result.user);
    return result.user;
  }, []);

  const login = useCallback(
    async (email: string, password: string): Promise<LoginOutcome> => {
      setError(null);
      try {
        const answer = await apiRequest<LoginAnswer>('/auth/login', {
          method: 'POST',
          body: { email, password },
          auth: false,
        });
        if ('twoFactorRequired' in answer) return { status: 'two-factor', challengeToken: answer.challengeToken };
        return { status: 'signed-in', user: startSession(answer) };
      } catch (e) {
        setError(toErrorMessage(e, 'Login failed'));
        throw e;
      }
    },
    [startSession],
  );

  const completeTwoFactor = useCallback(
    async (challengeToken: string, code: string) => {
      const result = await apiRequest<LoginResult>('/auth/login/two-factor', {
        method: 'POST',
        body: { challengeToken, code },
        auth: false,
      });
      return startSession(result);
    },
    [startSession],
  );

  const logout = useCallback(async () => {
    // Spec section 4: clear local session first, then tell the server; its failure is tolerated.
    const session = readSession();
    clearSession();
    setUser(null);
    setError(null);
    if (!session) return;
    try {
      await fetch(`${API_BASE}/api/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
    } catch (e) {
      console.warn('Logout request failed', e);
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({ isAuthenticated: user !== null, isLoading: false, user, error, login, completeTwoFactor, logout }),
    [user, error, login, completeTwoFactor, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
