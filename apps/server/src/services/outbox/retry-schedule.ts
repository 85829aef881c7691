/** A message is retried for a day, then marked dead with its last error. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 15 * 60 * 1000;

/**
 * Exponential backoff (5 s, 10 s, 20 s, ... capped at 15 minutes) with ±25% jitter, so instances
 * retrying after one outage do not all hit the recovered server in the same second. A mail
 * server that is down for a minute sees its messages again within about two minutes.
 */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random) {
  const exponential = FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1);
  const capped = Math.min(exponential, MAX_RETRY_MS);
  return Math.round(capped * (0.75 + random() * 0.5));
}
