import { can, type Permission, refusalMessage } from '@leadwise/contracts/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../services/accounts/tokens';
import { findMembership, type Membership, REMOVED_MEMBER_MESSAGE } from '../../services/team/find-membership';

declare module 'fastify' {
  interface FastifyInstance {
    /** A valid bearer access token of a live session whose person is still a member of the agency. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** `authenticate`, then the route's `config.permission` checked against the member's role. */
    authorize(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
    /** Who is calling within the agency: loaded from the database on every call, never from the token. */
    member: Membership | null;
  }
  interface FastifyContextConfig {
    /** What the caller's role must allow (PERMISSIONS in the contracts). Every secured route names one. */
    permission?: Permission;
  }
}

/** How the OpenAPI document says a route needs the agent's bearer token. */
const BEARER_SECURITY = [{ bearer: [] }];
/** The OpenAPI extension that names a secured route's permission, so the document shows it. */
export const PERMISSION_EXTENSION = 'x-permission';

/**
 * Puts the auth guard on every route of a folder (`scope` is the folder's plugin) and marks each
 * of those routes as secured in the OpenAPI document, so the two cannot disagree. It runs on
 * request, so an unauthenticated or unpermitted call is refused before its body is even validated.
 * `permission` is the folder's; a route that needs another sets `config.permission` itself.
 */
export function guardRoutes(scope: FastifyInstance, permission: Permission) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, permission: route.config?.permission ?? permission };
    markSecured(route);
  });
  scope.addHook('onRequest', scope.authorize);
}

function markSecured(route: RouteOptions) {
  const permission = route.config?.permission;
  route.schema = {
    ...route.schema,
    security: BEARER_SECURITY,
    ...(permission ? { [PERMISSION_EXTENSION]: permission } : {}),
  };
}

export function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('member', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = readBearer(request);
      if (!token) throw new AppError('UNAUTHORIZED', 'Authentication required');
      const claims = await app.identity.verifyAccessToken(token);
      if (!claims) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');
      // Read afresh on every call: a person removed a moment ago is refused now, access token or not.
      const member = await findMembership(app.db, claims.sub);
      if (!member || member.agentId !== claims.agentId) throw new AppError('UNAUTHORIZED', REMOVED_MEMBER_MESSAGE);
      request.auth = claims;
      request.member = member;
    });
    app.decorate('authorize', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      const permission = request.routeOptions.config.permission;
      // A secured route without a permission is a programming error: refuse rather than allow.
      if (!permission) throw new AppError('FORBIDDEN', 'This action is not available to any role.');
      const { role } = request.member!;
      if (!can(role, permission)) throw new AppError('FORBIDDEN', refusalMessage(role, permission));
    });
    // A route that names a guard itself (in its own onRequest or preHandler) is marked too.
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest, route.preHandler].flat();
      if (hooks.includes(app.authenticate) || hooks.includes(app.authorize)) markSecured(route);
    });
  },
  { name: 'session', dependencies: ['db', 'identity'] },
);
