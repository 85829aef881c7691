import fp from 'fastify-plugin';
import { closeIdleConversations } from '../../services/conversations/close-idle-conversations';
import { periodicJob } from './periodic-job';

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
    app.decorate(
      'conversationCloser',
      periodicJob(app, {
        name: 'closing idle conversations',
        everyMs: SWEEP_EVERY_MS,
        run: (now?: Date) => closeIdleConversations({ db: app.db, events: app.events, now }),
      }),
    );
  },
  { name: 'conversation-closer', dependencies: ['db', 'redis'] },
);
