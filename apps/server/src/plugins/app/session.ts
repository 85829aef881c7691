import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refreshTokens } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AccessClaims, verifyAccessToken } from '../../services/accounts/tokens';

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
      const claims = await verifyAccessToken(app.env.JWT_SECRET, token);
      if (!claims) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');
      // A signed-out session's access token dies with it, not an hour later.
      const revoked = await app.db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, claims.sid), isNotNull(refreshTokens.revokedAt)))
        .limit(1);
      if (revoked.length > 0) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
      request.auth = claims;
    });
  },
  { name: 'session', dependencies: ['db'] },
);
