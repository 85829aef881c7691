import { buildApp } from './app';
import { EnvError, loadEnv } from './config/env';

let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp({ env });
const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, shutting down`);
  await app.close();
  process.exit(0);
};
// A promise nobody awaited (a driver's background query, say) must not end every agency's
// service: it is logged with its stack and the process carries on. An exception thrown outside
// any request leaves state unknown, so that one is logged and the process exits for a restart.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
process.on('uncaughtException', (error) => {
  app.log.fatal({ err: error }, 'uncaught exception, exiting');
  process.exit(1);
});
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
const database = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite under ${env.DATA_DIR}`;
const mail = env.SMTP_URL
  ? 'sent through SMTP_URL'
  : `kept in the dev outbox: ${env.PUBLIC_URL}/api/dev/outbox?to=EMAIL (and printed here)`;
console.log(`\nLeadwise is running at ${env.PUBLIC_URL}\n  Database: ${database}\n  Emails: ${mail}\n  API docs: ${env.PUBLIC_URL}/api/docs\n`);
