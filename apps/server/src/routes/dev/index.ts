import { errorResponseSchema, successSchema } from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutboxMessages } from '../../services/outbox/list-outbox-messages';

const outboxQuerySchema = z.object({
  to: z
    .string({ error: 'The query parameter "to" (an email address or phone number) is required' })
    .trim()
    .toLowerCase()
    .min(1, 'The query parameter "to" (an email address or phone number) is required')
    .max(254, 'The query parameter "to" must be at most 254 characters'),
});

const outboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  channel: z.enum(['email', 'sms', 'webhook']),
  status: z.enum(['pending', 'sent', 'dead']),
  /** Files sent with the email (a calendar invite), by name and type. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
});

/**
 * Development helpers; `routes/index.ts` registers them only when NODE_ENV is not production.
 * The dev outbox is where verification codes go when no SMTP_URL is set.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/clock',
    {
      schema: {
        tags: ['dev'],
        summary: "Move the chat's and appointments' clock to an instant (null: real time); not in production",
        body: z.object({ now: z.iso.datetime({ offset: true, error: 'now must be a date and time (ISO 8601)' }).nullable() }),
        response: { 200: successSchema(z.object({ now: z.string() })), 400: errorResponseSchema },
      },
    },
    async (request) => {
      app.clock.set(request.body.now ? new Date(request.body.now) : null);
      return { success: true as const, data: { now: app.clock.now().toISOString() } };
    },
  );

  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Emails and text messages queued for one recipient, newest first (not in production)',
        querystring: outboxQuerySchema,
        response: {
          200: successSchema(z.array(outboxEntrySchema)),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await listOutboxMessages(app.db, { recipient: request.query.to }),
    }),
  );
};

export default devRoutes;

