import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

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
    let running: Promise<number> | null = null;
    const foldOnce = async () => {
      const result = await app.db.execute<{ moved: number }>(sql`select rollups_fold() as moved`);
      // postgres-js answers with the rows; PGlite with { rows }.
      const rows = Array.isArray(result) ? result : (result as unknown as { rows: { moved: number }[] }).rows;
      return Number(rows[0]?.moved ?? 0);
    };
    const fold = () => {
      running ??= foldOnce().finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('rollups', { fold });
    if (!app.startWorkers) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        fold().catch((error) => app.log.warn({ err: error }, 'folding rollup changes failed; retried next tick'));
      }, FOLD_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => {});
    });
  },
  { name: 'rollup-folder', dependencies: ['db'] },
);
