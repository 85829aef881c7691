import { DOCUMENT_MIME_TYPES, idParamsSchema } from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition, getDocumentFile } from '../../services/conversations-read/get-document-file';
import { createDocumentStorage } from '../../services/storage/create-document-storage';
import { guardRoutes } from '../../plugins/app/session';

const SAFE_MIME_TYPES: readonly string[] = DOCUMENT_MIME_TYPES;

/** GET /api/documents/:id: a visitor's uploaded document, downloaded by the agent who owns it. */
const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createDocumentStorage(app.env);
  // A document is part of its conversation: whoever may work on the conversation may read it.
  guardRoutes(app, 'conversations.work');

  app.get(
    '/documents/:id',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['documents'],
        summary: 'Download a document as an attachment (owning agent only)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await getDocumentFile({
        db: app.db,
        storage,
        member: request.member!,
        documentId: request.params.id,
        onStorageError: (error) =>
          request.log.error({ err: error, documentId: request.params.id }, 'document read failed'),
      });
      return reply
        .header('content-type', SAFE_MIME_TYPES.includes(file.mimeType) ? file.mimeType : 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.body));
    },
  );
};

export default documentsRoutes;
