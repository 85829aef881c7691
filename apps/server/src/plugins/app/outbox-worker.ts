import fp from 'fastify-plugin';
import { alertDeliverers } from '../../services/alerts/deliverers';
import { createEmailDeliverer } from '../../services/outbox/deliver-email';
import { drainOutbox } from '../../services/outbox/drain-outbox';
import { createDevMailer, createSmtpMailer, type Mailer } from '../../services/outbox/mailer';
import { onOutboxEnqueued } from '../../services/outbox/signal';
import type { Deliverer, OutboxMessage } from '../../services/outbox/types';

export interface OutboxWorker {
  /** Delivers everything due (as of `now`) and returns how many messages it attempted. */
  drain(opts?: { now?: Date; random?: () => number }): Promise<number>;
  readonly mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/**
 * Delivers the outbox: email through SMTP_URL (or the dev outbox), SMS and CRM webhooks through
 * the alert deliverers. With `startWorkers` it polls every OUTBOX_POLL_MS, and drains at once
 * after a request that queued something; tests call `app.outbox.drain()` themselves.
 */
export default fp(
  async (app) => {
    const { env } = app;
    const mailer = env.SMTP_URL
      ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM, hostname: new URL(env.PUBLIC_URL).hostname })
      : createDevMailer(env.LOG_LEVEL === 'silent' ? () => {} : (text) => console.log(text));
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      app.log.warn('SMTP_URL is not set: emails (verification codes included) are only printed to this log');
    }
    const deliverEmail = createEmailDeliverer(mailer);
    // Read at delivery time: the alerts area fills its map when its module loads.
    const delivererFor = (channel: OutboxMessage['channel']): Deliverer | undefined =>
      channel === 'email' ? deliverEmail : alertDeliverers[channel];

    const drain: OutboxWorker['drain'] = (opts = {}) =>
      drainOutbox({ ctx: { env, db: app.db, log: app.log }, delivererFor, ...opts });
    app.decorate('outbox', { drain, mailer });
    app.addHook('onClose', async () => mailer.close());
    if (!app.startWorkers) return;

    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    let runAgain = false;
    let enqueuedDuringRequest = false;

    const schedule = (delayMs: number) => {
      clearTimeout(timer);
      timer = setTimeout(run, delayMs);
      timer.unref();
    };
    function run() {
      if (stopped) return;
      if (running) {
        runAgain = true;
        return;
      }
      running = drain()
        .then(() => undefined)
        .catch((error) => app.log.error({ err: error }, 'outbox drain failed'))
        .finally(() => {
          running = null;
          schedule(runAgain ? 0 : env.OUTBOX_POLL_MS);
          runAgain = false;
        });
    }

    const stopListening = onOutboxEnqueued(() => {
      enqueuedDuringRequest = true;
    });
    // The response leaves after the request's transaction committed, so the new row is visible now.
    app.addHook('onResponse', async () => {
      if (!enqueuedDuringRequest) return;
      enqueuedDuringRequest = false;
      run();
    });
    app.addHook('onReady', async () => schedule(0));
    app.addHook('preClose', async () => {
      stopped = true;
      stopListening();
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'outbox-worker', dependencies: ['db'] },
);
