import type { LiveEvent } from '@leadwise/contracts/conversations';
import type { VisitorMessageResult } from '@leadwise/contracts/widget-public';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema';
import { readFlowState, readLeadQualification } from '@leadwise/conversation';
import { composeAssistantReply } from '../llm/compose-assistant-reply';
import { applyQualification } from './apply-qualification';
import { insertMessage, listMessages, nextMessageTime, toChatMessage } from './chat-message';
import { findVisitorConversation, lockConversation, reopenedStatus } from './conversation-access';
import type { ConversationDeps } from './conversation-deps';
import { flowContextFor } from './flow-context';
import { publishLiveEvents } from './live-events';
import { qualifyTranscript, toQualifierTranscript } from './transcript';

async function latestVisitorMessageId(tx: Executor, conversationId: string) {
  const [row] = await tx
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.role, 'visitor')))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(1);
  return row?.id;
}

/**
 * A visitor message: stored, then the engine re-reads the whole transcript (extracted data,
 * score, temperature, lead), then, unless the agent has taken over, the assistant answers. The
 * reply is composed outside any transaction (a model may take seconds) and written only if no
 * newer visitor message arrived meanwhile: that newer one gets a single answer to both.
 */
export async function postVisitorMessage(
  deps: ConversationDeps,
  input: { conversationId: string; visitorToken: string | undefined; text: string },
): Promise<VisitorMessageResult> {
  const { db, events } = deps;
  const clock = deps.now ?? (() => new Date());
  const context = await findVisitorConversation(db, input);
  const { settings } = context;
  const target = { agentId: context.conversation.agentId, conversationId: context.conversation.id };
  const onBusError = (error: unknown) => deps.log?.warn({ err: error }, 'live event publish failed');

  const visitorMessage = await db.transaction(async (tx) => {
    const locked = await lockConversation(tx, input.conversationId);
    const row = await insertMessage(tx, {
      ...target,
      role: 'visitor',
      text: input.text,
      createdAt: nextMessageTime(clock(), locked.lastMessageAt),
    });
    await tx
      .update(conversations)
      .set({
        lastMessage: row.text,
        lastMessageAt: row.createdAt,
        messageCount: locked.messageCount + 1,
        status: reopenedStatus(locked),
        closedAt: null,
        updatedAt: row.createdAt,
      })
      .where(eq(conversations.id, locked.id));
    return row;
  });
  await publishLiveEvents(
    events,
    target,
    [{ type: 'message', ...target, message: toChatMessage(visitorMessage) }],
    onBusError,
  );

  const now = clock();
  const transcript = await listMessages(db, input.conversationId);
  const areas = settings.areas;
  const rules = qualifyTranscript(transcript, {
    now,
    timeZone: context.agentTimeZone,
    areas,
    previous: readLeadQualification(context.conversation.qualification),
    onError: (error) => deps.log?.error({ err: error }, 'qualification engine failed; kept the last reading'),
  });
  const isAssistantMode = context.conversation.mode === 'assistant';
  const composed = isAssistantMode
    ? await composeAssistantReply(
        {
          llm: deps.llm ?? null,
          onModelError: (error) => deps.log?.warn({ err: error }, 'language model failed; the rule engine answered'),
        },
        {
          previous: readLeadQualification(context.conversation.qualification),
          rules,
          state: readFlowState(context.conversation.state),
          visitorText: input.text,
          context: flowContextFor(settings, now),
          transcript: toQualifierTranscript(transcript),
          agentAreas: areas,
        },
      )
    : null;

  const outcome = await db.transaction(async (tx) => {
    const locked = await lockConversation(tx, input.conversationId);
    if ((await latestVisitorMessageId(tx, locked.id)) !== visitorMessage.id) return null;
    const qualification = composed?.qualification ?? rules;
    // The agent may have taken over while the reply was being composed: then nobody but the agent answers.
    const turn = composed && locked.mode === 'assistant' ? composed.turn : null;
    const consent = turn?.consent?.given ? { wording: turn.consent.wording, givenAt: now.toISOString() } : null;
    const applied = await applyQualification(tx, {
      conversation: locked,
      qualification,
      consent,
      state: turn ? { ...turn.state } : undefined,
      now,
    });
    const liveEvents: LiveEvent[] = [];
    let reply = null;
    if (turn) {
      reply = await insertMessage(tx, {
        ...target,
        role: 'assistant',
        text: turn.text,
        createdAt: nextMessageTime(clock(), visitorMessage.createdAt),
      });
      await tx
        .update(conversations)
        .set({ lastMessage: reply.text, lastMessageAt: reply.createdAt, messageCount: locked.messageCount + 1 })
        .where(eq(conversations.id, locked.id));
      liveEvents.push({ type: 'message', ...target, message: toChatMessage(reply) });
    }
    return { reply, conversation: applied.conversation, events: [...liveEvents, ...applied.events] };
  });
  if (outcome) await publishLiveEvents(events, target, outcome.events, onBusError);

  return {
    message: toChatMessage(visitorMessage),
    reply: outcome?.reply ? toChatMessage(outcome.reply) : null,
    status: outcome?.conversation.status ?? reopenedStatus(context.conversation),
    mode: outcome?.conversation.mode ?? context.conversation.mode,
  };
}
