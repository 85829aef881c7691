import { createHash, randomUUID } from 'node:crypto';
import { DOCUMENT_KIND_LABELS, type DocumentKindValue } from '@leadwise/contracts/conversations';
import type { UploadDocumentResult } from '@leadwise/contracts/widget-public';
import { MAX_DOCUMENT_BYTES } from '@leadwise/contracts/widget-public';
import { documents } from '../../db/schema';
import { documentReceiptTurn, readFlowState, readLeadFields } from '@leadwise/conversation';
import { detectDocumentType, EXTENSION_BY_MIME_TYPE, inferDocumentKind } from '../../domain/document-type';
import { AppError } from '../../lib/app-error';
import { recordAgentEvent } from '../alerts/record-agent-event';
import type { DocumentStorage } from '../storage/document-storage';
import { toChatMessage } from './chat-message';
import { findVisitorConversation, lockConversation } from './conversation-access';
import type { ConversationDeps } from './conversation-deps';
import { flowContextFor } from './flow-context';
import { appendMessages } from './human-mode';
import { publishLiveEvents } from './live-events';

export const UNSUPPORTED_DOCUMENT = 'Please upload a PDF, JPEG, PNG or HEIC file.';
export const DOCUMENT_TOO_LARGE = 'Documents can be at most 10 MB.';

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks) make a name display as something
 * else, e.g. `invoice\u202Efdp.exe` shows as `invoiceexe.pdf`; a file name never needs them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

/** A name safe to show and store: no path, no control characters, a sane length. */
export function cleanFileName(name: string, extension: string) {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  const printable = [...lastSegment.replace(BIDI_CONTROLS, '')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('');
  const base = printable.trim().slice(0, 180);
  return base || `document.${extension}`;
}

/**
 * A visitor's document: its type is read from its bytes (never its name), its kind is the one
 * the visitor picked or inferred, the bytes go to storage first and the row, the assistant's
 * receipt and the agent's alert commit together. A failed commit removes the stored bytes.
 */
export async function uploadDocument(
  deps: ConversationDeps & { storage: DocumentStorage },
  input: {
    conversationId: string;
    visitorToken: string | undefined;
    fileName: string;
    bytes: Buffer;
    kind?: DocumentKindValue;
  },
): Promise<UploadDocumentResult> {
  const context = await findVisitorConversation(deps.db, input);
  if (input.bytes.length > MAX_DOCUMENT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_TOO_LARGE, 'file');
  const mimeType = detectDocumentType(input.bytes.subarray(0, 64));
  if (!mimeType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_DOCUMENT, 'file');

  const { conversation, settings } = context;
  const extension = EXTENSION_BY_MIME_TYPE[mimeType];
  const fileName = cleanFileName(input.fileName, extension);
  const kind = input.kind ?? inferDocumentKind(fileName, { mortgage: conversation.qualification?.mortgage });
  const documentId = randomUUID();
  const storageKey = `documents/${conversation.agentId}/${conversation.id}/${documentId}.${extension}`;
  await deps.storage.put(storageKey, input.bytes, mimeType);

  const now = deps.now?.() ?? new Date();
  const target = { agentId: conversation.agentId, conversationId: conversation.id };
  try {
    const result = await deps.db.transaction(async (tx) => {
      const locked = await lockConversation(tx, conversation.id);
      const [document] = await tx
        .insert(documents)
        .values({
          id: documentId,
          ...target,
          kind,
          fileName,
          mimeType,
          sizeBytes: input.bytes.length,
          sha256: createHash('sha256').update(input.bytes).digest('hex'),
          storageKey,
          createdAt: now,
        })
        .returning();
      await recordAgentEvent(tx, { type: 'document.received', ...target, documentId });
      const flowContext = flowContextFor(settings, now);
      const receipt = documentReceiptTurn(locked.qualification && readLeadFields(locked.qualification), readFlowState(locked.state), flowContext, {
        kindLabel: DOCUMENT_KIND_LABELS[kind].toLowerCase(),
        fileName,
      });
      // With the agent in charge the receipt is a notice, not the assistant speaking up.
      const isHuman = locked.mode === 'human';
      const appended = await appendMessages(
        tx,
        locked,
        [{ role: isHuman ? 'system' : 'assistant', text: isHuman ? `Document received: ${fileName}` : receipt.text }],
        { now, state: isHuman ? undefined : { ...receipt.state } },
      );
      return { document, reply: appended.rows[0], events: appended.events };
    });
    await publishLiveEvents(deps.events, target, [
      { type: 'document.received', ...target, documentId },
      ...result.events,
    ]);
    const { document } = result;
    return {
      document: {
        id: document.id,
        kind: document.kind,
        fileName: document.fileName,
        mimeType,
        sizeBytes: document.sizeBytes,
        createdAt: document.createdAt.toISOString(),
      },
      reply: toChatMessage(result.reply),
    };
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}
