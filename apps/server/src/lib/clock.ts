import type { Env } from '../config/env';

/**
 * The server's clock for chat and appointments: the real one, or, outside production, one a test
 * can move (TEST_CLOCK_START at boot, or `PUT /api/dev/clock`), so a test can be a Sunday evening
 * whatever the day. A moved clock keeps advancing in real time.
 */
export interface Clock {
  now(): Date;
  /** Outside production only: the clock reads `instant` now and runs on from there; null restores real time. */
  set(instant: Date | null): void;
}

export function createClock(env: Pick<Env, 'TEST_CLOCK_START'>): Clock {
  let offset = env.TEST_CLOCK_START ? new Date(env.TEST_CLOCK_START).getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    set: (instant) => {
      offset = instant ? instant.getTime() - Date.now() : 0;
    },
  };
}
