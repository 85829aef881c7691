import { z } from 'zod';
import { singleLineTextSchema, uuidSchema } from './common';
import {
  CONVERSATION_MODES,
  CONVERSATION_STATUSES,
  chatMessageSchema,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
} from './conversations';
import { isSameSite, listingInputSchema } from './listing';

/**
 * The public widget API: no agent login. A visitor proves which conversation is theirs with the
 * token returned at creation, sent in this header (never in a URL, where it would reach logs).
 */
export const VISITOR_TOKEN_HEADER = 'x-visitor-token';

/** 10 MB: a phone photo of a passport or a scanned AIP fits, a video does not. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as const;

export const widgetParamsSchema = z.object({ widgetId: uuidSchema });

export const MAX_PAGE_TITLE_LENGTH = 300;

export const startConversationInputSchema = z
  .object({
    /** The page the visitor was on, for the agent's context. */
    pageUrl: z.string().trim().max(2048, 'pageUrl must be at most 2048 characters').optional(),
    /** The page's title: with the URL, it can say what the visitor wants ("Book a valuation"). */
    pageTitle: singleLineTextSchema('pageTitle', MAX_PAGE_TITLE_LENGTH).optional(),
    /** The property the page shows, from the host page's context or its structured data. */
    listing: listingInputSchema.optional(),
  })
  .superRefine((input, ctx) => {
    const url = input.listing?.url;
    if (url && !(input.pageUrl && isSameSite(url, input.pageUrl))) {
      ctx.addIssue({
        code: 'custom',
        path: ['listing', 'url'],
        message: 'listing.url must be on the same site as the page (pageUrl)',
      });
    }
  });
export type StartConversationInput = z.infer<typeof startConversationInputSchema>;

const conversationStateFields = {
  status: z.enum(CONVERSATION_STATUSES),
  mode: z.enum(CONVERSATION_MODES),
};

/** A visitor's view of their conversation: the transcript and whether a person is answering. */
export const visitorConversationSchema = z.object({
  conversationId: z.string(),
  ...conversationStateFields,
  messages: z.array(chatMessageSchema),
});
export type VisitorConversation = z.infer<typeof visitorConversationSchema>;

export const startConversationResultSchema = visitorConversationSchema.extend({ visitorToken: z.string() });
export type StartConversationResult = z.infer<typeof startConversationResultSchema>;

/** The visitor's stored message and the assistant's reply (null while the agent has taken over). */
export const visitorMessageResultSchema = z.object({
  message: chatMessageSchema,
  reply: chatMessageSchema.nullable(),
  ...conversationStateFields,
});
export type VisitorMessageResult = z.infer<typeof visitorMessageResultSchema>;

/** Resume and polling: messages after the last one the widget has (all of them without `after`). */
export const messagesQuerySchema = z.object({ after: uuidSchema.optional() });
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const widgetEventInputSchema = z.object({
  type: z.literal('opened', { error: 'type must be "opened"' }),
});

export const documentKindSchema = z.enum(DOCUMENT_KINDS, {
  error: `kind must be one of ${DOCUMENT_KINDS.map((k) => DOCUMENT_KIND_LABELS[k]).join(', ')}`,
});

export const uploadedDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  mimeType: z.enum(DOCUMENT_MIME_TYPES),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

export const uploadDocumentResultSchema = z.object({
  document: uploadedDocumentSchema,
  reply: chatMessageSchema,
});
export type UploadDocumentResult = z.infer<typeof uploadDocumentResultSchema>;
