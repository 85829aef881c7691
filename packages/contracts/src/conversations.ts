import { z } from 'zod';

export const MESSAGE_ROLES = ['visitor', 'assistant', 'agent', 'system'] as const;
export const CONVERSATION_STATUSES = ['active', 'qualified', 'closed'] as const;
export const CONVERSATION_MODES = ['assistant', 'human'] as const;
export const TEMPERATURES = ['hot', 'warm', 'cold'] as const;
export const LEAD_STATUSES = ['new', 'contacted', 'viewing_booked', 'offer', 'won', 'lost'] as const;
export const DOCUMENT_KINDS = ['mortgage_certificate', 'proof_of_funds', 'id', 'other'] as const;

export type ConversationStatusValue = (typeof CONVERSATION_STATUSES)[number];
export type ConversationModeValue = (typeof CONVERSATION_MODES)[number];
export type DocumentKindValue = (typeof DOCUMENT_KINDS)[number];

/** How the dashboard and the widget name each document kind. */
export const DOCUMENT_KIND_LABELS: Record<DocumentKindValue, string> = {
  mortgage_certificate: 'Mortgage certificate / AIP',
  proof_of_funds: 'Proof of funds',
  id: 'ID',
  other: 'Other',
};

/** Long enough for a paragraph about a property search, short enough to keep abuse cheap. */
export const MAX_MESSAGE_LENGTH = 2000;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(MESSAGE_ROLES),
  /** Plain text: rendered as text everywhere, never as HTML. */
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What a visitor or an agent types into a conversation. */
export const postMessageInputSchema = z.object({
  text: z
    .string({ error: 'Please type a message' })
    .trim()
    .min(1, 'Please type a message')
    .max(MAX_MESSAGE_LENGTH, `Messages can be at most ${MAX_MESSAGE_LENGTH} characters`),
});
export type PostMessageInput = z.infer<typeof postMessageInputSchema>;

/** The agent's answer to `POST /api/conversations/:id/messages` (bearer). */
export const agentMessageResultSchema = z.object({
  message: chatMessageSchema,
  mode: z.enum(CONVERSATION_MODES),
});
export type AgentMessageResult = z.infer<typeof agentMessageResultSchema>;

/** The answer to takeover and handback. */
export const conversationModeResultSchema = z.object({
  conversationId: z.string(),
  mode: z.enum(CONVERSATION_MODES),
  status: z.enum(CONVERSATION_STATUSES),
});
export type ConversationModeResult = z.infer<typeof conversationModeResultSchema>;

/**
 * What the live streams (server-sent events) carry, for the visitor's widget and the agent's
 * dashboard alike.
 */
export type LiveEvent =
  | { type: 'message'; conversationId: string; message: ChatMessage }
  | {
      type: 'conversation.updated';
      conversationId: string;
      status: (typeof CONVERSATION_STATUSES)[number];
      mode: 'assistant' | 'human';
      score: number;
      temperature: (typeof TEMPERATURES)[number];
    }
  | { type: 'lead.updated'; conversationId: string; leadId: string }
  | { type: 'document.received'; conversationId: string; documentId: string }
  | { type: 'agent.joined'; conversationId: string; agentName: string }
  | { type: 'agent.left'; conversationId: string };
