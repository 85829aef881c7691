import { describe, expect, it } from 'vitest';
import { isBillingEnabled } from '../services/billing/stripe-client';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('uses our own accounts service unless IDENTITY_PROVIDER says otherwise', () => {
    expect(loadEnv({ NODE_ENV: 'test' })).toMatchObject({
      IDENTITY_PROVIDER: 'local',
      COGNITO_REGION: 'eu-west-2',
      COGNITO_AUTH_FLOW: 'USER_SRP_AUTH',
    });
  });

  it('reads a Cognito pool configuration', () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      IDENTITY_PROVIDER: 'cognito',
      COGNITO_USER_POOL_ID: 'eu-west-2_AbC123xyz',
      COGNITO_CLIENT_ID: '7zwgqxvwj24rrgrj1l802ypn5',
      COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
      COGNITO_AUTH_FLOW: 'USER_PASSWORD_AUTH',
    });
    expect(env).toMatchObject({ IDENTITY_PROVIDER: 'cognito', COGNITO_USER_POOL_ID: 'eu-west-2_AbC123xyz' });
  });

  it('names every missing or malformed Cognito setting at once', () => {
    expect(() =>
      loadEnv({
        NODE_ENV: 'test',
        IDENTITY_PROVIDER: 'cognito',
        COGNITO_REGION: 'London',
        COGNITO_ENDPOINT: 'not a url',
        COGNITO_AUTH_FLOW: 'CUSTOM_AUTH',
      }),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /COGNITO_REGION[\s\S]*COGNITO_ENDPOINT[\s\S]*COGNITO_AUTH_FLOW[\s\S]*COGNITO_USER_POOL_ID[\s\S]*COGNITO_CLIENT_ID/,
        ),
      }),
    );
  });
});

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp' } as const;

describe('loadEnv: Stripe', () => {
  it('leaves billing off when no Stripe variable is set (npm start needs nothing new)', () => {
    expect(isBillingEnabled(loadEnv({ ...base }))).toBe(false);
  });

  it('turns billing on with both secrets', () => {
    const env = loadEnv({ ...base, STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(isBillingEnabled(env)).toBe(true);
  });

  it('names the missing secret when only one is set', () => {
    expect(() => loadEnv({ ...base, STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required with the other STRIPE_\* secret/,
    );
  });

  it('names every malformed Stripe variable at once', () => {
    let message = '';
    try {
      loadEnv({ ...base, STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'abc', STRIPE_API_URL: 'not a url' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/STRIPE_SECRET_KEY: must be a Stripe secret/);
    expect(message).toMatch(/STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/);
    expect(message).toMatch(/STRIPE_API_URL:/);
  });
});
