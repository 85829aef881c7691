import { auditPageSchema, auditQuerySchema, errorResponseSchema, successSchema } from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes } from '../../plugins/app/session';
import { listAuditLog } from '../../services/audit/list-audit-log';

/** The owner's audit log: who did what, when and from which address. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'audit.read');
  app.get(
    '/audit',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['audit'],
        summary: 'Audit log newest first, in pages, optionally one action',
        querystring: auditQuerySchema,
        response: {
          200: successSchema(auditPageSchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const agentId = request.auth!.agentId;
      return { success: true as const, data: await listAuditLog({ db: app.db, agentId }, request.query) };
    },
  );
};

export default auditRoutes;
