import type { Listing } from '@leadwise/contracts/appointments';
import type { StartConversationResult } from '@leadwise/contracts/widget-public';
import { initialFlowState, intentFromPage } from '@leadwise/conversation';
import { conversations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  countConversationStart,
  enqueueUsageWarnings,
  uncountConversationStart,
} from '../billing/count-conversation-start';
import { insertMessage, toChatMessage } from './chat-message';
import { CHAT_UNAVAILABLE, conversationRowColumns } from './conversation-access';
import type { ConversationDeps } from './conversation-deps';
import { findWidget } from './get-public-widget-config';
import { conversationUpdatedEvent } from './human-mode';
import { publishLiveEvents } from './live-events';
import { createVisitorToken } from './visitor-token';

/**
 * Opens a conversation on the visitor's first message: the welcome message is its first message
 * (outside office hours the widget shows the offline message above it). The visitor token is
 * returned once and only its hash is kept. The page (its address, title and listing) may already
 * say what the visitor wants: that intent is kept for the engine until the visitor says theirs.
 */
export async function startConversation(
  { db, events, now: clock, billing }: ConversationDeps,
  {
    widgetId,
    pageUrl,
    pageTitle,
    listing = null,
  }: { widgetId: string; pageUrl?: string; pageTitle?: string; listing?: Listing | null },
): Promise<StartConversationResult> {
  const now = clock?.() ?? new Date();
  const widget = await findWidget(db, widgetId);
  if (!widget.isActive) throw new AppError('FORBIDDEN', CHAT_UNAVAILABLE);
  const { token, hash } = createVisitorToken();

  const welcome = widget.settings.welcomeMessage;
  const counted = await countConversationStart(db, { agentId: widget.agentId, now, billing });
  const { conversation, greeting } = await db
    .transaction(async (tx) => {
      // The welcome message is the conversation's first: written with the row, not by a second update.
      const [created] = await tx
        .insert(conversations)
        .values({
          widgetId,
          agentId: widget.agentId,
          // The widget's branch, if it has one: its leads are that branch's.
          branchId: widget.branchId,
          visitorTokenHash: hash,
          pageUrl: pageUrl || null,
          listing,
          state: { ...initialFlowState(), pageIntent: intentFromPage({ url: pageUrl, title: pageTitle, listing }) },
          lastMessage: welcome,
          lastMessageAt: now,
          messageCount: 1,
          overLimit: counted.isOverLimit,
          alertsHeldBack: counted.holdsBackAlerts,
          createdAt: now,
          updatedAt: now,
        })
        .returning(conversationRowColumns);
      const greeting = await insertMessage(tx, {
        agentId: widget.agentId,
        conversationId: created.id,
        role: 'assistant',
        text: welcome,
        createdAt: now,
      });
      await enqueueUsageWarnings(tx, counted);
      return { conversation: created, greeting };
    })
    .catch(async (error: unknown) => {
      await uncountConversationStart(db, counted).catch(() => {});
      throw error;
    });

  const target = { agentId: widget.agentId, conversationId: conversation.id };
  await publishLiveEvents(events, target, [
    conversationUpdatedEvent(conversation),
    { type: 'message', ...target, message: toChatMessage(greeting) },
  ]);
  return {
    conversationId: conversation.id,
    visitorToken: token,
    status: conversation.status,
    mode: conversation.mode,
    messages: [toChatMessage(greeting)],
  };
}
