import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * E2E_IDENTITY_PROVIDER=cognito runs the account specs against the local Cognito pool the test
 * script started (TEST_COGNITO_*): the same screens, messages and redirects with the pool's accounts.
 */
const isCognitoRun = process.env.E2E_IDENTITY_PROVIDER === 'cognito';
const cognitoEnv = {
  IDENTITY_PROVIDER: 'cognito',
  COGNITO_ENDPOINT: process.env.TEST_COGNITO_ENDPOINT ?? '',
  COGNITO_USER_POOL_ID: process.env.TEST_COGNITO_USER_POOL_ID ?? '',
  COGNITO_CLIENT_ID: process.env.TEST_COGNITO_CLIENT_ID ?? '',
  // cognito-local offers no SRP.
  COGNITO_AUTH_FLOW: 'USER_PASSWORD_AUTH',
};

export default defineConfig({
  testDir: './e2e',
  testMatch: isCognitoRun ? 'auth/*.spec.ts' : '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'leadwise-e2e-')),
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
      RATE_LIMIT_DISABLED: 'true',
      OUTBOX_POLL_MS: '200',
      LOG_LEVEL: 'warn',
      ...(isCognitoRun ? cognitoEnv : {}),
    },
  },
});
