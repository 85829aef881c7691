import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createEventBus, type EventBus } from '../../lib/event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set only with REDIS_URL: what several instances must share. */
    redis: Redis | null;
    events: EventBus;
  }
}

export default fp(
  async (app) => {
    const url = app.env.REDIS_URL;
    const redis = url ? new Redis(url, { maxRetriesPerRequest: 3, enableOfflineQueue: true }) : null;
    // Reconnects are ioredis's own; a failure is worth a line in the log, never the process.
    const onError = (error: Error) => app.log.warn({ err: error }, 'Redis connection error');
    redis?.on('error', onError);
    const events = createEventBus(url, onError);
    app.decorate('redis', redis);
    app.decorate('events', events);
    app.addHook('onClose', async () => {
      await events.close();
      await redis?.quit().catch(() => {});
    });
  },
  { name: 'redis' },
);
