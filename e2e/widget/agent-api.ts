import { type APIRequestContext, expect } from '@playwright/test';
import { newAccount, type TestAccount } from '../fixtures/accounts';
import { SIGNUP_SUBJECT, waitForCode } from '../fixtures/outbox';

export interface SignedInAgent {
  account: TestAccount;
  accessToken: string;
  widgetId: string;
  agentId: string;
}

/** A verified agent signed in through the API, with their widget's id. */
export async function signUpAgent(
  request: APIRequestContext,
  overrides: Partial<TestAccount> = {},
): Promise<SignedInAgent> {
  const account = newAccount(overrides);
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.ok(), `register answered ${registered.status()}`).toBe(true);
  const { agent, onboarding } = (await registered.json()).data;
  const confirmationCode = await waitForCode(request, account.email, { subject: SIGNUP_SUBJECT });
  const confirmed = await request.post('/api/auth/confirm-signup', {
    data: { email: account.email, confirmationCode },
  });
  expect(confirmed.ok(), `confirm-signup answered ${confirmed.status()}`).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), `login answered ${login.status()}`).toBe(true);
  const accessToken = (await login.json()).data.accessToken as string;
  return { account, accessToken, widgetId: onboarding.widgetId, agentId: agent.id };
}

export async function getAsAgent(request: APIRequestContext, accessToken: string, path: string) {
  const res = await request.get(path, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(res.ok(), `${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

export async function postAsAgent(request: APIRequestContext, accessToken: string, path: string, data?: unknown) {
  const res = await request.post(path, { headers: { authorization: `Bearer ${accessToken}` }, data });
  expect(res.ok(), `${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

/** Saves widget settings as the dashboard's Widget Setup does: the whole form, changed fields merged in. */
export async function saveWidgetSettings(
  request: APIRequestContext,
  agent: SignedInAgent,
  changes: Record<string, unknown>,
) {
  const { agentId, widgetId, dedicatedUrl, embedCode, ...current } = await getAsAgent(
    request,
    agent.accessToken,
    '/api/dashboard/widget-config',
  );
  const res = await request.put('/api/dashboard/widget-config', {
    headers: { authorization: `Bearer ${agent.accessToken}` },
    data: { ...current, ...changes },
  });
  expect(res.ok(), `saving the widget answered ${res.status()}: ${await res.text()}`).toBe(true);
}
