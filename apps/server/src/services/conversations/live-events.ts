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
  if (list.length === 0) return;
  // One message per channel carries all of them: the visitor's message, the reply and the new
  // reading reach each stream together, in order, for two publishes instead of two per event.
  const sent = [
    events.publish(channels.conversation(target.conversationId), list),
    events.publish(channels.agent(target.agentId), list),
  ];
  for (const result of await Promise.allSettled(sent)) {
    if (result.status === 'rejected') onError(result.reason);
  }
}
