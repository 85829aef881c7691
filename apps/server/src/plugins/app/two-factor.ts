import { TWO_FACTOR_SETUP_REQUIRED } from '@leadwise/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { isTwoFactorSetupOwed } from '../../services/accounts/two-factor/is-two-factor-setup-owed';
import { createSecretCipher } from '../../services/accounts/two-factor/secret-cipher';
import type { TwoFactorDeps } from '../../services/accounts/two-factor/two-factor-deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** Two-factor sign-in's database, cipher and clock (tests move `now`). */
    twoFactor: TwoFactorDeps;
    /** For a handler that authenticates inline: refuses a person who owes their agency the setup. */
    enforceTwoFactorRequirement: preHandlerAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** Open to a person who still owes the two-factor setup their agency requires. */
    allowWithoutTwoFactor?: boolean;
  }
}

export const TWO_FACTOR_SETUP_MESSAGE =
  'Your agency requires two-factor sign-in. Turn it on in Security before using the dashboard.';

/**
 * When an agency requires two-factor sign-in, a member who has not turned it on may sign in but
 * reach only the routes that set it up (and sign-out): every other signed-in route answers 403
 * with a reason the web app recognises. It runs after the session guard, wherever a route puts it.
 */
export default fp(
  async (app) => {
    app.decorate('twoFactor', { db: app.db, cipher: createSecretCipher(app.env.JWT_SECRET), now: () => new Date() });

    const enforce: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
      const claims = request.auth;
      if (!claims || request.routeOptions.config.allowWithoutTwoFactor) return;
      if (await isTwoFactorSetupOwed(app.db, claims.sub)) {
        throw new AppError('FORBIDDEN', TWO_FACTOR_SETUP_MESSAGE, undefined, TWO_FACTOR_SETUP_REQUIRED);
      }
    };
    app.decorate('enforceTwoFactorRequirement', enforce);
    // Folder guards and route onRequest guards have run by now; a route that authenticates in its
    // own preHandler gets the check appended after that guard.
    app.addHook('preHandler', enforce);
    app.addHook('onRoute', (route) => {
      const preHandlers = [route.preHandler ?? []].flat();
      if (preHandlers.includes(app.authenticate)) route.preHandler = [...preHandlers, enforce];
    });
  },
  { name: 'two-factor', dependencies: ['db', 'session'] },
);
