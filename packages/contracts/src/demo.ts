import { z } from 'zod';
import { CONVERSATION_STATUSES } from './conversations';
import { extractedDataSchema, temperatureSchema } from './dashboard';

/**
 * The landing page's live demo: one demo agency with one widget, seeded at every server start
 * under these fixed ids, so the landing page knows which widget to load without asking.
 */
export const DEMO_WIDGET_ID = 'd7440974-ece3-4789-8909-96eb9a413d8e';

/** What the demo visitor types is deleted within this long (the landing page says so). */
export const DEMO_RETENTION_HOURS = 24;

/**
 * "What the agent sees" beside the demo chat: the lead as it forms, refreshed after each message.
 * Only a demo widget's conversation answers, and only to its own visitor token.
 */
export const demoLeadPreviewSchema = z.object({
  conversationId: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  score: z.number().int(),
  temperature: temperatureSchema,
  messageCount: z.number().int(),
  /** A lead row exists: the agent would see it in Leads and be alerted by its temperature. */
  isLead: z.boolean(),
  extracted: extractedDataSchema,
  updatedAt: z.string(),
});
export type DemoLeadPreview = z.infer<typeof demoLeadPreviewSchema>;
