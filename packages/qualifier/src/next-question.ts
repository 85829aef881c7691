import type { NextQuestion, Qualification } from './types';

/**
 * What the widget should ask next: the first unknown in the order buying or renting, area,
 * budget, mortgage (buyers only), timeline, contact (a name and an email or phone), then the
 * documents offer once.
 */
export function decideNextQuestion(q: Qualification, opts: { documentsOffered?: boolean } = {}): NextQuestion {
  if (q.intent === null) return 'intent';
  if (q.areas.length === 0) return 'area';
  if (q.budget === null) return 'budget';
  if (q.intent === 'buy' && q.mortgage === null) return 'mortgage';
  if (q.timeline === null) return 'timeline';
  if (!q.contact.name || !(q.contact.email || q.contact.phone)) return 'contact';
  if (!opts.documentsOffered) return 'documents';
  return 'done';
}
