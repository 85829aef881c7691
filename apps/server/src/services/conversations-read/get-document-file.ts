import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversations, documents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DocumentStorage } from '../storage/document-storage';
import { conversationScope, type MemberScope } from '../team/member-scope';


/** A document's bytes and how to name them, for its owning agent only. */
export async function getDocumentFile({
  db,
  storage,
  member,
  documentId,
  onStorageError,
}: {
  db: Executor;
  storage: DocumentStorage;
  member: MemberScope;
  documentId: string;
  onStorageError: (error: unknown) => void;
}) {
  const [document] = await db
    .select({ fileName: documents.fileName, mimeType: documents.mimeType, storageKey: documents.storageKey })
    .from(documents)
    // A document is visible exactly when its conversation is.
    .innerJoin(conversations, eq(conversations.id, documents.conversationId))
    .where(and(eq(documents.id, documentId), eq(documents.agentId, member.agentId), conversationScope(member)))
    .limit(1);
  if (!document) throw new AppError('NOT_FOUND', 'Document not found');
  try {
    const body = await storage.get(document.storageKey);
    return { ...document, body };
  } catch (error) {
    onStorageError(error);
    if ((error as { code?: string }).code === 'ENOENT') {
      throw new AppError('GONE', 'This document is no longer stored');
    }
    // The S3 client has already retried; tell the agent to try again rather than fail vaguely.
    throw new AppError('SERVICE_UNAVAILABLE', 'The document store is not answering. Please try again in a minute.');
  }
}

/**
 * `attachment` with an ASCII fallback name and the real one in RFC 5987 form, so a visitor's
 * file name can neither break the header nor make the browser render the file inline.
 */
export function attachmentDisposition(fileName: string) {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_').slice(0, 150) || 'document';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
