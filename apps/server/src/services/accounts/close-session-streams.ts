import { type BusEvent, channels, type EventBus } from '../../lib/event-bus';

const SESSION_ENDED = 'session.ended';

export interface ErrorLog {
  error(obj: unknown, msg?: string): void;
}

/**
 * Ends a person's open live-event streams on every instance (through the event bus): one
 * session's on logout, all of them when `sessionId` is left out (password reset, a person removed
 * from the agency). Otherwise a stream goes on delivering visitors' messages until its lifetime
 * ends. Never throws: the session is already revoked in the database, so a bus failure is
 * reported, not turned into a failed logout.
 */
export async function closeSessionStreams(
  events: EventBus,
  target: { userId: string; sessionId?: string },
  log?: ErrorLog,
) {
  try {
    await events.publish(channels.sessions(target.userId), { type: SESSION_ENDED, sessionId: target.sessionId ?? null });
  } catch (error) {
    log?.error({ err: error }, 'could not close the live streams of ended sessions');
  }
}

/** Whether a message on the person's sessions channel ends the stream of session `sessionId`. */
export function endsSessionStream(event: BusEvent, sessionId: string) {
  return event.type === SESSION_ENDED && (event.sessionId === null || event.sessionId === sessionId);
}
