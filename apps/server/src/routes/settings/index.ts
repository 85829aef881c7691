import {
  errorResponseSchema,
  notificationSettingsSchema,
  pageQuerySchema,
  successSchema,
  updateNotificationSettingsInputSchema,
  updateWebhookSettingsInputSchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookSettingsSchema,
} from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { getNotificationSettings } from '../../services/alerts/get-notification-settings';
import { getWebhookSettings } from '../../services/alerts/get-webhook-settings';
import { listWebhookDeliveries } from '../../services/alerts/list-webhook-deliveries';
import { rotateWebhookSecret } from '../../services/alerts/rotate-webhook-secret';
import { sendWebhookTestEvent } from '../../services/alerts/send-webhook-test-event';
import { updateNotificationSettings } from '../../services/alerts/update-notification-settings';
import { updateWebhookSettings } from '../../services/alerts/update-webhook-settings';
import { guardRoutes } from '../../plugins/app/session';
import securitySettingsRoutes from './security';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const answers = <T extends z.ZodType>(data: T) => ({
  200: successSchema(data),
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
});

/** The Widget Settings page's API: alert preferences and the CRM webhook (alerts issue). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app;
  guardRoutes(app);
  await app.register(securitySettingsRoutes);

  app.get(
    '/settings/notifications',
    {
      config: perMinute(120),
      schema: {
        tags: ['settings'],
        summary: 'Alert preferences (defaults when never saved)',
        response: answers(notificationSettingsSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await getNotificationSettings({ db, env, agentId: request.auth!.agentId }),
    }),
  );

  app.put(
    '/settings/notifications',
    {
      config: perMinute(30),
      schema: {
        tags: ['settings'],
        summary: 'Save alert preferences: temperatures, email, SMS, daily summary, time zone',
        body: updateNotificationSettingsInputSchema,
        response: answers(notificationSettingsSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateNotificationSettings({ db, env, agentId: request.auth!.agentId }, request.body),
    }),
  );

  app.get(
    '/settings/webhook',
    {
      config: perMinute(120),
      schema: {
        tags: ['settings'],
        summary: 'CRM webhook URL and signing secret',
        response: answers(webhookSettingsSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await getWebhookSettings({ db, agentId: request.auth!.agentId }),
    }),
  );

  app.put(
    '/settings/webhook',
    {
      config: perMinute(30),
      schema: {
        tags: ['settings'],
        summary: 'Save or remove (url: null) the CRM webhook URL',
        body: updateWebhookSettingsInputSchema,
        response: answers(webhookSettingsSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateWebhookSettings({ db, env, agentId: request.auth!.agentId }, request.body),
    }),
  );

  app.post(
    '/settings/webhook/test',
    {
      config: perMinute(10),
      schema: {
        tags: ['settings'],
        summary: "Queue a signed 'webhook.test' event to the saved URL",
        response: { ...answers(webhookDeliverySchema), 202: successSchema(webhookDeliverySchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ success: true as const, data: await sendWebhookTestEvent({ db, agentId: request.auth!.agentId }) }),
  );

  app.post(
    '/settings/webhook/rotate-secret',
    {
      config: perMinute(10),
      schema: { tags: ['settings'], summary: 'Replace the signing secret', response: answers(webhookSettingsSchema) },
    },
    async (request) => ({
      success: true as const,
      data: await rotateWebhookSecret({ db, agentId: request.auth!.agentId }),
    }),
  );

  app.get(
    '/settings/webhook/deliveries',
    {
      config: perMinute(120),
      schema: {
        tags: ['settings'],
        summary: 'Delivery log: status, attempts and last error of each webhook message, newest first',
        querystring: pageQuerySchema,
        response: answers(webhookDeliveryPageSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listWebhookDeliveries({ db, agentId: request.auth!.agentId, ...request.query }),
    }),
  );
};

export default settingsRoutes;
