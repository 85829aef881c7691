import { DEMO_RETENTION_HOURS } from '@leadwise/contracts';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents, appointments, conversations, documents, widgetEvents } from '../../db/schema';
import type { DocumentStorage } from '../storage/document-storage';

/** How often the sweep runs. */
export const DEMO_SWEEP_EVERY_MS = 10 * 60 * 1000;
/**
 * A demo conversation is deleted once this old. One sweep interval short of the promised
 * retention, so with the sweep's own delay nothing a visitor typed outlives it.
 */
export const DEMO_KEEP_MS = DEMO_RETENTION_HOURS * 60 * 60 * 1000 - DEMO_SWEEP_EVERY_MS;
const BATCH = 100;

/**
 * Deletes the demo agency's conversations older than DEMO_KEEP_MS with everything the visitor left
 * in them: messages, the lead and its history (cascades), appointment requests, uploaded files and
 * the widget's funnel events. Returns how many conversations went.
 */
export async function sweepDemoConversations({
  db,
  storage,
  now = new Date(),
}: {
  db: Database;
  storage?: DocumentStorage;
  now?: Date;
}) {
  const cutoff = new Date(now.getTime() - DEMO_KEEP_MS);
  const [demo] = await db.select({ id: agents.id }).from(agents).where(eq(agents.isDemo, true)).limit(1);
  if (!demo) return 0;
  const isExpired = and(eq(conversations.agentId, demo.id), lt(conversations.createdAt, cutoff));
  let swept = 0;
  for (;;) {
    const due = await db.select({ id: conversations.id }).from(conversations).where(isExpired).limit(BATCH);
    if (due.length === 0) break;
    const ids = due.map((row) => row.id);
    const files = await db.transaction(async (tx) => {
      const keys = await tx
        .select({ key: documents.storageKey })
        .from(documents)
        .where(and(eq(documents.agentId, demo.id), inArray(documents.conversationId, ids)));
      await tx
        .delete(appointments)
        .where(and(eq(appointments.agentId, demo.id), inArray(appointments.conversationId, ids)));
      await tx.delete(conversations).where(and(inArray(conversations.id, ids), isExpired));
      return keys;
    });
    // Files go once their rows are gone: a failed delete leaves an orphan file, never a dangling row.
    for (const { key } of files) await storage?.delete(key).catch(() => {});
    swept += ids.length;
    if (due.length < BATCH) break;
  }
  await db
    .delete(appointments)
    .where(and(eq(appointments.agentId, demo.id), lt(appointments.createdAt, cutoff)));
  await db.delete(widgetEvents).where(and(eq(widgetEvents.agentId, demo.id), lt(widgetEvents.createdAt, cutoff)));
  return swept;
}
