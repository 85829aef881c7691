import cors from '@fastify/cors';
import { VISITOR_TOKEN_HEADER } from '@leadwise/contracts/widget-public';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingSettingsFrom } from '../../services/billing/billing-settings';
import type { ConversationDeps } from '../../services/conversations/conversation-deps';
import { createLlmClient } from '../../services/llm/create-llm-client';
import { createDocumentStorage } from '../../services/storage/create-document-storage';
import { conversationRoutes } from './conversation-routes';
import { demoLeadRoute } from './demo-lead-route';
import { documentRoutes } from './document-routes';
import { visitorStreamRoute } from './visitor-stream-route';
import { widgetRoutes } from './widget-routes';

/**
 * Any origin may call these: they authenticate with the widget id and the visitor token, never
 * cookies. Authorization is not an allowed header, so an agent's bearer token only works from
 * the dashboard's own origin.
 */
const corsOptions = {
  origin: '*',
  methods: ['GET', 'POST'],
  allowedHeaders: ['content-type', VISITOR_TOKEN_HEADER],
  maxAge: 600,
};

/** Registers a route group with CORS on its own prefix, so CORS reaches nothing else. */
function withCors(routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    await scope.register(cors, corsOptions);
    for (const register of routes) await scope.register(register);
  };
}

/** The widget's public API and the agent's takeover, handback and messages. */
const widgetPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ConversationDeps & { storage: ReturnType<typeof createDocumentStorage> } = {
    db: app.db,
    events: app.events,
    llm: createLlmClient(app.env),
    storage: createDocumentStorage(app.env),
    log: app.log,
    billing: billingSettingsFrom(app.env),
    now: app.clock.now,
  };
  await app.register(withCors([widgetRoutes(deps)]), { prefix: '/widgets' });
  await app.register(withCors([conversationRoutes(deps), visitorStreamRoute(deps), documentRoutes(deps), demoLeadRoute(deps)]), {
    prefix: '/conversations',
  });
};

export default widgetPublicRoutes;
