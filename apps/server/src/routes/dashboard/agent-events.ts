import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BusEvent, channels } from '../../lib/event-bus';
import { openEventStream } from '../../lib/event-stream';
import { endsSessionStream } from '../../services/accounts/close-session-streams';
import { isConversationVisible } from '../../services/team/is-conversation-visible';
import { isBranchScoped } from '../../services/team/member-scope';

/**
 * A stream outlives neither its token nor a revoked session by long: it ends after 10 minutes
 * and the browser reconnects with a fresh token (and is checked again).
 */
export const STREAM_LIFETIME_MS = 10 * 60_000;

/**
 * GET /api/events: the agent's live events (LiveEvent) as server-sent events. Browsers read it
 * with fetch streaming, because EventSource cannot send the Authorization header.
 */
const agentEventsRoute: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<ServerResponse>();
  // Open streams would hold the server's close forever.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get(
    '/events',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['dashboard'],
        summary: "Server-sent events for the agent's conversations, leads and documents",
      },
    },
    (request, reply) => {
      const { agentId, sub: userId, sid } = request.auth!;
      const member = request.member!;
      // A negotiator's stream carries only the conversations they may see. Checks are chained so
      // events still go out in the order they came.
      let delivered: Promise<unknown> = Promise.resolve();
      const isVisible = async (event: BusEvent) =>
        !isBranchScoped(member) ||
        (typeof event.conversationId === 'string' && (await isConversationVisible(app.db, member, event.conversationId)));
      reply.hijack();
      const res = reply.raw;
      let unsubscribeSessions = () => {};
      let unsubscribeAgent = () => {};
      const stream = openEventStream(res, {
        lifetimeMs: STREAM_LIFETIME_MS,
        onClose: () => {
          unsubscribeSessions();
          unsubscribeAgent();
          open.delete(res);
        },
      });
      open.add(res);
      // A signed-out session, a reset password or a removed person ends the stream at once.
      unsubscribeSessions = app.events.subscribe(channels.sessions(userId), (event) => {
        if (endsSessionStream(event, sid)) stream.end();
      });
      // Subscribed in the tick that wrote the headers: nothing published after the client sees them is missed.
      unsubscribeAgent = app.events.subscribe(channels.agent(agentId), (event) => {
        delivered = delivered
          .then(async () => {
            if (await isVisible(event)) stream.send(event);
          })
          .catch((error) => request.log.error({ err: error }, 'live event check failed'));
      });
    },
  );
};

export default agentEventsRoute;
