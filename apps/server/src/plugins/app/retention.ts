import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type RetentionReport, runRetention } from '../../services/retention/run-retention';
import { createDocumentStorage } from '../../services/storage/create-document-storage';
import { periodicJob } from './periodic-job';

declare module 'fastify' {
  interface FastifyInstance {
    retention: {
      /** One retention run as of `now` (tests pass a clock); null when another instance holds the lease. */
      runOnce(opts?: { now?: Date; batchSize?: number; afterBatch?: () => void | Promise<void> }): Promise<RetentionReport | null>;
    };
  }
}

/** Hourly: a run with nothing due costs a few indexed queries, and a lapsed lease is picked up soon. */
const RUN_EVERY_MS = 60 * 60_000;

/**
 * The retention job: deletes what the agencies' retention periods, the analytics limit and
 * deleted accounts' windows say must go. Every instance schedules it; the lease lets one run.
 */
export default fp(
  async (app) => {
    const storage = createDocumentStorage(app.env);
    const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
    const { runOnce } = periodicJob(app, {
      name: 'retention run (the next one resumes it)',
      everyMs: RUN_EVERY_MS,
      run: (opts: Parameters<FastifyInstance['retention']['runOnce']>[0] = {}) =>
        runRetention({ db: app.db, storage, holder, log: app.log, ...opts }),
    });
    app.decorate('retention', { runOnce });
  },
  { name: 'retention', dependencies: ['db'] },
);
