import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type BusEvent = { type: string; [key: string]: unknown };
export type Unsubscribe = () => void;

/**
 * Live events for the dashboard and the widget (server-sent events). In one process an
 * EventEmitter is enough; with REDIS_URL every instance publishes through Redis pub/sub so a
 * visitor on one instance and the agent on another see each other.
 */
export interface EventBus {
  /** Several events for one channel go as one message, delivered to subscribers in order. */
  publish(channel: string, event: BusEvent | BusEvent[]): Promise<void>;
  subscribe(channel: string, handler: (event: BusEvent) => void): Unsubscribe;
  close(): Promise<void>;
}

export const channels = {
  agent: (agentId: string) => `agent:${agentId}`,
  conversation: (conversationId: string) => `conversation:${conversationId}`,
  /** Control messages about a person's sessions (ended ones close their streams), never sent to a browser. */
  sessions: (userId: string) => `sessions:${userId}`,
};

export function createEventBus(redisUrl?: string, onError: (error: Error) => void = () => {}): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (channel: string, event: BusEvent | BusEvent[]) => {
    for (const one of Array.isArray(event) ? event : [event]) local.emit(channel, one);
  };
  if (!redisUrl) {
    return {
      async publish(channel, event) {
        deliver(channel, event);
      },
      subscribe(channel, handler) {
        local.on(channel, handler);
        return () => local.off(channel, handler);
      },
      async close() {
        local.removeAllListeners();
      },
    };
  }
  // Publishes from concurrent requests in one tick leave in one socket write: under load each
  // visitor message publishes twice, and a write to Redis cost more CPU than building the command.
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3, enableAutoPipelining: true });
  const subscriber = new Redis(redisUrl, { lazyConnect: false });
  // ioredis reconnects by itself; an unhandled 'error' event (a write to a closing socket) would end the process.
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const counts = new Map<string, number>();
  subscriber.on('message', (channel: string, message: string) => {
    let parsed: BusEvent | BusEvent[];
    try {
      parsed = JSON.parse(message);
    } catch {
      // A malformed message from another instance is dropped, never fatal.
      return;
    }
    deliver(channel, parsed);
  });
  return {
    async publish(channel, event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(channel, handler) {
      local.on(channel, handler);
      const n = (counts.get(channel) ?? 0) + 1;
      counts.set(channel, n);
      if (n === 1) void subscriber.subscribe(channel).catch(() => {});
      return () => {
        local.off(channel, handler);
        const left = (counts.get(channel) ?? 1) - 1;
        if (left <= 0) {
          counts.delete(channel);
          void subscriber.unsubscribe(channel).catch(() => {});
        } else counts.set(channel, left);
      };
    },
    async close() {
      local.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
