import { qualify } from './qualify';
import { scoreQualification } from './score-lead';
import type { Intent, Qualification, QualifyInput } from './types';

/** The expected output; labels written before version 2 lack its keys. */
export type Label = Omit<Qualification, 'score' | 'temperature'> &
  Partial<Pick<Qualification, 'score' | 'temperature'>>;

export interface LabelledTranscript extends QualifyInput {
  label: Label;
}

export const EVALUATED_FIELDS = [
  'intent',
  'budgetMin',
  'budgetMax',
  'mortgage',
  'timeline',
  'areaMatch',
  'name',
  'email',
  'phone',
  'position',
  'bedrooms',
  'propertyTypes',
  'valuation',
] as const;
export type EvaluatedField = (typeof EVALUATED_FIELDS)[number];

/** The fields QUALIFY.md version 2 added: a label without the key is not scored on them. */
export const V2_FIELDS = ['position', 'bedrooms', 'propertyTypes', 'valuation'] as const satisfies EvaluatedField[];
const isV2Field = (field: EvaluatedField): field is (typeof V2_FIELDS)[number] =>
  (V2_FIELDS as readonly string[]).includes(field);

export interface FieldMiss {
  id: string | undefined;
  field: EvaluatedField | 'temperature';
  expected: unknown;
  actual: unknown;
}

export interface Accuracy {
  transcripts: number;
  /** Per field, over the transcripts whose label has it; null when none has. */
  fieldAccuracy: Record<EvaluatedField, number | null>;
  /** Mean over the fields scored at least once. */
  meanFieldAccuracy: number;
  temperatureAccuracy: number;
}

export interface Evaluation extends Accuracy {
  visitorMessages: number;
  /** The same figures for each labelled intent ("unknown" when the label has none). */
  byIntent: Partial<Record<Intent | 'unknown', Accuracy>>;
  misses: FieldMiss[];
}

function pick(q: Label, field: EvaluatedField): unknown {
  switch (field) {
    case 'budgetMin':
      return q.budget?.min ?? null;
    case 'budgetMax':
      return q.budget?.max ?? null;
    case 'name':
    case 'email':
    case 'phone':
      return q.contact[field];
    default:
      return q[field];
  }
}

function isSame(field: EvaluatedField, expected: unknown, actual: unknown): boolean {
  // Budgets are compared within 1 %, so rounding a weekly rent differently is not a miss.
  if ((field === 'budgetMin' || field === 'budgetMax') && typeof expected === 'number' && typeof actual === 'number') {
    return Math.abs(actual - expected) <= Math.abs(expected) * 0.01;
  }
  if (Array.isArray(expected)) return JSON.stringify(expected) === JSON.stringify(actual);
  return expected === actual;
}

interface CaseResult {
  intent: Intent | 'unknown';
  /** Per field: hit, miss, or undefined when the label lacks the field. */
  fields: Partial<Record<EvaluatedField, boolean>>;
  temperature: boolean;
}

function summarise(results: readonly CaseResult[]): Accuracy {
  const fieldAccuracy = {} as Record<EvaluatedField, number | null>;
  for (const field of EVALUATED_FIELDS) {
    const scored = results.filter((r) => r.fields[field] !== undefined);
    fieldAccuracy[field] = scored.length ? scored.filter((r) => r.fields[field]).length / scored.length : null;
  }
  const scoredFields = EVALUATED_FIELDS.map((f) => fieldAccuracy[f]).filter((a): a is number => a !== null);
  return {
    transcripts: results.length,
    fieldAccuracy,
    meanFieldAccuracy: scoredFields.reduce((sum, a) => sum + a, 0) / Math.max(scoredFields.length, 1),
    temperatureAccuracy: results.filter((r) => r.temperature).length / Math.max(results.length, 1),
  };
}

/**
 * Scores the engine against labelled transcripts: accuracy per field, the mean over the fields and
 * temperature accuracy (the expected temperature follows from the label by the rubric), overall and
 * per labelled intent. A version 2 field is skipped where the label lacks its key (QUALIFY.md).
 */
export function evaluate(
  cases: readonly LabelledTranscript[],
  run: (input: QualifyInput) => Qualification = qualify,
): Evaluation {
  const misses: FieldMiss[] = [];
  const results: CaseResult[] = [];
  let visitorMessages = 0;
  for (const c of cases) {
    const actual = run(c);
    visitorMessages += c.messages.filter((m) => m.role === 'visitor').length;
    const result: CaseResult = { intent: c.label.intent ?? 'unknown', fields: {}, temperature: false };
    for (const field of EVALUATED_FIELDS) {
      if (isV2Field(field) && !(field in c.label)) continue;
      const expected = pick(c.label, field);
      const got = pick(actual, field);
      result.fields[field] = isSame(field, expected, got);
      if (!result.fields[field]) misses.push({ id: c.id, field, expected, actual: got });
    }
    const expectedTemperature = c.label.temperature ?? scoreQualification(c.label).temperature;
    result.temperature = actual.temperature === expectedTemperature;
    if (!result.temperature)
      misses.push({ id: c.id, field: 'temperature', expected: expectedTemperature, actual: actual.temperature });
    results.push(result);
  }
  const byIntent: Evaluation['byIntent'] = {};
  for (const intent of new Set(results.map((r) => r.intent))) {
    byIntent[intent] = summarise(results.filter((r) => r.intent === intent));
  }
  return { ...summarise(results), visitorMessages, byIntent, misses };
}
