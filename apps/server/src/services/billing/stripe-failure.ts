import { AppError } from '../../lib/app-error';

/**
 * Runs a Stripe call (the client has already retried network failures, 409, 429 and 5xx answers)
 * and reports a failure as one the agent can act on; nothing of ours changed, so trying again is safe.
 */
export async function callStripe<T>(call: () => Promise<T>, log?: { error(obj: unknown, msg?: string): void }) {
  try {
    return await call();
  } catch (error) {
    log?.error({ err: error }, 'Stripe request failed');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Our card payment provider did not answer. Nothing was charged; please try again in a minute.',
    );
  }
}
