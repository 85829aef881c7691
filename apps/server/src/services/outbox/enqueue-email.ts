import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { signalOutboxEnqueued } from './signal';

/** A file sent with an email; text content only (calendar invites), stored in the outbox row. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
}

/** The attachments an outbox row holds (none when missing or malformed). */
export function readAttachments(payload: Record<string, unknown>): EmailAttachment[] {
  const list = payload.attachments;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (a): a is EmailAttachment =>
      typeof a?.filename === 'string' && typeof a?.contentType === 'string' && typeof a?.content === 'string',
  );
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
      payload: {
        subject: opts.message.subject,
        text: opts.message.text,
        html: opts.message.html ?? null,
        ...(opts.message.attachments?.length ? { attachments: opts.message.attachments } : {}),
      },
      idempotencyKey: opts.idempotencyKey ?? randomUUID(),
    })
    .returning({ id: outboxMessages.id });
  signalOutboxEnqueued();
  return row;
}
