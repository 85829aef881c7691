import type { FastifyInstance } from 'fastify';

/**
 * A background job: `runOnce` for tests and callers (one run at a time: a slow run is not
 * overlapped by the next tick), repeated every `everyMs` only when the app runs workers, and
 * awaited on close.
 */
export function periodicJob<Options, Result>(
  app: FastifyInstance,
  { name, everyMs, run }: { name: string; everyMs: number; run(options?: Options): Promise<Result> },
) {
  let running: Promise<Result> | null = null;
  const runOnce = (options?: Options) => {
    running ??= run(options).finally(() => {
      running = null;
    });
    return running;
  };
  if (app.startWorkers) {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        runOnce().catch((error) => app.log.error({ err: error }, `${name} failed`));
      }, everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => {});
    });
  }
  return { runOnce };
}
