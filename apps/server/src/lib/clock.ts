import type { Env } from '../config/env';

/**
 * The server's clock: the real one, or in end-to-end tests one that starts at TEST_CLOCK_START
 * and advances in real time from boot.
 */
export function createClock(env: Pick<Env, 'TEST_CLOCK_START'>): () => Date {
  if (!env.TEST_CLOCK_START) return () => new Date();
  const offset = new Date(env.TEST_CLOCK_START).getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
