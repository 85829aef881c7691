import type { Executor } from '../../db/client';

/**
 * Seats an account uses. One account is one login until the agencies work adds people; this is the
 * one place that will count them.
 */
export async function countSeats(_db: Executor, _accountId: string) {
  return 1;
}
