import {
  disableTwoFactorInputSchema,
  enableTwoFactorInputSchema,
  errorResponseSchema,
  messageResultSchema,
  recoveryCodesSchema,
  regenerateRecoveryCodesInputSchema,
  successSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { guardRoutes } from '../../plugins/app/session';
import { beginTwoFactorSetup } from '../../services/accounts/two-factor/begin-two-factor-setup';
import { disableTwoFactor } from '../../services/accounts/two-factor/disable-two-factor';
import { enableTwoFactor } from '../../services/accounts/two-factor/enable-two-factor';
import { getTwoFactorStatus } from '../../services/accounts/two-factor/get-two-factor-status';
import { regenerateRecoveryCodes } from '../../services/accounts/two-factor/regenerate-recovery-codes';

const answers = <T extends z.ZodType>(data: T) => ({
  200: successSchema(data),
  ...Object.fromEntries([400, 401, 403, 409, 429].map((status) => [status, errorResponseSchema])),
});
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

/** A signed-in person's own two-factor sign-in: status, setup, turning it on and off, recovery codes. */
const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor, identity } = app;
  guardRoutes(app);

  app.get(
    '/',
    {
      // The setup routes stay open to someone whose agency requires two-factor sign-in: that is how they comply.
      config: { rateLimit: perMinute(60), allowWithoutTwoFactor: true },
      schema: { tags: ['auth'], summary: 'Two-factor sign-in status and the agency requirement', response: answers(twoFactorStatusSchema) },
    },
    async (request) => ({ success: true as const, data: await getTwoFactorStatus(twoFactor, { userId: request.auth!.sub }) }),
  );

  app.post(
    '/setup',
    {
      config: { rateLimit: perMinute(10), allowWithoutTwoFactor: true },
      schema: {
        tags: ['auth'],
        summary: 'A new authenticator key: its otpauth URI, QR code and the key to type in',
        response: answers(twoFactorSetupSchema),
      },
    },
    async (request) => ({ success: true as const, data: await beginTwoFactorSetup(twoFactor, { userId: request.auth!.sub }) }),
  );

  app.post(
    '/enable',
    {
      config: { rateLimit: perMinute(10), allowWithoutTwoFactor: true },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor sign-in on with a code from the app; answers the recovery codes, once',
        body: enableTwoFactorInputSchema,
        response: answers(recoveryCodesSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await enableTwoFactor(twoFactor, { userId: request.auth!.sub, code: request.body.code, ip: request.ip }),
    }),
  );

  app.post(
    '/disable',
    {
      config: { rateLimit: perMinute(5) },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor sign-in off with the password and a code (refused while the agency requires it)',
        body: disableTwoFactorInputSchema,
        response: answers(messageResultSchema),
      },
    },
    async (request) => {
      await disableTwoFactor({ ...twoFactor, identity }, { userId: request.auth!.sub, input: request.body, ip: request.ip });
      return { success: true as const, data: { message: 'Two-factor sign-in is off.' } };
    },
  );

  app.post(
    '/recovery-codes',
    {
      config: { rateLimit: perMinute(5) },
      schema: {
        tags: ['auth'],
        summary: 'Replace the recovery codes (the old ones stop working); answers the new ones, once',
        body: regenerateRecoveryCodesInputSchema,
        response: answers(recoveryCodesSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await regenerateRecoveryCodes(twoFactor, { userId: request.auth!.sub, code: request.body.code }),
    }),
  );
};

export default twoFactorRoutes;
