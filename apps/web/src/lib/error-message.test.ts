import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { toErrorMessage } from './error-message';

describe('toErrorMessage', () => {
  it("shows the server's message", () => {
    expect(toErrorMessage(new ApiError('Incorrect email or password', 401), 'Login failed')).toBe(
      'Incorrect email or password',
    );
  });
  it('falls back when the server sent no text or the network failed', () => {
    expect(toErrorMessage(new ApiError('HTTP error! status: 502', 502, undefined, false), 'Login failed')).toBe(
      'Login failed',
    );
    expect(toErrorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
  });
  it('names anything thrown that is not an Error as unexpected', () => {
    expect(toErrorMessage('boom', 'Login failed')).toBe('An unexpected error occurred');
    expect(
      toErrorMessage(undefined, 'Password reset failed', 'An unexpected error occurred during password reset'),
    ).toBe('An unexpected error occurred during password reset');
  });
});
