import type { FastifyReply, FastifyRequest } from 'fastify';
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
  },
  { name: 'session', dependencies: ['db', 'identity'] },
);
