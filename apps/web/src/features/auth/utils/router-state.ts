import type { Location } from 'react-router';

/** What the account screens pass each other in router state (spec section 2). */
export interface AuthRouterState {
  /** Where the guard sent the visitor from: the post-login target. */
  from?: Pick<Location, 'pathname'> & Partial<Pick<Location, 'search' | 'hash'>>;
  /** A green banner on arrival. */
  message?: string;
  email?: string;
  company?: string;
  /** The invitation's one-time token (set-password). */
  token?: string;
}

export function readAuthState(state: unknown): AuthRouterState {
  return state && typeof state === 'object' ? (state as AuthRouterState) : {};
}

/** Redirect delays from spec section 9. */
export const REDIRECT_DELAY_MS = {
  afterVerification: 2000,
  afterResetCodeSent: 2000,
  afterPasswordReset: 3000,
} as const;
