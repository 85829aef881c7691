import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { signalOutboxEnqueued } from './signal';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues an email in the durable outbox. Call it with the transaction that causes the email so
 * the two commit together; the outbox worker delivers it (SMTP or the dev outbox) with retries.
 */
export async function enqueueEmail(
  db: Executor,
  opts: { message: EmailMessage; topic: string; agentId?: string | null; idempotencyKey?: string },
) {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: 'email',
      agentId: opts.agentId ?? null,
      recipient: opts.message.to.toLowerCase(),
      topic: opts.topic,
      payload: { subject: opts.message.subject, text: opts.message.text, html: opts.message.html ?? null },
      idempotencyKey: opts.idempotencyKey ?? randomUUID(),
    })
    .returning({ id: outboxMessages.id });
  signalOutboxEnqueued();
  return row;
}
