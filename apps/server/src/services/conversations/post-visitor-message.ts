import type { LiveEvent } from '@leadwise/contracts/conversations';
import type { VisitorMessageResult } from '@leadwise/contracts/widget-public';
import {
  type AssistantTurn,
  nextTurn,
  readFlowState,
  hasContactDetails,
  readLeadQualification,
} from '@leadwise/conversation';
import { and, desc, eq, TransactionRollbackError } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema';
import { settleBooking } from '../appointments/settle-booking';
import { findOpenSlots } from '../appointments/slot-rules';
import { composeAssistantReply } from '../llm/compose-assistant-reply';
import { applyQualification, mirrorReading } from './apply-qualification';
import { insertMessage, nextMessageTime, readTranscript, toChatMessage } from './chat-message';
import {
  type ConversationContext,
  findVisitorConversation,
  findVisitorConversationWithTranscript,
  lockConversation,
  reopenedStatus,
} from './conversation-access';
import type { ConversationDeps } from './conversation-deps';
import { flowContextFor } from './flow-context';
import { publishLiveEvents } from './live-events';
import { storeVisitorTurn } from './store-visitor-turn';
import { qualifyTranscript, toQualifierTranscript } from './transcript';

type VisitorMessageInput = { conversationId: string; visitorToken: string | undefined; text: string };
type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

/**
 * Prepared writes that find the conversation changed (the same visitor sending from two tabs at
 * once) are prepared again from a fresh read this many times, then written under the row lock.
 */
const MAX_PREPARED_ATTEMPTS = 3;

/**
 * A visitor message: stored, read by the engine with the whole transcript (extracted data,
 * score, temperature, lead) and, unless the agent has taken over, answered.
 *
 * With the rule engine alone, the answer is worked out before any transaction from what is
 * already stored, then the message, the answer and the new reading are written in one short
 * transaction that checks nothing changed meanwhile: no lock is held while the application
 * works, and concurrent conversations never wait on each other. A language model may take
 * seconds, so with one the message is stored first and answered in a second transaction.
 */
export async function postVisitorMessage(
  deps: ConversationDeps,
  input: VisitorMessageInput,
): Promise<VisitorMessageResult> {
  if (!deps.llm) {
    for (let attempt = 0; attempt < MAX_PREPARED_ATTEMPTS; attempt++) {
      const result = await postInOneTransaction(deps, input);
      if (result) return result;
    }
  }
  return postThenAnswer(deps, input);
}

function liveEventErrorLogger(deps: ConversationDeps) {
  return (error: unknown) => deps.log?.warn({ err: error }, 'live event publish failed');
}

/** The engine's reading and, in assistant mode, its answer, for the transcript ending in `visitorText`. */
async function composeTurn(
  deps: ConversationDeps,
  conversationContext: ConversationContext,
  transcript: Array<Pick<MessageRow, 'role' | 'text'>>,
  visitorText: string,
  now: Date,
) {
  const { conversation, settings } = conversationContext;
  const state = readFlowState(conversation.state);
  const rules = qualifyTranscript(transcript, {
    now,
    timeZone: conversationContext.agentTimeZone,
    areas: settings.areas,
    pageIntent: state.pageIntent,
    previous: readLeadQualification(conversation.qualification),
    onError: (error) => deps.log?.error({ err: error }, 'qualification engine failed; kept the last reading'),
  });
  if (conversation.mode !== 'assistant') return { qualification: rules, turn: null, context: null };
  const previous = readLeadQualification(conversation.qualification);
  const context = flowContextFor(settings, now);
  const timeZone = conversationContext.agentTimeZone;
  // Slots are looked up only on the message where the engine is about to offer them.
  const planned = nextTurn({ previous, current: rules, state, visitorText, context, timeZone });
  const { needsSlots } = planned;
  const slots = needsSlots
    ? {
        timeZone,
        free: (
          await findOpenSlots(deps.db, {
            agentId: conversation.agentId,
            branchId: conversation.branchId,
            kind: needsSlots,
            now,
          })
        ).free,
      }
    : undefined;
  const composed = await composeAssistantReply(
    {
      llm: deps.llm ?? null,
      onModelError: (error) => deps.log?.warn({ err: error }, 'language model failed; the rule engine answered'),
    },
    {
      previous,
      rules,
      state,
      visitorText,
      context,
      transcript: toQualifierTranscript(transcript),
      agentAreas: settings.areas,
      slots,
      timeZone,
      // Planned above from the same inputs; with slots looked up it is planned again with them.
      ruleTurn: slots ? undefined : planned,
    },
  );
  return { qualification: composed.qualification, turn: composed.turn, context };
}

/** A picked slot is booked in the reply's transaction; a slot just taken turns the reply into a fresh offer. */
function settleTurn(
  tx: Executor,
  deps: ConversationDeps,
  conversation: ConversationContext['conversation'],
  composed: Awaited<ReturnType<typeof composeTurn>>,
  now: Date,
  timeZone: string,
): Promise<AssistantTurn | null> {
  const { turn, context } = composed;
  if (!turn?.booking || !context) return Promise.resolve(turn);
  return settleBooking(tx, { conversation, qualification: composed.qualification, turn, now, timeZone, context });
}

