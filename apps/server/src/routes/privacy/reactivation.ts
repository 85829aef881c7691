import { accountReactivationInputSchema, errorResponseSchema, messageResultSchema, successSchema } from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reactivateAccount } from '../../services/privacy/reactivate-account';

/** A deleted account's way back within its reactivation window: public, as its owner cannot sign in. */
const reactivationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/reactivation',
    {
      // Checks a password: limited per client address like sign-in.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['privacy'],
        summary: 'Reactivate a deleted agency account within 30 days, with the owner’s email and password',
        body: accountReactivationInputSchema,
        response: {
          200: successSchema(messageResultSchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reactivateAccount({ db: app.db, ip: request.ip }, request.body),
    }),
  );
};

export default reactivationRoutes;
