import fp from 'fastify-plugin';
import { createIdentityProvider } from '../../services/identity/create-identity-provider';
import type { IdentityProvider } from '../../services/identity/identity-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every account flow, through our own accounts service or a Cognito user pool (IDENTITY_PROVIDER). */
    identity: IdentityProvider;
  }
}

export default fp(
  async (app) => {
    app.decorate('identity', createIdentityProvider({ db: app.db, env: app.env, log: app.log, events: app.events }));
  },
  { name: 'identity', dependencies: ['db', 'redis'] },
);
