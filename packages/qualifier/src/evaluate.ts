import { qualify } from './qualify';
import { scoreQualification } from './score-lead';
import type { Qualification, QualifyInput } from './types';

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
] as const;
export type EvaluatedField = (typeof EVALUATED_FIELDS)[number];

export interface FieldMiss {
  id: string | undefined;
  field: EvaluatedField | 'temperature';
  expected: unknown;
  actual: unknown;
}

export interface Evaluation {
  transcripts: number;
  visitorMessages: number;
  fieldAccuracy: Record<EvaluatedField, number>;
  meanFieldAccuracy: number;
  temperatureAccuracy: number;
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
  return expected === actual;
}

/**
 * Scores the engine against labelled transcripts: accuracy per field, the mean over the fields and
 * temperature accuracy (the expected temperature follows from the label by the rubric).
 */
export function evaluate(
  cases: readonly LabelledTranscript[],
  run: (input: QualifyInput) => Qualification = qualify,
): Evaluation {
  const hits = Object.fromEntries(EVALUATED_FIELDS.map((f) => [f, 0])) as Record<EvaluatedField, number>;
  const misses: FieldMiss[] = [];
  let temperatureHits = 0;
  let visitorMessages = 0;
  for (const c of cases) {
    const actual = run(c);
    visitorMessages += c.messages.filter((m) => m.role === 'visitor').length;
    for (const field of EVALUATED_FIELDS) {
      const expected = pick(c.label, field);
      const got = pick(actual, field);
      if (isSame(field, expected, got)) hits[field]++;
      else misses.push({ id: c.id, field, expected, actual: got });
    }
    const expectedTemperature = c.label.temperature ?? scoreQualification(c.label).temperature;
    if (actual.temperature === expectedTemperature) temperatureHits++;
    else misses.push({ id: c.id, field: 'temperature', expected: expectedTemperature, actual: actual.temperature });
  }
  const n = Math.max(cases.length, 1);
  const fieldAccuracy = Object.fromEntries(EVALUATED_FIELDS.map((f) => [f, hits[f] / n])) as Record<
    EvaluatedField,
    number
  >;
  const meanFieldAccuracy = EVALUATED_FIELDS.reduce((sum, f) => sum + fieldAccuracy[f], 0) / EVALUATED_FIELDS.length;
  return {
    transcripts: cases.length,
    visitorMessages,
    fieldAccuracy,
    meanFieldAccuracy,
    temperatureAccuracy: temperatureHits / n,
    misses,
  };
}
