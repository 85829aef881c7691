import fp from 'fastify-plugin';
import { DEMO_SWEEP_EVERY_MS, sweepDemoConversations } from '../../services/demo/sweep-demo-conversations';
import { createDocumentStorage } from '../../services/storage/create-document-storage';
import { periodicJob } from './periodic-job';

declare module 'fastify' {
  interface FastifyInstance {
    demoSweeper: {
      /** Deletes demo conversations past their retention as of `now`; tests call it with a clock. */
      runOnce(now?: Date): Promise<number>;
    };
  }
}

/** Deletes what demo visitors typed within a day: a sweep every few minutes when workers run. */
export default fp(
  async (app) => {
    const storage = createDocumentStorage(app.env);
    app.decorate(
      'demoSweeper',
      periodicJob(app, {
        name: 'sweeping demo conversations',
        everyMs: DEMO_SWEEP_EVERY_MS,
        run: (now?: Date) => sweepDemoConversations({ db: app.db, storage, now }),
      }),
    );
  },
  { name: 'demo-sweeper', dependencies: ['db', 'demo-agency'] },
);
