import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BusEvent, channels } from '../../lib/event-bus';
import { endsSessionStream } from '../../services/accounts/close-session-streams';
import { isConversationVisible } from '../../services/team/is-conversation-visible';
import { isBranchScoped } from '../../services/team/member-scope';

/** Proxies drop idle connections after about a minute; a comment line every 25 s keeps it open. */
const HEARTBEAT_MS = 25_000;
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
      // A signed-out session, a reset password or a removed person ends the stream at once.
      const unsubscribeSessions = app.events.subscribe(channels.sessions(userId), (event) => {
        if (endsSessionStream(event, sid)) res.end();
      });
      // Subscribed before the first byte goes out: once the client sees the response, nothing is missed.
      const unsubscribeAgent = app.events.subscribe(channels.agent(agentId), (event) => {
        delivered = delivered
          .then(async () => {
            if (await isVisible(event)) res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
          })
          .catch((error) => request.log.error({ err: error }, 'live event check failed'));
      });
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      open.add(res);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const lifetime = setTimeout(() => res.end(), STREAM_LIFETIME_MS);
      const cleanUp = () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribeSessions();
        unsubscribeAgent();
        open.delete(res);
      };
      res.on('close', cleanUp);
    },
  );
};

export default agentEventsRoute;
