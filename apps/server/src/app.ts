import { type Clock, createClock } from './lib/clock';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { DatabaseHandle } from './db/client';
import { AppError } from './lib/app-error';
import { createLoggerOptions } from './lib/logger-options';
import { isDatabaseUnavailable } from './lib/pg-errors';
import conversationCloserPlugin from './plugins/app/conversation-closer';
import retentionPlugin from './plugins/app/retention';
import rollupFolderPlugin from './plugins/app/rollup-folder';
import dailySummaryPlugin from './plugins/app/daily-summary';
import demoAgencyPlugin from './plugins/app/demo-agency';
import demoSweeperPlugin from './plugins/app/demo-sweeper';
import identityPlugin from './plugins/app/identity';
import outboxWorkerPlugin from './plugins/app/outbox-worker';
import sessionPlugin from './plugins/app/session';
import twoFactorPlugin from './plugins/app/two-factor';
import storableInputPlugin from './plugins/app/storable-input';
import dbPlugin from './plugins/external/db';
import rateLimitPlugin from './plugins/external/rate-limit';
import redisPlugin from './plugins/external/redis';
import securityPlugin from './plugins/external/security';
import staticPlugin from './plugins/external/static';
import swaggerPlugin from './plugins/external/swagger';
import apiRoutes from './routes';
import agentPageRoutes from './routes/pages/agent-page';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** The chat's and the appointments' clock (movable by tests outside production). */
    clock: Clock;
  }
}

/** How long a client waits before retrying while the database reconnects. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export interface BuildAppOptions {
  env: Env;
  /** Tests pass a database they own; otherwise the app connects per env. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where the app's own logger writes (standard output by default); tests read their log here. */
  logStream?: DestinationStream;
  /** Background workers (outbox delivery, conversation closing); tests may drive them by hand. */
  startWorkers?: boolean;
}

export async function buildApp(opts: BuildAppOptions) {
  const app = Fastify({
    logger: opts.logger ?? {
      ...createLoggerOptions(opts.env.LOG_LEVEL),
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    trustProxy: opts.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', opts.env);
  app.decorate('clock', createClock(opts.env));
  app.decorate('startWorkers', opts.startWorkers ?? opts.env.NODE_ENV !== 'test');

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || undefined;
      return reply.code(400).send({ success: false, error: issue?.message ?? 'Invalid request', field });
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ success: false, error: error.message, field: error.field, reason: error.reason });
    }
    if (isDatabaseUnavailable(error)) {
      // The pool reconnects on its own; the caller only needs to try again in a moment.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, error: 'The service is briefly unavailable. Please try again in a few seconds.' });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, error: (error as Error).message });
    }
    request.log.error({ err: error }, 'request failed');
    // 5xx bodies stay generic: no stack traces or internals leave the server.
    return reply.code(status).send({ success: false, error: 'Something went wrong on our side. Please try again.' });
  });

  await app.register(securityPlugin);
  await app.register(dbPlugin, { handle: opts.database });
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(identityPlugin);
  await app.register(sessionPlugin);
  await app.register(twoFactorPlugin);
  await app.register(storableInputPlugin);
  await app.register(outboxWorkerPlugin);
  await app.register(conversationCloserPlugin);
  await app.register(rollupFolderPlugin);
  await app.register(dailySummaryPlugin);
  await app.register(retentionPlugin);
  await app.register(demoAgencyPlugin);
  await app.register(demoSweeperPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(agentPageRoutes);
  await app.register(staticPlugin);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    startWorkers: boolean;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
