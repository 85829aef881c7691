import type { Executor } from '../../db/client';
import { type OutboxChannel, outboxMessages } from '../../db/schema';
import { signalOutboxEnqueued } from '../outbox/signal';

/** Queues an SMS or webhook in the durable outbox, in the caller's transaction (emails: enqueueEmail). */
export async function enqueueOutboxMessage(
  tx: Executor,
  message: {
    channel: Exclude<OutboxChannel, 'email'>;
    agentId: string;
    recipient: string;
    topic: string;
    payload: Record<string, unknown>;
    idempotencyKey: string;
  },
) {
  const [row] = await tx.insert(outboxMessages).values(message).returning();
  signalOutboxEnqueued();
  return row;
}
