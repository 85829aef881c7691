import {
  agentNotificationSchema,
  errorResponseSchema,
  idParamsSchema,
  listNotificationsQuerySchema,
  markAllNotificationsReadResultSchema,
  notificationListSchema,
  successSchema,
} from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeShortCode } from '../../services/alerts/alert-links';
import { listNotifications } from '../../services/alerts/list-notifications';
import { markAllNotificationsRead } from '../../services/alerts/mark-all-notifications-read';
import { markNotificationRead } from '../../services/alerts/mark-notification-read';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/** The header bell's API, plus the short link that SMS alerts carry. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // Public: an SMS link opens the conversation in the dashboard, which asks for sign-in itself.
  app.get(
    '/l/:code',
    {
      config: perMinute(60),
      schema: {
        tags: ['notifications'],
        summary: 'Short link from an SMS alert: redirects to the conversation in the dashboard',
        params: z.object({ code: z.string().max(64) }),
        response: { 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const conversationId = decodeShortCode(request.params.code);
      if (!conversationId) return reply.code(404).send({ success: false, error: 'This link is not valid' });
      return reply.redirect(`/dashboard/conversations/${conversationId}`, 302);
    },
  );

  app.get(
    '/notifications',
    {
      onRequest: app.authorize,
      config: { ...perMinute(240), permission: 'account.use' },
      schema: {
        tags: ['notifications'],
        summary: 'Notifications, newest first, with the unread count',
        querystring: listNotificationsQuerySchema,
        response: { 200: successSchema(notificationListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listNotifications({ db, member: request.member!, ...request.query }),
    }),
  );

  app.post(
    '/notifications/:id/read',
    {
      onRequest: app.authorize,
      config: { ...perMinute(240), permission: 'account.use' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: idParamsSchema,
        response: { 200: successSchema(agentNotificationSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markNotificationRead({ db, member: request.member!, notificationId: request.params.id }),
    }),
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest: app.authorize,
      config: { ...perMinute(60), permission: 'account.use' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { 200: successSchema(markAllNotificationsReadResultSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markAllNotificationsRead({ db, member: request.member! }),
    }),
  );
};

export default notificationsRoutes;
