import {
  blogListQuerySchema,
  blogPostParamsSchema,
  blogPostSchema,
  contactInputSchema,
  contactResultSchema,
  newsletterInputSchema,
  newsletterResultSchema,
  successSchema,
  systemStatusSchema,
} from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getBlogPost } from '../../services/site/get-blog-post';
import { getSystemStatus, listRecentIncidents } from '../../services/site/get-system-status';
import { listBlogPosts } from '../../services/site/list-blog-posts';
import { renderIncidentsRss } from '../../services/site/render-incidents-rss';
import { StatusMonitor } from '../../services/site/status-monitor';
import {
  databaseProbe,
  documentStorageProbe,
  outboxProbe,
  qualifierProbe,
  STATUS_SERVICES,
  widgetApiProbe,
} from '../../services/site/status-probes';
import { submitContactRequest } from '../../services/site/submit-contact-request';
import { subscribeNewsletter } from '../../services/site/subscribe-newsletter';
import { createDocumentStorage } from '../../services/storage/create-document-storage';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
/** Forms that store data and send email: a handful per visitor, enough for a typo or two. */
const formLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };

/** The public website's API: no login, every route rate-limited. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const monitor = new StatusMonitor(
    {
      qualifier: qualifierProbe,
      widgetApi: widgetApiProbe((url) => app.inject({ method: 'GET', url })),
      database: databaseProbe(app.db),
      storage: documentStorageProbe(createDocumentStorage(app.env)),
      outbox: outboxProbe(app.db),
    },
    STATUS_SERVICES,
    { onFailure: (probe, detail) => app.log.warn({ probe, detail }, 'status check failed') },
  );

  app.get(
    '/blog',
    {
      config: perMinute(120),
      schema: {
        tags: ['site'],
        summary: 'Published blog posts, newest first',
        querystring: blogListQuerySchema,
        response: { 200: successSchema(z.array(blogPostSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await listBlogPosts({ db: app.db }, request.query) }),
  );

  app.get(
    '/blog/:slugOrId',
    {
      config: perMinute(120),
      schema: {
        tags: ['site'],
        summary: 'One published blog post by slug or id',
        params: blogPostParamsSchema,
        response: { 200: successSchema(blogPostSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await getBlogPost({ db: app.db }, request.params.slugOrId) }),
  );

  app.post(
    '/newsletter',
    {
      config: formLimit,
      schema: {
        tags: ['site'],
        summary: 'Subscribe an email to the blog newsletter',
        body: newsletterInputSchema,
        response: { 200: successSchema(newsletterResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await subscribeNewsletter({ db: app.db }, request.body) }),
  );

  app.post(
    '/contact',
    {
      config: formLimit,
      schema: {
        tags: ['site'],
        summary: 'Send an enquiry to the sales team',
        body: contactInputSchema,
        response: { 200: successSchema(contactResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await submitContactRequest({ db: app.db, salesInbox: app.env.SALES_INBOX }, request.body),
    }),
  );

  app.get(
    '/status',
    {
      config: perMinute(60),
      schema: {
        tags: ['site'],
        summary: 'Live service checks, recent incidents and today’s volume',
        response: { 200: successSchema(systemStatusSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await getSystemStatus({ db: app.db, monitor }) };
    },
  );

  app.get(
    '/status/rss',
    { config: perMinute(60), schema: { tags: ['site'], summary: 'Incidents as an RSS 2.0 feed' } },
    async (_request, reply) => {
      const incidents = await listRecentIncidents(app.db, new Date());
      return reply.type('application/rss+xml; charset=utf-8').send(renderIncidentsRss(app.env.PUBLIC_URL, incidents));
    },
  );
};

export default siteRoutes;
