import type { ServerResponse } from 'node:http';
import { idParamsSchema } from '@leadwise/contracts/common';
import type { LiveEvent } from '@leadwise/contracts/conversations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channels } from '../../lib/event-bus';
import { openEventStream } from '../../lib/event-stream';
import { findVisitorConversation } from '../../services/conversations/conversation-access';
import type { ConversationDeps } from '../../services/conversations/conversation-deps';
import { RATE_LIMITS } from './rate-limits';
import { readVisitorToken, visitorHeadersSchema } from './visitor-token-header';

/** The widget reconnects after this, so a long-lived tab never pins a connection for hours. */
const STREAM_LIFETIME_MS = 10 * 60_000;

/** What a visitor may see: messages and who is answering; never the score or the lead. */
function forVisitor(event: LiveEvent) {
  switch (event.type) {
    case 'message':
    case 'agent.joined':
    case 'agent.left':
      return event;
    case 'conversation.updated':
      return { type: event.type, conversationId: event.conversationId, status: event.status, mode: event.mode };
    default:
      return null;
  }
}

/**
 * `GET /api/conversations/:id/events`: the visitor's live stream (server-sent events). The widget
 * reads it with fetch, because EventSource cannot send the token header; it polls
 * `GET .../messages?after=` when streaming fails.
 */
export function visitorStreamRoute(deps: ConversationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const open = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });

    app.get(
      '/:id/events',
      {
        config: { rateLimit: RATE_LIMITS.stream },
        schema: {
          tags: ['conversations'],
          summary: "The visitor's live events: the agent's messages, joins and leaves (server-sent events)",
          params: idParamsSchema,
          headers: visitorHeadersSchema,
        },
      },
      async (request, reply) => {
        const { conversation } = await findVisitorConversation(deps.db, {
          conversationId: request.params.id,
          visitorToken: readVisitorToken(request),
        });
        reply.hijack();
        const res = reply.raw;
        let unsubscribe = () => {};
        // Hijacked replies skip Fastify's header handling: carry over CORS and security headers.
        const stream = openEventStream(res, {
          headers: reply.getHeaders() as Record<string, string>,
          lifetimeMs: STREAM_LIFETIME_MS,
          onClose: () => {
            unsubscribe();
            open.delete(res);
          },
        });
        open.add(res);
        // Subscribed in the tick that wrote the headers: nothing published after the client sees them is missed.
        unsubscribe = app.events.subscribe(channels.conversation(conversation.id), (event) => {
          const visible = forVisitor(event as LiveEvent);
          if (visible) stream.send(visible);
        });
      },
    );
  };
}
