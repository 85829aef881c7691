import { ANALYTICS_RETENTION_DAYS } from '@leadwise/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  agencyMembers,
  agents,
  analyticsDaily,
  appointments,
  conversationMessages,
  conversations,
  documents,
  leads,
  notifications,
  outboxMessages,
  privacyExports,
  type RetentionCounts,
  retentionRuns,
  users,
} from '../../db/schema';
import type { DocumentStorage } from '../storage/document-storage';
import { drainFileDeletions, queueFileDeletions } from './file-deletions';
import { acquireLease, releaseLease, renewLease } from './job-lease';

const DAY_MS = 86_400_000;
export const RETENTION_LEASE = 'retention';
/** Long enough for a batch; a crashed holder's lease lapses after it and the next run resumes. */
export const RETENTION_LEASE_TTL_MS = 2 * 60_000;

export interface RetentionOptions {
  db: Database;
  storage: DocumentStorage;
  /** This instance's id for the lease. */
  holder: string;
  now?: Date;
  /** Conversations deleted per transaction: small, so a crash loses at most one uncommitted batch. */
  batchSize?: number;
  log?: { info(obj: object, msg: string): void };
  /** Called after each committed batch (tests stop a run here to resume it later). */
  afterBatch?: () => void | Promise<void>;
}

export interface RetentionReport {
  runId: string;
  removed: RetentionCounts;
}

type CountKey = keyof RetentionCounts;

function add(into: RetentionCounts, key: CountKey, n: number) {
  if (n > 0) into[key] = (into[key] ?? 0) + n;
}

/**
 * One retention run (privacy page: conversations kept up to the agency's period, analytics two
 * years, a deleted account's data gone after its 30 days). Only the lease holder runs; each
 * batch commits on its own with its counts, so a run stopped anywhere leaves nothing half done and
 * the next run finishes the rest. Returns null when another instance holds the lease.
 */
export async function runRetention(opts: RetentionOptions): Promise<RetentionReport | null> {
  const { db, storage, holder, now = new Date(), batchSize = 200 } = opts;
  const lease = { name: RETENTION_LEASE, holder, now, ttlMs: RETENTION_LEASE_TTL_MS };
  if (!(await acquireLease(db, lease))) return null;
  const keepLease = async () => {
    if (!(await renewLease(db, { ...lease, now: new Date(Math.max(now.getTime(), Date.now())) }))) {
      throw new Error('retention lease lost to another instance');
    }
  };
  try {
    const [run] = await db.insert(retentionRuns).values({ startedAt: now }).returning({ id: retentionRuns.id });
    const totals: RetentionCounts = {};
    // Files of an earlier run that stopped after its commit go first.
    add(totals, 'files', await drainFileDeletions({ db, storage }));

    const agencies = await db
      .select({ id: agents.id, retentionDays: agents.retentionDays })
      .from(agents)
      // The live demo agency has its own sweeper, a day at most.
      .where(and(isNull(agents.deletedAt), eq(agents.isDemo, false)))
      .orderBy(asc(agents.id));
    for (const agency of agencies) {
      const cutoff = new Date(now.getTime() - agency.retentionDays * DAY_MS);
      const agencyCounts: RetentionCounts = {};
      let agencyRunId: string | null = null;
      const record = async (tx: Executor, counts: RetentionCounts) => {
        for (const [key, n] of Object.entries(counts)) add(agencyCounts, key as CountKey, n);
        if (agencyRunId) {
          await tx.update(retentionRuns).set({ removed: agencyCounts }).where(eq(retentionRuns.id, agencyRunId));
        } else {
          const [row] = await tx
            .insert(retentionRuns)
            .values({ runId: run.id, agentId: agency.id, startedAt: now, finishedAt: now, removed: agencyCounts })
            .returning({ id: retentionRuns.id });
          agencyRunId = row.id;
        }
      };
      for (;;) {
        await keepLease();
        const counts = await db.transaction(async (tx) => {
          const batch = await deleteExpiredBatch(tx, { agentId: agency.id, cutoff, now, batchSize });
          if (batch) await record(tx, batch);
          return batch;
        });
        if (!counts) break;
        add(totals, 'files', await drainFileDeletions({ db, storage }));
        await opts.afterBatch?.();
      }
      // Alerts and bell notifications carry the same visitor details; they go after the same period.
      await db.transaction(async (tx) => {
        const alerts = await tx
          .delete(outboxMessages)
          .where(and(eq(outboxMessages.agentId, agency.id), ne(outboxMessages.status, 'pending'), lt(outboxMessages.createdAt, cutoff)))
          .returning({ id: outboxMessages.id });
        await tx.delete(notifications).where(and(eq(notifications.agentId, agency.id), lt(notifications.createdAt, cutoff)));
        if (alerts.length) await record(tx, { alerts: alerts.length });
      });
      for (const [key, n] of Object.entries(agencyCounts)) add(totals, key as CountKey, n);
    }

    add(totals, 'agencies', await purgeDeletedAgencies(db, now, keepLease));
    await db.transaction(async (tx) => {
      const expired = await tx
        .delete(privacyExports)
        .where(lte(privacyExports.expiresAt, now))
        .returning({ storageKey: privacyExports.storageKey });
      await queueFileDeletions(tx, expired.map((e) => e.storageKey));
    });
    const oldestDay = new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
    const analytics = await db.delete(analyticsDaily).where(lt(analyticsDaily.day, oldestDay)).returning({ day: analyticsDaily.day });
    add(totals, 'analyticsRows', analytics.length);
    add(totals, 'files', await drainFileDeletions({ db, storage }));

    await db.update(retentionRuns).set({ finishedAt: new Date(Math.max(now.getTime(), Date.now())), removed: totals }).where(eq(retentionRuns.id, run.id));
    opts.log?.info({ runId: run.id, removed: totals }, 'retention run finished');
    return { runId: run.id, removed: totals };
  } finally {
    await releaseLease(db, lease);
  }
}

