import type { Listing } from '@leadwise/contracts/appointments';
import type { StartConversationResult } from '@leadwise/contracts/widget-public';
import { initialFlowState, intentFromPage } from '@leadwise/conversation';
import { AppError } from '../../lib/app-error';
import {
  countConversationStart,
  enqueueUsageWarnings,
  uncountConversationStart,
} from '../billing/count-conversation-start';
import { toChatMessage } from './chat-message';
import { CHAT_UNAVAILABLE } from './conversation-access';
import type { ConversationDeps } from './conversation-deps';
import { findWidget } from './get-public-widget-config';
import { conversationUpdatedEvent } from './human-mode';
import { insertConversation } from './insert-conversation';
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
  const values = {
    widgetId,
    agentId: widget.agentId,
    // The widget's branch, if it has one: its leads are that branch's.
    branchId: widget.branchId,
    visitorTokenHash: hash,
    pageUrl: pageUrl || null,
    listing,
    state: { ...initialFlowState(), pageIntent: intentFromPage({ url: pageUrl, title: pageTitle, listing }) },
    welcome,
    overLimit: counted.isOverLimit,
    alertsHeldBack: counted.holdsBackAlerts,
    now,
  };
  // A usage warning goes out with the conversation that crossed the mark, so only then does the
  // start need a transaction; otherwise it is the one statement.
  const { conversation, greeting } = await (counted.warnings.length > 0
    ? db.transaction(async (tx) => {
        const created = await insertConversation(tx, values);
        await enqueueUsageWarnings(tx, counted);
        return created;
      })
    : insertConversation(db, values)
  ).catch(async (error: unknown) => {
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
