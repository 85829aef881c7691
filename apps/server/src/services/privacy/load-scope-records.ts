import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments, conversationMessages, conversations, documents, leads, outboxMessages } from '../../db/schema';
import type { ScopeIds } from './subject-scope';

/** `inArray` on an empty list would select nothing the slow way; skip the query instead. */
function whenAny<T>(list: string[], query: () => Promise<T[]>): Promise<T[]> {
  return list.length ? query() : Promise.resolve([]);
}

/** The full rows behind the ids, oldest first, each scoped to the agency again. */
export async function loadScopeRecords(db: Executor, agentId: string, scope: ScopeIds) {
  const [conversationRows, messageRows, leadRows, documentRows, appointmentRows, outboxRows] = await Promise.all([
    whenAny(scope.conversationIds, () =>
      db
        .select()
        .from(conversations)
        .where(and(eq(conversations.agentId, agentId), inArray(conversations.id, scope.conversationIds)))
        .orderBy(asc(conversations.createdAt)),
    ),
    whenAny(scope.conversationIds, () =>
      db
        .select({
          conversationId: conversationMessages.conversationId,
          role: conversationMessages.role,
          text: conversationMessages.text,
          createdAt: conversationMessages.createdAt,
        })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.agentId, agentId),
            inArray(conversationMessages.conversationId, scope.conversationIds),
          ),
        )
        .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id)),
    ),
    whenAny(scope.leadIds, () =>
      db
        .select()
        .from(leads)
        .where(and(eq(leads.agentId, agentId), inArray(leads.id, scope.leadIds)))
        .orderBy(asc(leads.createdAt)),
    ),
    whenAny(scope.documentIds, () =>
      db
        .select()
        .from(documents)
        .where(and(eq(documents.agentId, agentId), inArray(documents.id, scope.documentIds)))
        .orderBy(asc(documents.createdAt)),
    ),
    whenAny(scope.appointmentIds, () =>
      db
        .select()
        .from(appointments)
        .where(and(eq(appointments.agentId, agentId), inArray(appointments.id, scope.appointmentIds)))
        .orderBy(asc(appointments.startsAt)),
    ),
    whenAny(scope.outboxIds, () =>
      db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.agentId, agentId), inArray(outboxMessages.id, scope.outboxIds)))
        .orderBy(asc(outboxMessages.createdAt)),
    ),
  ]);
  return { conversationRows, messageRows, leadRows, documentRows, appointmentRows, outboxRows };
}

export type ScopeRecords = Awaited<ReturnType<typeof loadScopeRecords>>;
