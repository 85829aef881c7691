import type { ConversationModeResult, LiveEvent } from '@leadwise/contracts/conversations';
import type { Executor } from '../../db/client';
import { type ConversationRow, findAgentConversation, lockConversation } from './conversation-access';
import type { MemberScope } from '../team/member-scope';
import type { ConversationDeps } from './conversation-deps';
import { appendMessages, conversationUpdatedEvent, joinedNotice } from './human-mode';
import { publishLiveEvents } from './live-events';

/**
 * Puts the agent in charge of a locked conversation: the assistant stops answering and the
 * visitor sees "{agentName} has joined the chat". A no-op when the agent is already in charge.
 */
export async function joinAsAgent(tx: Executor, conversation: ConversationRow, opts: { agentName: string; now: Date }) {
  if (conversation.mode === 'human') return { conversation, events: [] as LiveEvent[] };
  const appended = await appendMessages(tx, conversation, [{ role: 'system', text: joinedNotice(opts.agentName) }], {
    now: opts.now,
    mode: 'human',
  });
  const events: LiveEvent[] = [
    ...appended.events,
    { type: 'agent.joined', conversationId: conversation.id, agentName: opts.agentName },
    conversationUpdatedEvent(appended.conversation),
  ];
  return { conversation: appended.conversation, events };
}

export async function takeOverConversation(
  deps: ConversationDeps,
  input: { member: MemberScope; conversationId: string },
): Promise<ConversationModeResult> {
  const context = await findAgentConversation(deps.db, input);
  const now = deps.now?.() ?? new Date();
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, input.conversationId);
    return joinAsAgent(tx, locked, { agentName: context.settings.agentName, now });
  });
  await publishLiveEvents(deps.events, { agentId: input.member.agentId, conversationId: input.conversationId }, result.events);
  return { conversationId: result.conversation.id, mode: result.conversation.mode, status: result.conversation.status };
}
