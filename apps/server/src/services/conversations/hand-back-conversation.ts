import type { ConversationModeResult, LiveEvent } from '@leadwise/contracts/conversations';
import { readFlowState, readLeadFields, resumeTurn } from '@leadwise/conversation';
import { findAgentConversation, lockConversation } from './conversation-access';
import type { MemberScope } from '../team/member-scope';
import type { ConversationDeps } from './conversation-deps';
import { flowContextFor } from './flow-context';
import { appendMessages, conversationUpdatedEvent, leftNotice } from './human-mode';
import { publishLiveEvents } from './live-events';

/**
 * Gives the conversation back to the assistant, which picks the qualification up where it
 * stopped: the next unanswered question goes out straight away (nothing when all is known).
 */
export async function handBackConversation(
  deps: ConversationDeps,
  input: { member: MemberScope; conversationId: string },
): Promise<ConversationModeResult> {
  const { settings } = await findAgentConversation(deps.db, input);
  const now = deps.now?.() ?? new Date();
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, input.conversationId);
    if (locked.mode === 'assistant') return { conversation: locked, events: [] as LiveEvent[] };
    const context = flowContextFor(settings, now);
    const resume = locked.qualification
      ? resumeTurn(readLeadFields(locked.qualification), readFlowState(locked.state), context)
      : null;
    const appended = await appendMessages(
      tx,
      locked,
      [
        { role: 'system', text: leftNotice(settings.agentName) },
        ...(resume ? [{ role: 'assistant' as const, text: resume.text }] : []),
      ],
      { now, mode: 'assistant', state: resume ? { ...resume.state } : undefined },
    );
    const events: LiveEvent[] = [
      ...appended.events,
      { type: 'agent.left', conversationId: locked.id },
      conversationUpdatedEvent(appended.conversation),
    ];
    return { conversation: appended.conversation, events };
  });
  await publishLiveEvents(deps.events, { agentId: input.member.agentId, conversationId: input.conversationId }, result.events);
  return { conversationId: result.conversation.id, mode: result.conversation.mode, status: result.conversation.status };
}
