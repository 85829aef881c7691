import type { SubjectRecords } from '@leadwise/contracts';
import type { Executor } from '../../db/client';
import { loadScopeRecords } from './load-scope-records';
import { parseSubject } from './parse-subject';
import { findScopeIds } from './subject-scope';

/** GET /api/privacy/subjects: everything the agency holds about one visitor, grouped by kind. */
export async function findSubjectRecords({ db, agentId }: { db: Executor; agentId: string }, q: string): Promise<SubjectRecords> {
  const subject = parseSubject(q);
  const scope = await findScopeIds(db, agentId, { kind: 'subject', subject });
  const records = await loadScopeRecords(db, agentId, scope);
  return {
    subject,
    conversations: records.conversationRows.map((c) => ({
      id: c.id,
      contactName: c.contactName,
      contactEmail: c.contactEmail,
      contactPhone: c.contactPhone,
      messageCount: c.messageCount,
      createdAt: c.createdAt.toISOString(),
    })),
    leads: records.leadRows.map((l) => ({
      id: l.id,
      conversationId: l.conversationId,
      name: l.name,
      status: l.status,
      keptAt: l.keptAt?.toISOString() ?? null,
      createdAt: l.createdAt.toISOString(),
    })),
    documents: records.documentRows.map((d) => ({
      id: d.id,
      conversationId: d.conversationId,
      fileName: d.fileName,
      kind: d.kind,
      createdAt: d.createdAt.toISOString(),
    })),
    appointments: records.appointmentRows.map((a) => ({
      id: a.id,
      kind: a.kind,
      status: a.status,
      startsAt: a.startsAt.toISOString(),
    })),
    alerts: records.outboxRows.map((o) => ({
      id: o.id,
      channel: o.channel,
      topic: o.topic,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
    })),
  };
}
