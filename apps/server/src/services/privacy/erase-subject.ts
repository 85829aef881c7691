import { type ErasureCounts, type ErasureResult, ERASURE_COUNT_LABELS, type PrivacySubject } from '@leadwise/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  agents,
  appointments,
  conversationMessages,
  conversations,
  documents,
  leads,
  notifications,
  outboxMessages,
  privacyExports,
} from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { drainFileDeletions, queueFileDeletions } from '../retention/file-deletions';
import type { PrivacyRequestContext } from './create-export';
import { maskSubject } from './parse-subject';
import { findScopeIds } from './subject-scope';

/** What an erased alert keeps: that it was sent, not what it said. */
const ERASED_BODY = { erased: true };
const CANCELLED = 'Cancelled: the recipient’s data was erased';

/**
 * Erases one visitor from the agency: their conversations with messages and documents (files
 * too), leads, appointments and in-app notifications are deleted; unsent alerts to or about them
 * are cancelled and sent ones (emails, SMS, webhook log entries) lose their body. One transaction,
 * so a failure erases nothing; the files follow once it commits.
 */
export async function eraseSubject(ctx: PrivacyRequestContext, subject: PrivacySubject): Promise<ErasureResult> {
  const { db, storage, agentId, now = new Date() } = ctx;
  const counts = await db.transaction(async (tx) => {
    const scope = await findScopeIds(tx, agentId, { kind: 'subject', subject });
    const { conversationIds, leadIds, documentIds, appointmentIds, outboxIds } = scope;
    const removed: ErasureCounts = Object.fromEntries(Object.keys(ERASURE_COUNT_LABELS).map((k) => [k, 0])) as ErasureCounts;
    if (documentIds.length) {
      const gone = await tx
        .delete(documents)
        .where(and(eq(documents.agentId, agentId), inArray(documents.id, documentIds)))
        .returning({ storageKey: documents.storageKey });
      removed.documents = gone.length;
      removed.files = gone.length;
      await queueFileDeletions(tx, gone.map((d) => d.storageKey));
    }
    // Earlier exports about this person hold the same data.
    const exports = await tx
      .delete(privacyExports)
      .where(and(eq(privacyExports.agentId, agentId), eq(privacyExports.subject, subject.value)))
      .returning({ storageKey: privacyExports.storageKey });
    await queueFileDeletions(tx, exports.map((e) => e.storageKey));
    if (appointmentIds.length) {
      removed.appointments = (
        await tx.delete(appointments).where(and(eq(appointments.agentId, agentId), inArray(appointments.id, appointmentIds))).returning({ id: appointments.id })
      ).length;
    }
    if (leadIds.length) {
      removed.leads = (await tx.delete(leads).where(and(eq(leads.agentId, agentId), inArray(leads.id, leadIds))).returning({ id: leads.id })).length;
    }
    if (conversationIds.length) {
      removed.messages = (
        await tx
          .delete(conversationMessages)
          .where(and(eq(conversationMessages.agentId, agentId), inArray(conversationMessages.conversationId, conversationIds)))
          .returning({ id: conversationMessages.id })
      ).length;
      await tx.delete(notifications).where(and(eq(notifications.agentId, agentId), inArray(notifications.conversationId, conversationIds)));
      removed.conversations = (
        await tx
          .delete(conversations)
          .where(and(eq(conversations.agentId, agentId), inArray(conversations.id, conversationIds)))
          .returning({ id: conversations.id })
      ).length;
    }
    if (outboxIds.length) {
      const inScope = and(eq(outboxMessages.agentId, agentId), inArray(outboxMessages.id, outboxIds));
      removed.alertsRedacted = (
        await tx
          .update(outboxMessages)
          .set({ payload: ERASED_BODY })
          .where(and(inScope, ne(outboxMessages.status, 'pending')))
          .returning({ id: outboxMessages.id })
      ).length;
      removed.outboxCancelled = (
        await tx
          .update(outboxMessages)
          .set({ status: 'dead', payload: ERASED_BODY, lastError: CANCELLED, lockedUntil: null })
          .where(and(inScope, eq(outboxMessages.status, 'pending')))
          .returning({ id: outboxMessages.id })
      ).length;
      // An alert addressed to the visitor themselves no longer says to whom.
      if (subject.kind === 'email') {
        await tx
          .update(outboxMessages)
          .set({ recipient: 'erased' })
          .where(and(inScope, eq(outboxMessages.recipient, subject.value)));
      }
    }
    await recordAudit(tx, {
      agentId,
      actor: ctx.actor,
      action: 'subject_erasure',
      // The log proves the request was met without keeping the address it erased.
      target: maskSubject(subject),
      detail: { removed },
      ip: ctx.ip,
    });
    return removed;
  });
  await drainFileDeletions({ db, storage }).catch(() => {
    // Left queued: the retention job retries it.
  });
  const [agency] = await db.select({ company: agents.company }).from(agents).where(eq(agents.id, agentId));
  return { subject, removed: counts, confirmationText: erasureConfirmation(agency?.company ?? 'We', subject, counts, now) };
}

/** What the visitor reads each kind as, singular and plural. */
const VISITOR_WORDS: Partial<Record<keyof ErasureCounts, [string, string]>> = {
  conversations: ['conversation', 'conversations'],
  messages: ['message', 'messages'],
  leads: ['enquiry record', 'enquiry records'],
  documents: ['document', 'documents'],
  appointments: ['appointment', 'appointments'],
};

/** The message an agency can send the visitor to confirm their data was erased. */
export function erasureConfirmation(company: string, subject: PrivacySubject, removed: ErasureCounts, now: Date) {
  const held = (Object.keys(VISITOR_WORDS) as Array<keyof ErasureCounts>)
    .filter((k) => removed[k] > 0)
    .map((k) => `${removed[k]} ${VISITOR_WORDS[k]![removed[k] === 1 ? 0 : 1]}`);
  const day = now.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
  return [
    'Hello,',
    `As you asked, ${company} has erased the personal data it held about you (${maskSubject(subject)}) on ${day}.`,
    held.length ? `This covered ${held.join(', ')}.` : 'We found no other records about you.',
    'Messages about you that had not been sent yet were cancelled, and copies in alerts we had sent were cleared. We keep no copy; if you contact us again, we will hold only what you give us then.',
    `Kind regards,\n${company}`,
  ].join('\n\n');
}
