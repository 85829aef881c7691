import type { DemoLeadPreview } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { CONVERSATION_NOT_FOUND, findVisitorConversation } from '../conversations/conversation-access';
import { toExtractedData } from '../conversations-read/to-extracted-data';
import { isDemoAgent } from './is-demo-agent';

/**
 * The lead as the demo agency's dashboard would show it, for the visitor who is chatting: their
 * token opens only their own conversation, and only a demo widget's. Any real agency's
 * conversation answers 404, exactly like an unknown one, so this shows no real visitor's data.
 */
export async function getDemoLeadPreview(
  { db }: { db: Database },
  input: { conversationId: string; visitorToken: string | undefined },
): Promise<DemoLeadPreview> {
  const { conversation } = await findVisitorConversation(db, input);
  if (!(await isDemoAgent(db, conversation.agentId))) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.conversationId, conversation.id))
    .limit(1);
  return {
    conversationId: conversation.id,
    status: conversation.status,
    score: conversation.score,
    temperature: conversation.temperature,
    messageCount: conversation.messageCount,
    isLead: Boolean(lead),
    extracted: toExtractedData(conversation.qualification, {
      name: conversation.contactName,
      email: conversation.contactEmail,
      phone: conversation.contactPhone,
    }),
    updatedAt: conversation.updatedAt.toISOString(),
  };
}
