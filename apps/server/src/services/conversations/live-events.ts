import type { LiveEvent } from '@leadwise/contracts/conversations';
import { channels, type EventBus } from '../../lib/event-bus';

/**
 * Sends events to the visitor's stream and the agent's dashboard stream. Called after the
 * transaction commits, so nobody sees a change that was rolled back; a bus failure is logged by
 * the caller's logger and never fails the request (the widget's polling catches up).
 */
export async function publishLiveEvents(
  events: EventBus,
  target: { agentId: string; conversationId: string },
  list: LiveEvent[],
  onError: (error: unknown) => void = () => {},
) {
  for (const event of list) {
    try {
      await events.publish(channels.conversation(target.conversationId), event);
      await events.publish(channels.agent(target.agentId), event);
    } catch (error) {
      onError(error);
    }
  }
}
