import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { type App, buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Which database the API suites run on: PostgreSQL when the test script provides one, else PGlite. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * Which identity provider the account suites run against: our own (default), or the local Cognito
 * user pool the test script starts (TEST_IDENTITY_PROVIDER=cognito and its TEST_COGNITO_* values).
 */
export const testIdentityProvider = process.env.TEST_IDENTITY_PROVIDER === 'cognito' ? 'cognito' : 'local';

/** The env of a server using the test script's local Cognito pool (which supports no SRP). */
export function cognitoTestEnv(): Record<string, string | undefined> {
  return {
    IDENTITY_PROVIDER: 'cognito',
    COGNITO_ENDPOINT: process.env.TEST_COGNITO_ENDPOINT,
    COGNITO_USER_POOL_ID: process.env.TEST_COGNITO_USER_POOL_ID,
    COGNITO_CLIENT_ID: process.env.TEST_COGNITO_CLIENT_ID,
    COGNITO_AUTH_FLOW: 'USER_PASSWORD_AUTH',
  };
}

/**
 * Boots the whole app on an in-memory PGlite (or TEST_DATABASE_URL) and closes it after the file.
 * Pass env overrides for the variable under test; `beforeReady` may add routes a test needs.
 */
export async function build(
  overrides: Record<string, string | undefined> = {},
  opts: {
    startWorkers?: boolean;
    beforeReady?: (app: App) => void | Promise<void>;
    /** Logs with the app's real logger configuration into this stream instead of not at all. */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<App> {
  const env = loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    PGLITE_DIR: 'memory://',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'leadwise-test-')),
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    PUBLIC_URL: 'http://localhost:3000',
    ...(testIdentityProvider === 'cognito' ? cognitoTestEnv() : {}),
    ...overrides,
  });
  const app = await buildApp({
    env,
    logger: opts.logStream ? undefined : false,
    logStream: opts.logStream,
    startWorkers: opts.startWorkers ?? false,
  });
  await opts.beforeReady?.(app);
  await app.ready();
  return app;
}

export type Injectable = Pick<App, 'inject'>;

/** `app.inject` with the agent's bearer token. */
export function injectAs(app: Injectable, auth: { accessToken: string }, opts: InjectOptions) {
  return app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${auth.accessToken}` } });
}
