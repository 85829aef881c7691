import { successSchema } from '@leadwise/contracts/common';
import { publicWidgetConfigSchema } from '@leadwise/contracts/widget-config';
import {
  startConversationInputSchema,
  startConversationResultSchema,
  widgetEventInputSchema,
  widgetParamsSchema,
} from '@leadwise/contracts/widget-public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConversationDeps } from '../../services/conversations/conversation-deps';
import { getPublicWidgetConfig } from '../../services/conversations/get-public-widget-config';
import { recordWidgetOpen } from '../../services/conversations/record-widget-open';
import { startConversation } from '../../services/conversations/start-conversation';
import { findLoadingSite } from '../../services/widgets/record-widget-first-load';
import { RATE_LIMITS } from './rate-limits';

const tags = ['widget'];

/** `/api/widgets/:widgetId/...`: what a host page's widget calls before a conversation exists. */
export function widgetRoutes(deps: ConversationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:widgetId/public-config',
      {
        config: { rateLimit: RATE_LIMITS.publicConfig },
        schema: {
          tags,
          summary: "The widget's public configuration: branding, texts and whether the office is open",
          params: widgetParamsSchema,
          response: { 200: successSchema(publicWidgetConfigSchema) },
        },
      },
      async (request, reply) => {
        // A dashboard change must show on the next page load, so no cache may keep an old copy.
        reply.header('Cache-Control', 'no-cache');
        return {
          success: true as const,
          data: await getPublicWidgetConfig({
            db: deps.db,
            widgetId: request.params.widgetId,
            loadingSite: findLoadingSite(request.headers, app.env.PUBLIC_URL),
            billing: deps.billing,
          }),
        };
      },
    );

    app.post(
      '/:widgetId/events',
      {
        config: { rateLimit: RATE_LIMITS.widgetEvent },
        schema: {
          tags,
          summary: 'Records that a visitor opened the chat (the funnel; nothing is recorded before)',
          params: widgetParamsSchema,
          body: widgetEventInputSchema,
          response: { 201: successSchema(z.object({ recorded: z.literal(true) })) },
        },
      },
      async (request, reply) => {
        await recordWidgetOpen({ db: deps.db, widgetId: request.params.widgetId });
        return reply.code(201).send({ success: true as const, data: { recorded: true as const } });
      },
    );

    app.post(
      '/:widgetId/conversations',
      {
        config: { rateLimit: RATE_LIMITS.startConversation },
        schema: {
          tags,
          summary: 'Starts a conversation: returns its id, the greeting and the visitor token (shown once)',
          params: widgetParamsSchema,
          body: startConversationInputSchema.optional(),
          response: { 201: successSchema(startConversationResultSchema) },
        },
      },
      async (request, reply) => {
        const data = await startConversation(deps, {
          widgetId: request.params.widgetId,
          pageUrl: request.body?.pageUrl,
          pageTitle: request.body?.pageTitle,
          listing: request.body?.listing ?? null,
        });
        return reply.code(201).send({ success: true as const, data });
      },
    );
  };
}
