import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@leadwise/contracts/page-paths';
import fp from 'fastify-plugin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
export const webDist = path.join(root, 'apps/web/dist');
export const widgetDist = path.join(root, 'packages/widget/dist');

/**
 * One process serves the built web app (SPA fallback for client routes) and the widget bundle
 * (`/widget.js` and its lazily loaded chunks under `/widget/`).
 */
export default fp(
  async (app) => {
    // Source maps give away the app's readable source: the build keeps them out of dist, and should
    // one land there anyway (a build with other settings) this server still never hands it out.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/') && request.url.split('?')[0].endsWith('.map')) {
        return reply.code(404).send({ success: false, error: 'Not found' });
      }
    });
    // Decorates reply.sendFile once; the serving registrations below add routes only.
    await app.register(fastifyStatic, { root: root, serve: false });
    if (existsSync(widgetDist)) {
      await app.register(fastifyStatic, {
        root: widgetDist,
        prefix: '/widget/',
        decorateReply: false,
        maxAge: '1h',
      });
      app.get('/widget.js', { schema: { hide: true } }, (_req, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return reply.sendFile('widget.js', widgetDist);
      });
    }
    const hasWeb = existsSync(path.join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: false,
        setHeaders: (res, filePath) => {
          // Vite names built assets by content hash, so they never change under one name.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }
    // Browsers ask for /favicon.ico whatever the page declares; the pages carry their icon inline.
    app.get('/favicon.ico', { schema: { hide: true } }, (_req, reply) =>
      reply.code(204).header('Cache-Control', 'public, max-age=86400').send(),
    );
    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
      if (isPage && hasWeb) {
        reply.header('Cache-Control', 'no-cache');
        // An unknown path gets the app too (it shows its not-found page), with the status saying so.
        const status = isPagePath(request.url.split('?')[0]) ? 200 : 404;
        return reply.code(status).type('text/html').sendFile('index.html', webDist);
      }
      return reply.code(404).send({ success: false, error: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    });
  },
  { name: 'static' },
);