/**
 * Deletes up to `batchSize` of the agency's conversations whose last activity is older than the
 * cutoff, with their messages, documents (files queued), leads, past appointments and
 * notifications. A conversation whose lead the agency keeps as a client stays, transcript and all.
 * Null when nothing is left. Rows are locked and skipped when locked, so each goes exactly once.
 */
async function deleteExpiredBatch(
  tx: Executor,
  { agentId, cutoff, now, batchSize }: { agentId: string; cutoff: Date; now: Date; batchSize: number },
): Promise<RetentionCounts | null> {
  const due = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.agentId, agentId),
        sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) < ${cutoff.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${leads} where ${leads.conversationId} = ${conversations.id} and ${leads.keptAt} is not null)`,
      ),
    )
    .limit(batchSize)
    .for('update', { skipLocked: true });
  if (due.length === 0) return null;
  const ids = due.map((d) => d.id);
  const docs = await tx
    .delete(documents)
    .where(and(eq(documents.agentId, agentId), inArray(documents.conversationId, ids)))
    .returning({ storageKey: documents.storageKey });
  await queueFileDeletions(tx, docs.map((d) => d.storageKey));
  const messages = await tx
    .delete(conversationMessages)
    .where(and(eq(conversationMessages.agentId, agentId), inArray(conversationMessages.conversationId, ids)))
    .returning({ id: conversationMessages.id });
  // A booked appointment still to come keeps its row (the link to the chat is cleared).
  const pastAppointments = await tx
    .delete(appointments)
    .where(and(eq(appointments.agentId, agentId), inArray(appointments.conversationId, ids), lt(appointments.endsAt, now)))
    .returning({ id: appointments.id });
  await tx.delete(notifications).where(and(eq(notifications.agentId, agentId), inArray(notifications.conversationId, ids)));
  const removedLeads = await tx
    .delete(leads)
    .where(and(eq(leads.agentId, agentId), inArray(leads.conversationId, ids)))
    .returning({ id: leads.id });
  const removed = await tx
    .delete(conversations)
    .where(and(eq(conversations.agentId, agentId), inArray(conversations.id, ids)))
    .returning({ id: conversations.id });
  const counts: RetentionCounts = {};
  add(counts, 'conversations', removed.length);
  add(counts, 'messages', messages.length);
  add(counts, 'documents', docs.length);
  add(counts, 'leads', removedLeads.length);
  add(counts, 'appointments', pastAppointments.length);
  return counts;
}

/**
 * Agencies deleted more than their reactivation window ago: every row goes (the agency row's
 * cascade) with its members' logins, and every stored file is queued first in the same
 * transaction. One agency per transaction.
 */
async function purgeDeletedAgencies(db: Database, now: Date, keepLease: () => Promise<void>) {
  const due = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(isNotNull(agents.deletedAt), lte(agents.purgeAfter, now)));
  let purged = 0;
  for (const agency of due) {
    await keepLease();
    purged += await db.transaction(async (tx) => {
      const [docs, exports, members] = await Promise.all([
        tx.select({ storageKey: documents.storageKey }).from(documents).where(eq(documents.agentId, agency.id)),
        tx.select({ storageKey: privacyExports.storageKey }).from(privacyExports).where(eq(privacyExports.agentId, agency.id)),
        tx.select({ userId: agencyMembers.userId }).from(agencyMembers).where(eq(agencyMembers.agentId, agency.id)),
      ]);
      await queueFileDeletions(tx, [...docs, ...exports].map((f) => f.storageKey));
      const gone = await tx
        .delete(agents)
        .where(and(eq(agents.id, agency.id), isNotNull(agents.deletedAt)))
        .returning({ id: agents.id, userId: agents.userId });
      if (gone.length === 0) return 0;
      const logins = [...new Set([gone[0].userId, ...members.map((m) => m.userId)])];
      await tx.delete(users).where(inArray(users.id, logins));
      return 1;
    });
  }
  return purged;
}
