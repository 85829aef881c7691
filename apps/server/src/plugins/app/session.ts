import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../services/accounts/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for agent routes: a valid bearer access token of a live session. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

/** How the OpenAPI document says a route needs the agent's bearer token. */
const BEARER_SECURITY = [{ bearer: [] }];

/**
 * Puts the auth guard on every route of a folder (`scope` is the folder's plugin) and marks each
 * of those routes as secured in the OpenAPI document, so the two cannot disagree. It runs on
 * request, so an unauthenticated call is refused before its body is even validated.
 */
export function guardRoutes(scope: FastifyInstance) {
  scope.addHook('onRequest', scope.authenticate);
  scope.addHook('onRoute', markSecured);
}

function markSecured(route: RouteOptions) {
  route.schema = { ...route.schema, security: BEARER_SECURITY };
}

export function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = readBearer(request);
      if (!token) throw new AppError('UNAUTHORIZED', 'Authentication required');
      const claims = await app.identity.verifyAccessToken(token);
      if (!claims) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');
      request.auth = claims;
    });
    // A route that names the guard itself (in its own onRequest or preHandler) is marked too.
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest, route.preHandler].flat();
      if (hooks.includes(app.authenticate)) markSecured(route);
    });
  },
  { name: 'session', dependencies: ['db', 'identity'] },
);
