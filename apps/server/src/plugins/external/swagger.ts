import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the same zod schemas the routes validate with, served at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Leadwise API', version: '1.0.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets style attributes while it renders, which its hash-only style-src blocks
      // (a browser console error on every visit). Inline styles only, on the docs pages only:
      // scripts stay limited to the hashed ones.
      transformStaticCSP: (header) => header.replace(/style-src [^;]*;/, "style-src 'self' https: 'unsafe-inline';"),
    });
  },
  { name: 'swagger' },
);
