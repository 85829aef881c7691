import { idParamsSchema, successSchema } from '@leadwise/contracts/common';
import { demoLeadPreviewSchema } from '@leadwise/contracts/demo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConversationDeps } from '../../services/conversations/conversation-deps';
import { getDemoLeadPreview } from '../../services/demo/get-demo-lead-preview';
import { RATE_LIMITS } from './rate-limits';
import { readVisitorToken, visitorHeadersSchema } from './visitor-token-header';

/** `GET /api/conversations/:id/demo-lead`: the landing page's "What the agent sees" panel. */
export function demoLeadRoute(deps: ConversationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/demo-lead',
      {
        config: { rateLimit: RATE_LIMITS.demoLeadPreview },
        schema: {
          tags: ['conversations'],
          summary:
            "Visitor (X-Visitor-Token) of the live demo: the lead as the agent sees it. Only the demo agency's conversations answer; any other is 404",
          params: idParamsSchema,
          headers: visitorHeadersSchema,
          response: { 200: successSchema(demoLeadPreviewSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getDemoLeadPreview(deps, {
          conversationId: request.params.id,
          visitorToken: readVisitorToken(request),
        }),
      }),
    );
  };
}
