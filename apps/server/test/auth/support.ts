import { randomInt } from 'node:crypto';
import type { LoginResult } from '@leadwise/contracts';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { TEST_PASSWORD, uniqueEmail } from '../factories';
import { testIdentityProvider } from '../helper';
import { readPoolCode } from './pool-codes';

// Each request comes from its own address unless a test says otherwise, so the per-IP limits
// only bite in the tests about them. The random start keeps runs apart in a shared Redis.
let nextAddress = randomInt(0, 2 ** 23);
export function freshIp() {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function post(
  app: App,
  url: string,
  body?: unknown,
  opts: { ip?: string; token?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown> | undefined,
    remoteAddress: opts.ip ?? freshIp(),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
  });
}

export interface DevOutboxEntry {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  channel: string;
  status: string;
}

export async function readOutbox(app: App, to: string): Promise<DevOutboxEntry[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/**
 * The 6-digit code in the newest email to `to` about `subject` (as a person would read it); with
 * the Cognito pool, the code the pool sent.
 */
export async function latestCode(app: App, to: string, subject: RegExp = /verification code/) {
  if (testIdentityProvider === 'cognito') return readPoolCode(to);
  const email = (await readOutbox(app, to)).find((entry) => subject.test(entry.subject));
  const code = email?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No email matching ${subject} with a code for ${to}`);
  return code;
}

export function registrationInput(overrides: Partial<Record<'email' | 'name' | 'company' | 'password', string>> = {}) {
  return {
    email: uniqueEmail('signup'),
    name: 'Priya Shah',
    company: 'Shah & Co Lettings',
    password: TEST_PASSWORD,
    ...overrides,
  };
}

/** Registers through the API and returns the input and the emailed code. */
export async function registerThroughApi(app: App, overrides: Parameters<typeof registrationInput>[0] = {}) {
  const input = registrationInput(overrides);
  const res = await post(app, '/api/auth/register', input);
  expect(res.statusCode).toBe(201);
  return { ...input, code: await latestCode(app, input.email) };
}

/** A registered and confirmed account, signed in: the tokens of a fresh session. */
export async function signedInThroughApi(app: App) {
  const account = await registerThroughApi(app);
  const confirmed = await post(app, '/api/auth/confirm-signup', {
    email: account.email,
    confirmationCode: account.code,
  });
  expect(confirmed.statusCode).toBe(200);
  const login = await post(app, '/api/auth/login', { email: account.email, password: account.password });
  expect(login.statusCode).toBe(200);
  return { ...account, ...(login.json().data as LoginResult) };
}

/** A bearer-protected route for tests that need one; it answers with the verified claims. */
export const PROBE_PATH = '/api/test/me';
export function addProbeRoute(app: App) {
  app.get(PROBE_PATH, { preHandler: app.authenticate }, async (request) => ({ success: true, data: request.auth }));
}

export function getProbe(app: App, accessToken?: string) {
  return app.inject({
    method: 'GET',
    url: PROBE_PATH,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
}
