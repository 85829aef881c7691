import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';

/**
 * Opt-in per route (`config.rateLimit`). Counted in Redis when REDIS_URL is set so every instance
 * shares one count. Keys on request.ip, which honours X-Forwarded-For only with TRUST_PROXY=true.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      redis: app.redis ?? undefined,
      nameSpace: 'leadwise-rl:',
      skipOnError: true,
      enableDraftSpec: false,
      allowList: () => app.env.RATE_LIMIT_DISABLED && app.env.NODE_ENV !== 'production',
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'TOO_MANY_REQUESTS',
          `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
