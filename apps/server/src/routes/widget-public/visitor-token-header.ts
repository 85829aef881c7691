import { VISITOR_TOKEN_HEADER } from '@leadwise/contracts/widget-public';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The visitor token travels only in this header, never in a URL (where logs and referrers keep it). */
export function readVisitorToken(request: FastifyRequest) {
  const value = request.headers[VISITOR_TOKEN_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

/** For the OpenAPI description: the header visitor routes expect. */
export const visitorHeadersSchema = z.object({ [VISITOR_TOKEN_HEADER]: z.string().optional() });
