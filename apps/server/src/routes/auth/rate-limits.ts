import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error';

interface Window {
  max: number;
  timeWindow: string;
}

/**
 * Each auth route is limited per client IP (counted before the body is read) and per account
 * email (after validation, on the normalised address), so neither many addresses from one IP
 * nor one address from many IPs gets unlimited tries. Counted in Redis when REDIS_URL is set.
 */
export const AUTH_RATE_LIMITS = {
  register: { ip: { max: 20, timeWindow: '1 hour' }, email: { max: 5, timeWindow: '1 hour' } },
  confirmSignup: { ip: { max: 30, timeWindow: '15 minutes' }, email: { max: 10, timeWindow: '15 minutes' } },
  resendConfirmation: { ip: { max: 10, timeWindow: '15 minutes' }, email: { max: 3, timeWindow: '15 minutes' } },
  login: { ip: { max: 30, timeWindow: '15 minutes' }, email: { max: 10, timeWindow: '15 minutes' } },
  // Each challenge takes five wrong codes at most; this stops one address cycling through challenges.
  loginTwoFactor: { ip: { max: 30, timeWindow: '15 minutes' } },
  // A refresh token is unguessable and single use; the IP limit only stops floods.
  refresh: { ip: { max: 60, timeWindow: '15 minutes' } },
  logout: { ip: { max: 60, timeWindow: '15 minutes' }, email: { max: 30, timeWindow: '15 minutes' } },
  forgotPassword: { ip: { max: 10, timeWindow: '15 minutes' }, email: { max: 3, timeWindow: '15 minutes' } },
  resetPassword: { ip: { max: 30, timeWindow: '15 minutes' }, email: { max: 10, timeWindow: '15 minutes' } },
  setPassword: { ip: { max: 30, timeWindow: '15 minutes' }, email: { max: 10, timeWindow: '15 minutes' } },
} satisfies Record<string, { ip: Window; email?: Window }>;

export type AuthRoute = keyof typeof AUTH_RATE_LIMITS;

/**
 * A preHandler counting requests per email for one route. `emailOf` reads the validated body
 * (or, on logout, the signed-in account). Runs through the rate-limit plugin's store, so it is
 * shared across instances and honours the same allow list.
 */
export function limitPerEmail(
  app: FastifyInstance,
  route: AuthRoute,
  window: Window,
  emailOf: (request: FastifyRequest) => string | undefined = (request) => (request.body as { email?: string })?.email,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    ...window,
    keyGenerator: (request) => `email:${route}:${emailOf(request) ?? ''}`,
  });
  return async (request, reply) => {
    if (!emailOf(request)) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many attempts for this email address. Please try again in ${describeWait(result.ttlInSeconds)}.`,
    );
  };
}

function describeWait(seconds: number) {
  if (seconds <= 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
