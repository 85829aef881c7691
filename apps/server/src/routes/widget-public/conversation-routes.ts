import { idParamsSchema, successSchema } from '@leadwise/contracts/common';
import {
  agentMessageResultSchema,
  conversationModeResultSchema,
  postMessageInputSchema,
} from '@leadwise/contracts/conversations';
import {
  messagesQuerySchema,
  visitorConversationSchema,
  visitorMessageResultSchema,
} from '@leadwise/contracts/widget-public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readBearer } from '../../plugins/app/session';
import type { ConversationDeps } from '../../services/conversations/conversation-deps';
import { handBackConversation } from '../../services/conversations/hand-back-conversation';
import { listVisitorMessages } from '../../services/conversations/list-visitor-messages';
import { postAgentMessage } from '../../services/conversations/post-agent-message';
import { postVisitorMessage } from '../../services/conversations/post-visitor-message';
import { takeOverConversation } from '../../services/conversations/take-over-conversation';
import { RATE_LIMITS } from './rate-limits';
import { readVisitorToken, visitorHeadersSchema } from './visitor-token-header';

const tags = ['conversations'];

/**
 * `/api/conversations/:id/...` writes. A visitor proves the conversation is theirs with the
 * X-Visitor-Token header; the agent uses their bearer token and sees only their own (404 else).
 */
export function conversationRoutes(deps: ConversationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:id/messages',
      {
        config: { rateLimit: RATE_LIMITS.postMessage },
        schema: {
          tags,
          summary:
            "Visitor (X-Visitor-Token): sends a message and gets the assistant's reply. Agent (bearer): writes to the visitor, taking the conversation over",
          params: idParamsSchema,
          headers: visitorHeadersSchema,
          body: postMessageInputSchema,
          response: { 200: successSchema(visitorMessageResultSchema.or(agentMessageResultSchema)) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (readBearer(request)) {
          await app.authenticate(request, reply);
          await app.enforceTwoFactorRequirement(request, reply);
          const data = await postAgentMessage(deps, {
            agentId: request.auth!.agentId,
            conversationId: id,
            text: request.body.text,
          });
          return { success: true as const, data };
        }
        const data = await postVisitorMessage(deps, {
          conversationId: id,
          visitorToken: readVisitorToken(request),
          text: request.body.text,
        });
        return { success: true as const, data };
      },
    );

    app.get(
      '/:id/messages',
      {
        config: { rateLimit: RATE_LIMITS.listMessages },
        schema: {
          tags,
          summary: "The visitor's transcript (resume after a reload), or only what came after `after` (polling)",
          params: idParamsSchema,
          headers: visitorHeadersSchema,
          querystring: messagesQuerySchema,
          response: { 200: successSchema(visitorConversationSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listVisitorMessages(deps, {
          conversationId: request.params.id,
          visitorToken: readVisitorToken(request),
          after: request.query.after,
        }),
      }),
    );

    const agentAction = (path: 'takeover' | 'handback', summary: string, run: typeof takeOverConversation) =>
      app.post(
        `/:id/${path}`,
        {
          config: { rateLimit: RATE_LIMITS.agentAction },
          preHandler: app.authenticate,
          schema: {
            tags,
            summary,
            params: idParamsSchema,
            response: { 200: successSchema(conversationModeResultSchema) },
          },
        },
        async (request) => ({
          success: true as const,
          data: await run(deps, { agentId: request.auth!.agentId, conversationId: request.params.id }),
        }),
      );
    agentAction(
      'takeover',
      'The agent takes the conversation over: the assistant stops answering',
      takeOverConversation,
    );
    agentAction(
      'handback',
      'The agent hands back: the assistant resumes where the qualification left off',
      handBackConversation,
    );
  };
}
