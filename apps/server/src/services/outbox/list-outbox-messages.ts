import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { readAttachments } from './enqueue-email';

const DEV_OUTBOX_LIMIT = 50;

/**
 * The dev outbox: emails and text messages queued for one recipient, newest first, whatever their
 * delivery state, so a developer (or an end-to-end test) can read a code the moment it is queued.
 */
export async function listOutboxMessages(db: Executor, opts: { recipient: string }) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, opts.recipient), inArray(outboxMessages.channel, ['email', 'sms'])))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(DEV_OUTBOX_LIMIT);
  return rows.map((row) => ({
    to: row.recipient,
    subject: typeof row.payload.subject === 'string' ? row.payload.subject : '',
    text: readText(row.payload),
    createdAt: row.createdAt.toISOString(),
    channel: row.channel,
    status: row.status,
    attachments: readAttachments(row.payload).map((a) => ({ filename: a.filename, contentType: a.contentType })),
  }));
}

function readText(payload: Record<string, unknown>) {
  const text = payload.text ?? payload.body;
  return typeof text === 'string' ? text : '';
}
