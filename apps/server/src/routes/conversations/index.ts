import {
  conversationDetailSchema,
  conversationListQuerySchema,
  conversationPageSchema,
  idParamsSchema,
  successSchema,
} from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportConversationsCsv } from '../../services/conversations-read/export-conversations-csv';
import { getConversation } from '../../services/conversations-read/get-conversation';
import { listConversations } from '../../services/conversations-read/list-conversations';
import { csvFileName, readCsvAhead } from '../../services/dashboard/csv';
import { guardRoutes } from '../../plugins/app/session';


/**
 * The agent's read side of conversations. Writes (agent messages, takeover, handback)
 * live with the widget API.
 */
const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'conversations.work');

  app.get(
    '/conversations',
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['conversations'],
        summary: 'Conversations newest first: cursor pages, filters and text search',
        querystring: conversationListQuerySchema,
        response: { 200: successSchema(conversationPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listConversations({ db: app.db, member: request.member! }, request.query),
    }),
  );

  app.get(
    '/conversations.csv',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['conversations'],
        summary: 'The filtered conversations as CSV, one row each',
        querystring: conversationListQuerySchema,
      },
    },
    async (request, reply) => {
      const { cursor: _cursor, limit: _limit, ...filters } = request.query;
      const csv = await readCsvAhead(exportConversationsCsv({ db: app.db, member: request.member! }, filters));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('conversations')}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/conversations/:id',
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['conversations'],
        summary: 'One conversation: transcript, extracted qualification, documents and lead',
        params: idParamsSchema,
        response: { 200: successSchema(conversationDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getConversation({ db: app.db, member: request.member!, conversationId: request.params.id }),
    }),
  );
};

export default conversationsRoutes;
