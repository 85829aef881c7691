import path from 'node:path';
import fp from 'fastify-plugin';
import { connectDatabase, type Database, type DatabaseHandle } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

/** Connects PGlite (default) or PostgreSQL (DATABASE_URL) and applies pending migrations. */
export default fp(
  async (app, opts: { handle?: DatabaseHandle }) => {
    const handle =
      opts.handle ??
      connectDatabase({
        databaseUrl: app.env.DATABASE_URL,
        pgliteDir: app.env.PGLITE_DIR ?? path.join(app.env.DATA_DIR, 'pglite'),
        unprepared: app.env.DATABASE_PREPARE_DISABLED,
        queryDeadlineMs: app.env.DATABASE_QUERY_DEADLINE_MS,
      });
    await handle.migrate();
    app.decorate('db', handle.db);
    app.decorate('dbHandle', handle);
    // A handle passed in by a test belongs to the test.
    if (!opts.handle) app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
