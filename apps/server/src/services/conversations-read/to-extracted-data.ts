import type { ExtractedData } from '@leadwise/contracts';

const INTENTS = ['buy', 'rent'] as const;
const MORTGAGES = ['approved', 'cash', 'in_progress', 'not_started'] as const;
const TIMELINES = ['immediate', 'within_3_months', 'within_6_months', 'later'] as const;

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | null =>
  allowed.includes(value as T) ? (value as T) : null;
const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The stored qualification (QUALIFY.md output, jsonb) as the dashboard shows it. Read field by
 * field, so a row written by an older engine shows what it has instead of failing the page.
 * The row's own contact columns (conversation or lead) win over the transcript's reading; the
 * qualification fills in what they lack.
 */
export function toExtractedData(
  qualification: unknown,
  ownContact: { name: string | null; email: string | null; phone: string | null } = {
    name: null,
    email: null,
    phone: null,
  },
): ExtractedData {
  const q = (qualification && typeof qualification === 'object' ? qualification : {}) as Record<string, unknown>;
  const budget = q.budget && typeof q.budget === 'object' ? (q.budget as Record<string, unknown>) : null;
  const contact = q.contact && typeof q.contact === 'object' ? (q.contact as Record<string, unknown>) : {};
  const budgetMin = numberOrNull(budget?.min);
  const budgetMax = numberOrNull(budget?.max);
  return {
    intent: oneOf(INTENTS, q.intent),
    budget:
      budgetMin === null && budgetMax === null
        ? null
        : { min: budgetMin, max: budgetMax, period: budget?.period === 'month' ? 'month' : 'total' },
    mortgage: oneOf(MORTGAGES, q.mortgage),
    timeline: oneOf(TIMELINES, q.timeline),
    areas: Array.isArray(q.areas) ? q.areas.filter((a): a is string => typeof a === 'string') : [],
    areaMatch: typeof q.areaMatch === 'boolean' ? q.areaMatch : null,
    contact: {
      name: ownContact.name ?? textOrNull(contact.name),
      email: ownContact.email ?? textOrNull(contact.email),
      phone: ownContact.phone ?? textOrNull(contact.phone),
    },
  };
}

/** The qualification's columns in the CSV exports, in this order. */
export const EXTRACTED_CSV_HEADER = [
  'intent',
  'budget_min',
  'budget_max',
  'budget_period',
  'mortgage',
  'timeline',
  'areas',
  'area_match',
];

export function toExtractedCsvCells(extracted: ExtractedData) {
  return [
    extracted.intent,
    extracted.budget?.min,
    extracted.budget?.max,
    extracted.budget?.period,
    extracted.mortgage,
    extracted.timeline,
    extracted.areas.join('; '),
    extracted.areaMatch,
  ];
}
