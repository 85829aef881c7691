import { errorResponseSchema, securitySettingsSchema, successSchema, updateSecuritySettingsInputSchema } from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setAgencyTwoFactorRequirement } from '../../services/accounts/two-factor/set-agency-two-factor-requirement';

/** The agency's sign-in rules, set by its owner (the folder's guard has authenticated the caller). */
const securitySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings/security',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['settings'],
        summary: 'Require two-factor sign-in for everyone in the agency (owner only)',
        body: updateSecuritySettingsInputSchema,
        response: {
          200: successSchema(securitySettingsSchema),
          ...Object.fromEntries([400, 401, 403, 409, 429].map((status) => [status, errorResponseSchema])),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setAgencyTwoFactorRequirement(app.twoFactor, {
        userId: request.auth!.sub,
        agentId: request.auth!.agentId,
        input: request.body,
        ip: request.ip,
      }),
    }),
  );
};

export default securitySettingsRoutes;
