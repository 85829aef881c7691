import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { createCognitoIdentityProvider } from './cognito-identity-provider';
import type { IdentityProvider } from './identity-provider';
import { createLocalIdentityProvider } from './local-identity-provider';

/** The provider IDENTITY_PROVIDER names; the env parser has already checked its settings. */
export function createIdentityProvider({
  db,
  env,
  log,
  events,
}: {
  db: Database;
  env: Env;
  log: FastifyBaseLogger;
  events: EventBus;
}): IdentityProvider {
  if (env.IDENTITY_PROVIDER !== 'cognito') {
    return createLocalIdentityProvider({ db, secret: env.JWT_SECRET, publicUrl: env.PUBLIC_URL, events, log });
  }
  return createCognitoIdentityProvider({
    db,
    publicUrl: env.PUBLIC_URL,
    log,
    pool: {
      region: env.COGNITO_REGION,
      userPoolId: env.COGNITO_USER_POOL_ID!,
      clientId: env.COGNITO_CLIENT_ID!,
      clientSecret: env.COGNITO_CLIENT_SECRET,
      endpoint: env.COGNITO_ENDPOINT,
      authFlow: env.COGNITO_AUTH_FLOW,
    },
  });
}
