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
  // Every publish is started before any is awaited: the bus sends them in call order (one Redis
  // connection, or synchronous emits), so order holds and the request waits one round trip, not
  // one per event and channel.
  const sent = list.flatMap((event) => [
    events.publish(channels.conversation(target.conversationId), event),
    events.publish(channels.agent(target.agentId), event),
  ]);
  for (const result of await Promise.allSettled(sent)) {
    if (result.status === 'rejected') onError(result.reason);
  }
}
