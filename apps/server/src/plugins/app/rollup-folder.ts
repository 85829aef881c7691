import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { resultRows } from '../../db/client';
import { periodicJob } from './periodic-job';

declare module 'fastify' {
  interface FastifyInstance {
    rollups: {
      /** Moves pending rollup changes into the counters; returns how many it moved. */
      fold(): Promise<number>;
    };
  }
}

/**
 * Readers add what is pending, so this only keeps the pending tables short: a second's worth of
 * changes at most, whatever the traffic.
 */
const FOLD_EVERY_MS = 1000;

/**
 * Folds the rollup changes that the database triggers append (migration defer_rollup_counters)
 * into analytics_daily and the widgets' counters. Safe with several instances: the database
 * function moves each change once and lets one folder run at a time.
 */
export default fp(
  async (app) => {
    const { runOnce: fold } = periodicJob(app, {
      name: 'rollup fold (retried next second)',
      everyMs: FOLD_EVERY_MS,
      run: async () => {
        const rows = resultRows<{ moved: number }>(await app.db.execute(sql`select rollups_fold() as moved`));
        return Number(rows[0]?.moved ?? 0);
      },
    });
    app.decorate('rollups', { fold: () => fold() });
  },
  { name: 'rollup-folder', dependencies: ['db'] },
);
