import { DOCUMENT_KIND_LABELS } from '@leadwise/contracts';
import {
  formatBudget,
  MORTGAGE_LABELS,
  POSITION_LABELS,
  readLeadFields,
  TIMELINE_LABELS,
} from '@leadwise/conversation';
import type { documents, leads } from '../../db/schema';

export type LeadRow = typeof leads.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

export const NOT_GIVEN = 'Not given';

export function leadName(lead: Pick<LeadRow, 'name'>) {
  return lead.name?.trim() || 'Anonymous lead';
}

export function describeDocument(doc: Pick<DocumentRow, 'kind' | 'fileName'>) {
  return `${DOCUMENT_KIND_LABELS[doc.kind] ?? 'Document'}: ${doc.fileName}`;
}

function joinOr(items: string[]) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function clip(text: string, max: number) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The email's three-line summary, built from what the qualifier extracted (no model needed):
 * what they want, how ready they are, and where the conversation stands.
 */
export function summariseConversation(
  lead: Pick<LeadRow, 'qualification'>,
  activity: { messageCount: number; lastVisitorMessage: string | null; documentCount: number },
): [string, string, string] {
  const q = readLeadFields(lead.qualification);
  const isOwner = q.intent === 'sell' || q.intent === 'let';
  const verb = q.intent ? `Wants to ${q.intent}` : 'Looking';
  const where = q.areas.length ? ` in ${joinOr(q.areas)}` : ', area not given';
  const budget = formatBudget(q.budget);
  const kind = q.propertyTypes.join(' or ');
  const property =
    q.bedrooms === null ? kind : q.bedrooms === 0 ? 'studio' : `${q.bedrooms}-bedroom ${kind || 'property'}`;
  const what = isOwner
    ? `${property ? `, ${property}` : ''}${q.valuation ? ', valuation requested' : ''}`
    : budget
      ? // The declared wording starts a value ("Up to £450,000"); inside this sentence it reads lower case.
        `, budget ${budget.toLowerCase()}`
      : ', budget not given';
  const want = `${verb}${where}${what}.`;

  const position =
    q.intent === 'rent'
      ? 'Renting'
      : isOwner
        ? q.valuation
          ? 'Valuation requested'
          : 'No valuation asked for yet'
        : [q.mortgage ? MORTGAGE_LABELS[q.mortgage] : 'Mortgage position not given', q.position && POSITION_LABELS[q.position]]
            .filter(Boolean)
            .join(', ');
  const timeline = q.timeline ? TIMELINE_LABELS[q.timeline].toLowerCase() : 'timeline not given';
  const readiness = `${position}; ${timeline}.`;

  const docs = activity.documentCount === 1 ? '1 document' : `${activity.documentCount} documents`;
  const messages = activity.messageCount === 1 ? '1 message' : `${activity.messageCount} messages`;
  const last = activity.lastVisitorMessage ? `; last said: "${clip(activity.lastVisitorMessage, 90)}"` : '';
  return [want, readiness, `${messages}, ${docs}${last}.`];
}
