import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // widget.js and the public widget API are loaded by agents' own websites.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets, worked out once. @fastify/helmet builds helmet's whole middleware
 * chain (parsing every CSP directive) again on every request, about a quarter of a millisecond
 * of CPU each: under load that was more than the visitor-message route's own database reads.
 * The headers are the same for every request, so they are computed at start and copied on.
 */
export function securityHeaders(options: HelmetOptions = securityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as never, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export default fp(
  async (app) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
