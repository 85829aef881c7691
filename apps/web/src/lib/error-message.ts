import { ApiError } from './api-client';

/**
 * What a screen shows for a failed call (spec section 8): the server's own message when it sent
 * one, else the screen's fallback; a thrown non-Error becomes the "unexpected" wording.
 */
export function toErrorMessage(error: unknown, fallback: string, unexpected = 'An unexpected error occurred'): string {
  if (error instanceof ApiError && error.isServerMessage) return error.message;
  if (error instanceof Error) return fallback;
  return unexpected;
}
