import {
  analyticsQuerySchema,
  analyticsSchema,
  dashboardSchema,
  successSchema,
  widgetConfigSchema,
  widgetConfigUpdateSchema,
} from '@leadwise/contracts';
import { gettingStartedSchema } from '@leadwise/contracts/getting-started';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAnalytics } from '../../services/dashboard/get-analytics';
import { getDashboard } from '../../services/dashboard/get-dashboard';
import { getWidgetConfig } from '../../services/dashboard/get-widget-config';
import { updateWidgetConfig } from '../../services/dashboard/update-widget-config';
import { getGettingStarted } from '../../services/onboarding/get-getting-started';
import agentEventsRoute from './agent-events';
import { guardRoutes } from '../../plugins/app/session';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The signed-in agent's dashboard (spec sections 2, 3 and 7): their own data only. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'account.use');

  app.get(
    '/dashboard',
    {
      config: perMinute(300),
      schema: {
        tags: ['dashboard'],
        summary: "The agent's overview: counts, widgets and recent activity",
        response: { 200: successSchema(dashboardSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getDashboard({ db: app.db, member: request.member! }),
    }),
  );

  app.get(
    '/dashboard/getting-started',
    {
      config: perMinute(300),
      schema: {
        tags: ['dashboard'],
        summary: "The new agent's checklist: areas, branding, the widget seen on their site, a first lead",
        response: { 200: successSchema(gettingStartedSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getGettingStarted({ db: app.db, agentId: request.auth!.agentId }),
    }),
  );

  app.get(
    '/dashboard/widget-config',
    {
      config: { ...perMinute(300), permission: 'widgets.manage' },
      schema: {
        tags: ['dashboard'],
        summary: "The agent's widget configuration, embed code and agent link",
        response: { 200: successSchema(widgetConfigSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getWidgetConfig({ db: app.db, agentId: request.auth!.agentId, publicUrl: app.env.PUBLIC_URL }),
    }),
  );

  app.put(
    '/dashboard/widget-config',
    {
      config: { ...perMinute(60), permission: 'widgets.manage' },
      schema: {
        tags: ['dashboard'],
        summary: 'Save the widget configuration; a bad field is a 400 naming it',
        body: widgetConfigUpdateSchema,
        response: { 200: successSchema(widgetConfigSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateWidgetConfig(
        { db: app.db, agentId: request.auth!.agentId, publicUrl: app.env.PUBLIC_URL },
        request.body,
      ),
    }),
  );

  app.get(
    '/analytics',
    {
      config: perMinute(120),
      schema: {
        tags: ['dashboard'],
        summary: 'Conversations, leads, funnel and areas for whole days in the agent time zone',
        querystring: analyticsQuerySchema,
        response: { 200: successSchema(analyticsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAnalytics({ db: app.db, agentId: request.auth!.agentId }, request.query),
    }),
  );

  await app.register(agentEventsRoute);
};

export default dashboardRoutes;
