import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, SESSION_KEYS, writeSession } from '../../../lib/session-storage';
import { AuthProvider, useAuth } from './use-auth';

const user = { sub: 'u1', email: 'sarah@agency.example.com', name: 'Sarah Jones' };
const tokenExpiringIn = (seconds: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))}.s`;

function Greeting() {
  const { isAuthenticated, user: current, error } = useAuth();
  return <p>{isAuthenticated ? `Signed in as ${current?.name}` : `Signed out${error ? `: ${error}` : ''}`}</p>;
}

const renderProvider = () =>
  render(
    <AuthProvider>
      <Greeting />
    </AuthProvider>,
  );

describe('AuthProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is signed in on the first render when a session is stored', () => {
    writeSession({ accessToken: tokenExpiringIn(3600), idToken: 'id', refreshToken: 'r1', user });
    renderProvider();
    expect(screen.getByText('Signed in as Sarah Jones')).toBeInTheDocument();
  });

  it('renews the access token shortly before it expires', async () => {
    writeSession({ accessToken: tokenExpiringIn(5 * 60), idToken: 'id', refreshToken: 'r1', user });
    const renewed = tokenExpiringIn(60 * 60);
    const fetchMock = vi.fn(async () =>
      Response.json({ success: true, data: { accessToken: renewed, idToken: 'id2', refreshToken: 'r2' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();

    await act(() => vi.advanceTimersByTimeAsync(2 * 60 * 1000));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(60 * 1000 + 1000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/auth/refresh',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ refreshToken: 'r1' }) }),
    ]);
    expect(readSession()).toMatchObject({ accessToken: renewed, refreshToken: 'r2' });
    expect(screen.getByText('Signed in as Sarah Jones')).toBeInTheDocument();
  });

  it('signs out when the renewal fails', async () => {
    writeSession({ accessToken: tokenExpiringIn(30), idToken: 'id', refreshToken: 'r1', user });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, error: 'Refresh token expired' }, { status: 401 })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Signed out: Token refresh failed')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });
});
