import fp from 'fastify-plugin';
import { closeIdleConversations } from '../../services/conversations/close-idle-conversations';

declare module 'fastify' {
  interface FastifyInstance {
    conversationCloser: {
      /** Closes conversations silent for 30 minutes as of `now`; tests call it with a clock. */
      runOnce(now?: Date): Promise<number>;
    };
  }
}

const SWEEP_EVERY_MS = 60_000;

/** Closes conversations after 30 minutes of silence: a sweep a minute when workers run. */
export default fp(
  async (app) => {
    let running: Promise<number> | null = null;
    const runOnce = (now?: Date) => {
      // One sweep at a time: a slow sweep is not overlapped by the next tick.
      running ??= closeIdleConversations({ db: app.db, events: app.events, now }).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('conversationCloser', { runOnce });
    if (!app.startWorkers) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        runOnce().catch((error) => app.log.error({ err: error }, 'closing idle conversations failed'));
      }, SWEEP_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => {});
    });
  },
  { name: 'conversation-closer', dependencies: ['db', 'redis'] },
);
