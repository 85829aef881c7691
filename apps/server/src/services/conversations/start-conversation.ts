import type { Listing } from '@leadwise/contracts/appointments';
import type { StartConversationResult } from '@leadwise/contracts/widget-public';
import { initialFlowState, intentFromPage } from '@leadwise/conversation';
import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordConversationStart } from '../billing/record-conversation-start';
import { toChatMessage } from './chat-message';
import { CHAT_UNAVAILABLE, conversationRowColumns } from './conversation-access';
import type { ConversationDeps } from './conversation-deps';
import { findWidget } from './get-public-widget-config';
import { appendMessages, conversationUpdatedEvent } from './human-mode';
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

  const { conversation, messages, greetingEvents } = await db.transaction(async (tx) => {
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
        createdAt: now,
        updatedAt: now,
      })
      .returning(conversationRowColumns);
    const greeted = await appendMessages(tx, created, [{ role: 'assistant', text: widget.settings.welcomeMessage }], {
      now,
    });
    // Counted last: the month's counter is one row per account, locked from this upsert until
    // commit, so every other conversation the account starts meanwhile waits only that long.
    const usage = await recordConversationStart(tx, { agentId: widget.agentId, now, billing });
    if (!usage.isOverLimit && !usage.holdsBackAlerts) {
      return { conversation: greeted.conversation, messages: greeted.rows, greetingEvents: greeted.events };
    }
    const [flagged] = await tx
      .update(conversations)
      .set({ overLimit: usage.isOverLimit, alertsHeldBack: usage.holdsBackAlerts })
      .where(eq(conversations.id, created.id))
      .returning(conversationRowColumns);
    return { conversation: flagged, messages: greeted.rows, greetingEvents: greeted.events };
  });

  await publishLiveEvents(events, { agentId: widget.agentId, conversationId: conversation.id }, [
    conversationUpdatedEvent(conversation),
    ...greetingEvents,
  ]);
  return {
    conversationId: conversation.id,
    visitorToken: token,
    status: conversation.status,
    mode: conversation.mode,
    messages: messages.map(toChatMessage),
  };
}
