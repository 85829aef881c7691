import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { stripQueryParams } from '../../lib/logger-options';
import { RETRY_WINDOW_MS, retryDelayMs } from './retry-schedule';
import { type Deliverer, type DeliveryContext, type OutboxMessage, PermanentDeliveryError } from './types';

/** How long a claimed message stays reserved; a worker that dies mid-send frees it after this. */
export const OUTBOX_LEASE_MS = 2 * 60 * 1000;
const BATCH_SIZE = 10;
const MAX_ERROR_LENGTH = 1000;

export interface DrainOptions {
  ctx: DeliveryContext & { db: Executor };
  /** The deliverer for a channel; undefined is a retryable failure (a deliverer may ship later). */
  delivererFor(channel: OutboxMessage['channel']): Deliverer | undefined;
  now?: Date;
  random?: () => number;
}

/**
 * Delivers every message that is due now and returns how many it attempted. Safe to run on
 * several instances at once: rows are claimed with FOR UPDATE SKIP LOCKED and leased.
 */
export async function drainOutbox(opts: DrainOptions): Promise<number> {
  let attempted = 0;
  for (;;) {
    const now = opts.now ?? new Date();
    const batch = await claimDueMessages(opts.ctx.db, now);
    if (batch.length === 0) return attempted;
    await Promise.all(batch.map((message) => deliverOne(message, opts, now)));
    attempted += batch.length;
  }
}

async function claimDueMessages(db: Executor, now: Date) {
  // The database stamps a new row to the microsecond, a JavaScript Date only to the millisecond:
  // a message queued in the same millisecond as this drain (the drain right after the request that
  // queued it) would otherwise look due in the future and wait for the next poll.
  const dueBefore = new Date(now.getTime() + 1);
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, 'pending'),
        lt(outboxMessages.nextAttemptAt, dueBefore),
        or(isNull(outboxMessages.lockedUntil), lte(outboxMessages.lockedUntil, now)),
      ),
    )
    .orderBy(outboxMessages.nextAttemptAt)
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ lockedUntil: new Date(now.getTime() + OUTBOX_LEASE_MS), attempts: sql`${outboxMessages.attempts} + 1` })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

async function deliverOne(message: OutboxMessage, opts: DrainOptions, now: Date) {
  const { db, log } = opts.ctx;
  try {
    const deliver = opts.delivererFor(message.channel);
    if (!deliver) throw new Error(`No deliverer is configured for ${message.channel} messages`);
    await deliver(message, opts.ctx);
    await db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(eq(outboxMessages.id, message.id));
  } catch (error) {
    const lastError = describe(error);
    const retryAt = new Date(now.getTime() + retryDelayMs(message.attempts, opts.random));
    const givesUp =
      error instanceof PermanentDeliveryError || retryAt.getTime() > message.createdAt.getTime() + RETRY_WINDOW_MS;
    log.warn(
      {
        outboxId: message.id,
        channel: message.channel,
        topic: message.topic,
        attempts: message.attempts,
        err: lastError,
      },
      givesUp ? 'outbox message dead' : 'outbox delivery failed, will retry',
    );
    await db
      .update(outboxMessages)
      .set(
        givesUp
          ? { status: 'dead', lockedUntil: null, lastError }
          : { nextAttemptAt: retryAt, lockedUntil: null, lastError },
      )
      .where(eq(outboxMessages.id, message.id))
      // If even this write fails the lease runs out and the message is tried again.
      .catch((writeError) =>
        log.warn({ outboxId: message.id, err: describe(writeError) }, 'outbox status update failed'),
      );
  }
}

/** Stored on the row and logged (where the logger masks emails and tokens): never a failed query's parameters. */
function describe(error: unknown) {
  const text =
    error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  return stripQueryParams(text).slice(0, MAX_ERROR_LENGTH);
}
