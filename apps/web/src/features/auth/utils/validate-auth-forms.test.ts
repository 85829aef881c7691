import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  passwordRequirements,
  validateLogin,
  validateRegister,
  validateResetPassword,
  validateSetPassword,
  validateVerificationCode,
} from './validate-auth-forms';

const validRegistration = {
  name: 'Sarah Jones',
  email: 'sarah@clapham-homes.co.uk',
  company: 'Clapham Homes',
  password: 'Str0ngPass',
  confirmPassword: 'Str0ngPass',
  agreeToTerms: true,
};

describe('validateLogin', () => {
  it('asks for both fields, then a valid email', () => {
    expect(validateLogin({ email: '', password: 'x' })).toBe(AUTH_MESSAGES.fillAll);
    expect(validateLogin({ email: 'a@b.co', password: '' })).toBe(AUTH_MESSAGES.fillAll);
    expect(validateLogin({ email: 'sarah', password: 'x' })).toBe(AUTH_MESSAGES.invalidEmail);
    expect(validateLogin({ email: 'sarah@agency.co.uk', password: 'x' })).toBeNull();
  });
});

describe('validateRegister', () => {
  it('accepts a complete registration', () => {
    expect(validateRegister(validRegistration)).toBeNull();
  });

  it.each([
    [{ name: '   ' }, AUTH_MESSAGES.fillRequired],
    [{ company: '' }, AUTH_MESSAGES.fillRequired],
    [{ email: 'sarah@agency' }, AUTH_MESSAGES.invalidEmail],
    [{ password: 'Sh0rt', confirmPassword: 'Sh0rt' }, AUTH_MESSAGES.passwordTooShort],
    [{ confirmPassword: 'Str0ngPasz' }, AUTH_MESSAGES.passwordsMismatch],
    [{ agreeToTerms: false }, AUTH_MESSAGES.agreeToTerms],
  ])('reports %j as "%s"', (change, message) => {
    expect(validateRegister({ ...validRegistration, ...change })).toBe(message);
  });

  it('reports problems in the spec order: a bad email before a short password', () => {
    expect(validateRegister({ ...validRegistration, email: 'x', password: 'a', agreeToTerms: false })).toBe(
      AUTH_MESSAGES.invalidEmail,
    );
  });
});

describe('the code and password screens', () => {
  it('needs a verification code', () => {
    expect(validateVerificationCode('  ')).toBe(AUTH_MESSAGES.enterCode);
    expect(validateVerificationCode('123456')).toBeNull();
  });

  it('checks a new password for length and match', () => {
    expect(validateSetPassword({ password: '', confirmPassword: '' })).toBe(AUTH_MESSAGES.fillAll);
    expect(validateSetPassword({ password: 'short', confirmPassword: 'short' })).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(validateSetPassword({ password: 'Longenough1', confirmPassword: 'Longenough2' })).toBe(
      AUTH_MESSAGES.passwordsMismatch,
    );
    const reset = { email: 'a@b.co', code: '123456', password: 'Longenough1', confirmPassword: 'Longenough2' };
    expect(validateResetPassword(reset)).toBe(AUTH_MESSAGES.passwordsMismatch);
    expect(validateResetPassword({ ...reset, password: 'short', confirmPassword: 'short' })).toBe(
      AUTH_MESSAGES.passwordTooShort,
    );
  });

  it('ticks off each password requirement as it is met', () => {
    expect(passwordRequirements('abc').map((r) => r.isMet)).toEqual([false, true, false, false]);
    expect(passwordRequirements('Abcdefg1').every((r) => r.isMet)).toBe(true);
  });
});
