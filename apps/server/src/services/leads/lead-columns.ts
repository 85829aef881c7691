import type { Lead } from '@leadwise/contracts';
import { leads } from '../../db/schema';
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
};

type LeadRow = Omit<
  typeof leads.$inferSelect,
  'agentId' | 'searchVector' | 'intent' | 'branchId' | 'assignedMemberId' | 'assignedAt' | 'keepReason' | 'keptAt'
>;

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
    listing: row.listing,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
