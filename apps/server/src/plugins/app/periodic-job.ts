import type { FastifyInstance } from 'fastify';

/**
 * A background job: `runOnce` for tests and callers (one run at a time: a slow run is not
 * overlapped by the next tick), repeated every `everyMs` only when the app runs workers, and
 * awaited on close.
 */
export function periodicJob(
  app: FastifyInstance,
  { name, everyMs, run }: { name: string; everyMs: number; run(now?: Date): Promise<number> },
) {
  let running: Promise<number> | null = null;
  const runOnce = (now?: Date) => {
    running ??= run(now).finally(() => {
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
