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
  publish(channel: string, event: BusEvent): Promise<void>;
  subscribe(channel: string, handler: (event: BusEvent) => void): Unsubscribe;
  close(): Promise<void>;
}

export const channels = {
  agent: (agentId: string) => `agent:${agentId}`,
  conversation: (conversationId: string) => `conversation:${conversationId}`,
  /** Control messages about a person's sessions (ended ones close their streams), never sent to a browser. */
  sessions: (userId: string) => `sessions:${userId}`,
};

export function createEventBus(redisUrl?: string): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  if (!redisUrl) {
    return {
      async publish(channel, event) {
        local.emit(channel, event);
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
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { lazyConnect: false });
  const counts = new Map<string, number>();
  subscriber.on('message', (channel: string, message: string) => {
    try {
      local.emit(channel, JSON.parse(message));
    } catch {
      // A malformed message from another instance is dropped, never fatal.
    }
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
