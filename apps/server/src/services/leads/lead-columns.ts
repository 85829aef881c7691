import type { Lead } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { agencyMembers, branches, leads, users } from '../../db/schema';
import { toExtractedData } from '../conversations-read/to-extracted-data';
import { cursorKey } from '../dashboard/keyset-cursor';

export const leadColumns = {
  id: leads.id,
  conversationId: leads.conversationId,
  widgetId: leads.widgetId,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  score: leads.score,
  temperature: leads.temperature,
  status: leads.status,
  notes: leads.notes,
  qualification: leads.qualification,
  listing: leads.listing,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  cursorKey: cursorKey(leads.createdAt),
  assigneeId: leads.assignedMemberId,
  assigneeName: users.name,
  branchId: leads.branchId,
  branchName: branches.name,
};

/** Leads with whose they are and their branch: the joins every lead answer needs. */
export function withLeadOwners<T extends PgSelect>(query: T) {
  return query
    .leftJoin(agencyMembers, eq(agencyMembers.id, leads.assignedMemberId))
    .leftJoin(users, eq(users.id, agencyMembers.userId))
    .leftJoin(branches, eq(branches.id, leads.branchId));
}

type LeadRow = Omit<
  typeof leads.$inferSelect,
  'agentId' | 'searchVector' | 'intent' | 'branchId' | 'assignedMemberId' | 'assignedAt' | 'keepReason' | 'keptAt'
> & {
  assigneeId: string | null;
  assigneeName: string | null;
  branchId: string | null;
  branchName: string | null;
};

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    conversationId: row.conversationId,
    widgetId: row.widgetId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    score: row.score,
    temperature: row.temperature,
    status: row.status,
    notes: row.notes,
    extracted: toExtractedData(row.qualification, { name: row.name, email: row.email, phone: row.phone }),
    ...toLeadOwners(row),
    listing: row.listing,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type LeadOwnerRow = Pick<LeadRow, 'assigneeId' | 'assigneeName' | 'branchId' | 'branchName'>;

/** Whose a lead is and its branch, from the columns `withLeadOwners` joins in. */
export function toLeadOwners(row: LeadOwnerRow) {
  return { assignee: toRef(row.assigneeId, row.assigneeName), branch: toRef(row.branchId, row.branchName) };
}

function toRef(id: string | null, name: string | null) {
  return id && name !== null ? { id, name } : null;
}