function consentOf(turn: Awaited<ReturnType<typeof composeTurn>>['turn'], now: Date) {
  return turn?.consent?.given ? { wording: turn.consent.wording, givenAt: now.toISOString() } : null;
}

/** The rule engine's path: null when the conversation changed after it was read (nothing written). */
async function postInOneTransaction(
  deps: ConversationDeps,
  input: VisitorMessageInput,
): Promise<VisitorMessageResult | null> {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());
  const { context, transcript } = await findVisitorConversationWithTranscript(db, input);
  const { conversation } = context;
  const target = { agentId: conversation.agentId, conversationId: conversation.id };
  const now = clock();
  const visitorAt = nextMessageTime(now, conversation.lastMessageAt);
  const composed = await composeTurn(
    deps,
    context,
    [...transcript, { role: 'visitor', text: input.text }],
    input.text,
    now,
  );
  const { qualification } = composed;
  const replyAt = composed.turn ? nextMessageTime(clock(), visitorAt) : null;

  // A booking or a lead writes more than the conversation and its messages: only then is a
  // transaction needed; the common message is one statement.
  const needsTransaction = Boolean(composed.turn?.booking) || hasContactDetails(qualification);
  const store = async (executor: Executor) => {
    const turn = await settleTurn(executor, deps, conversation, composed, now, context.agentTimeZone);
    const stored = await storeVisitorTurn(executor, {
      conversation,
      qualification,
      consent: consentOf(turn, now),
      state: turn ? { ...turn.state } : undefined,
      now,
      visitor: { text: input.text, createdAt: visitorAt },
      reply: turn && replyAt ? { text: turn.text, createdAt: replyAt } : null,
    });
    if (!stored) {
      // Undo anything booked for the stale read: the caller prepares again from a fresh one.
      if (turn?.booking) throw new TransactionRollbackError();
      return null;
    }
    return { ...stored, events: await mirrorReading(executor, stored.conversation, qualification, now) };
  };
  const outcome = await (needsTransaction ? db.transaction(store) : store(db)).catch((error: unknown) => {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  });
  if (!outcome) return null;

  const events: LiveEvent[] = [{ type: 'message', ...target, message: toChatMessage(outcome.visitorMessage) }];
  if (outcome.reply) events.push({ type: 'message', ...target, message: toChatMessage(outcome.reply) });
  await publishLiveEvents(deps.events, target, [...events, ...outcome.events], liveEventErrorLogger(deps));
  return {
    message: toChatMessage(outcome.visitorMessage),
    reply: outcome.reply ? toChatMessage(outcome.reply) : null,
    status: outcome.conversation.status,
    mode: outcome.conversation.mode,
  };
}

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
 * The message is stored at once; the reply is composed outside any transaction (a model may take
 * seconds) and written only if no newer visitor message arrived meanwhile: that newer one gets a
 * single answer to both.
 */
async function postThenAnswer(deps: ConversationDeps, input: VisitorMessageInput): Promise<VisitorMessageResult> {
  const { db, events } = deps;
  const clock = deps.now ?? (() => new Date());
  const context = await findVisitorConversation(db, input);
  const target = { agentId: context.conversation.agentId, conversationId: context.conversation.id };
  const onBusError = liveEventErrorLogger(deps);

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
  const transcript = await readTranscript(db, input.conversationId);
  const composed = await composeTurn(deps, context, transcript, input.text, now);

  const outcome = await db.transaction(async (tx) => {
    const locked = await lockConversation(tx, input.conversationId);
    if ((await latestVisitorMessageId(tx, locked.id)) !== visitorMessage.id) return null;
    // The agent may have taken over while the reply was being composed: then nobody but the agent answers.
    const turn =
      locked.mode === 'assistant' ? await settleTurn(tx, deps, locked, composed, now, context.agentTimeZone) : null;
    const reply = turn
      ? await insertMessage(tx, {
          ...target,
          role: 'assistant',
          text: turn.text,
          createdAt: nextMessageTime(clock(), visitorMessage.createdAt),
        })
      : null;
    const applied = await applyQualification(tx, {
      conversation: locked,
      qualification: composed.qualification,
      consent: consentOf(turn, now),
      state: turn ? { ...turn.state } : undefined,
      now,
      messages: reply
        ? { lastMessage: reply.text, lastMessageAt: reply.createdAt, messageCount: locked.messageCount + 1 }
        : undefined,
    });
    const liveEvents: LiveEvent[] = reply ? [{ type: 'message', ...target, message: toChatMessage(reply) }] : [];
    return { reply, conversation: applied!.conversation, events: [...liveEvents, ...applied!.events] };
  });
  if (outcome) await publishLiveEvents(events, target, outcome.events, onBusError);

  return {
    message: toChatMessage(visitorMessage),
    reply: outcome?.reply ? toChatMessage(outcome.reply) : null,
    status: outcome?.conversation.status ?? reopenedStatus(context.conversation),
    mode: outcome?.conversation.mode ?? context.conversation.mode,
  };
}
