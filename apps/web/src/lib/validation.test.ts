import { EMAIL_PATTERN as CONTRACT_EMAIL_PATTERN } from '@leadwise/contracts';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isValidEmail } from './validation';

describe('isValidEmail', () => {
  it.each(['agent@example.com', ' sarah.jones+homes@agency.co.uk '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['agent', 'agent@example', '@example.com', 'a b@example.com'])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('is the pattern the API checks', () => {
    expect(EMAIL_PATTERN.source).toBe(CONTRACT_EMAIL_PATTERN.source);
  });
});
