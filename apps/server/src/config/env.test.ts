import { describe, expect, it } from 'vitest';
import { isBillingEnabled } from '../services/billing/stripe-client';
import { loadEnv } from './env';

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
