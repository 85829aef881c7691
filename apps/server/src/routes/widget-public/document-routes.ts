import multipart from '@fastify/multipart';
import { idParamsSchema, successSchema } from '@leadwise/contracts/common';
import { documentKindSchema, MAX_DOCUMENT_BYTES, uploadDocumentResultSchema } from '@leadwise/contracts/widget-public';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { ConversationDeps } from '../../services/conversations/conversation-deps';
import { DOCUMENT_TOO_LARGE, uploadDocument } from '../../services/conversations/upload-document';
import type { DocumentStorage } from '../../services/storage/document-storage';
import { RATE_LIMITS } from './rate-limits';
import { readVisitorToken, visitorHeadersSchema } from './visitor-token-header';

const MALFORMED_UPLOAD = 'The upload arrived incomplete or malformed. Please choose the file and send it again.';

/**
 * The one `file` part and its bytes. The multipart parser throws plain errors on a body that ends
 * mid-part or lies about its boundary: those are the client's, so they answer 400, not 500.
 */
async function readUploadedFile(request: FastifyRequest) {
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'Choose a file to upload', 'file');
    return { part, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_TOO_LARGE, 'file');
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error;
    throw new AppError('BAD_REQUEST', MALFORMED_UPLOAD, 'file');
  }
}

/**
 * `POST /api/conversations/:id/documents`, multipart: an optional `kind` field (before the file)
 * and one `file`. Multipart is registered here only, so no other route accepts uploads.
 */
export function documentRoutes(deps: ConversationDeps & { storage: DocumentStorage }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 5 },
    });

    app.post(
      '/:id/documents',
      {
        config: { rateLimit: RATE_LIMITS.uploadDocument },
        schema: {
          tags: ['conversations'],
          summary: 'Visitor uploads a document (PDF, JPEG, PNG or HEIC, up to 10 MB; type read from the bytes)',
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          headers: visitorHeadersSchema,
          response: { 201: successSchema(uploadDocumentResultSchema) },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the document as multipart/form-data', 'file');
        const { part, bytes } = await readUploadedFile(request);
        const kindField = part.fields.kind;
        const kindValue =
          kindField && !Array.isArray(kindField) && kindField.type === 'field' ? String(kindField.value) : '';
        const kind = kindValue ? documentKindSchema.safeParse(kindValue) : null;
        if (kind && !kind.success) throw new AppError('BAD_REQUEST', kind.error.issues[0].message, 'kind');
        const data = await uploadDocument(deps, {
          conversationId: request.params.id,
          visitorToken: readVisitorToken(request),
          fileName: part.filename,
          bytes,
          kind: kind?.data,
        });
        return reply.code(201).send({ success: true as const, data });
      },
    );
  };
}
