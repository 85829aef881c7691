import type { AgentMessageResult } from '@leadwise/contracts/conversations';
import { toChatMessage } from './chat-message';
import { findAgentConversation, lockConversation } from './conversation-access';
import type { MemberScope } from '../team/member-scope';
import type { ConversationDeps } from './conversation-deps';
import { appendMessages } from './human-mode';
import { publishLiveEvents } from './live-events';
import { joinAsAgent } from './take-over-conversation';

/** The agent writes to the visitor; writing takes the conversation over if the assistant had it. */
export async function postAgentMessage(
  deps: ConversationDeps,
  input: { member: MemberScope; conversationId: string; text: string },
): Promise<AgentMessageResult> {
  const { settings } = await findAgentConversation(deps.db, input);
  const now = deps.now?.() ?? new Date();
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, input.conversationId);
    const joined = await joinAsAgent(tx, locked, { agentName: settings.agentName, now });
    const appended = await appendMessages(tx, joined.conversation, [{ role: 'agent', text: input.text }], { now });
    return {
      message: appended.rows[0],
      mode: appended.conversation.mode,
      events: [...joined.events, ...appended.events],
    };
  });
  await publishLiveEvents(deps.events, { agentId: input.member.agentId, conversationId: input.conversationId }, result.events);
  return { message: toChatMessage(result.message), mode: result.mode };
}
