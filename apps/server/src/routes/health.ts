import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const checkSchema = z.object({ ok: z.boolean(), latencyMs: z.number(), error: z.string().optional() });

async function timed(check: () => Promise<unknown>) {
  const started = performance.now();
  try {
    await check();
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: (error as Error).message };
  }
}

/** Load balancers poll this: 200 only when the database (and Redis, when configured) answer. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.object({ status: z.literal('ok'), database: checkSchema, redis: checkSchema.nullable() }),
          503: z.object({ status: z.literal('unavailable'), database: checkSchema, redis: checkSchema.nullable() }),
        },
      },
    },
    async (_request, reply) => {
      const database = await timed(() => app.db.execute(sql`select 1`));
      const redis = app.redis ? await timed(() => app.redis!.ping()) : null;
      const healthy = database.ok && (redis?.ok ?? true);
      if (healthy) return reply.code(200).send({ status: 'ok' as const, database, redis });
      return reply.code(503).send({ status: 'unavailable' as const, database, redis });
    },
  );
};

export default healthRoutes;
