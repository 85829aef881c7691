import type { Env } from '../../config/env';
import type { Executor } from '../../db/client';
import type { outboxMessages } from '../../db/schema';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

export interface DeliveryContext {
  env: Env;
  db: Executor;
  log: { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

/** Throws to retry later (with backoff); throws PermanentDeliveryError to give up at once. */
export type Deliverer = (message: OutboxMessage, ctx: DeliveryContext) => Promise<void>;

export class PermanentDeliveryError extends Error {
  name = 'PermanentDeliveryError';
}
