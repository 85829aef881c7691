import fp from 'fastify-plugin';
import { setAlertsPublicUrl } from '../../services/alerts/alert-links';
import { sendDueDailySummaries } from '../../services/alerts/send-due-daily-summaries';

declare module 'fastify' {
  interface FastifyInstance {
    dailySummary: {
      /** Queues every summary due at `now` (08:00 local or later, not yet sent today). Tests pass the clock. */
      runDue(now?: Date): Promise<{ sent: number }>;
    };
  }
}

const TICK_MS = 60_000;

/**
 * The alerts runtime: the public URL for alert links, and the daily summary scheduler (a check a
 * minute, only with workers on; the outbox key keeps several instances from sending twice).
 */
export default fp(
  async (app) => {
    setAlertsPublicUrl(app.env.PUBLIC_URL);
    const handled = new Map<string, string>();
    app.decorate('dailySummary', {
      runDue: (now = new Date()) => sendDueDailySummaries({ db: app.db, now, handled }),
    });
    if (!app.startWorkers) return;
    let running: Promise<unknown> | null = null;
    const tick = () => {
      if (running) return;
      running = app.dailySummary
        .runDue()
        .catch((error) => app.log.error({ err: error }, 'daily summary run failed'))
        .finally(() => {
          running = null;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(tick, TICK_MS);
      timer.unref();
      tick();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'daily-summary', dependencies: ['db'] },
);
