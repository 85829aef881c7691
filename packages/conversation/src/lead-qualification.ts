import { qualify as qualifyTranscript, type QualifyInput, scoreQualification } from '@leadwise/qualifier';
import { type LeadFields, readLeadFields } from './lead-fields';

export type Temperature = 'hot' | 'warm' | 'cold';

/** What is known about a visitor plus the score the rubric gives it (QUALIFY.md output). */
export interface LeadQualification extends LeadFields {
  score: number;
  temperature: Temperature;
}

/** What is known before the visitor has said anything. */
export const EMPTY_QUALIFICATION: LeadQualification = {
  ...readLeadFields(null),
  score: 0,
  temperature: 'cold',
};

/**
 * The score and temperature of some fields, by the engine's rubric: the one place a score is
 * computed, so fields merged from a model score exactly as the engine's own would.
 */
export function scoreLead(fields: LeadFields): { score: number; temperature: Temperature } {
  return scoreQualification(fields);
}

/**
 * Reads a transcript (QUALIFY.md input) into every lead field, the score and the temperature.
 * Pure: "today" is `input.referenceDate`.
 */
export function qualify(input: QualifyInput): LeadQualification {
  const result = qualifyTranscript(input);
  return { ...readLeadFields(result), score: result.score, temperature: result.temperature };
}

/**
 * A qualification as stored (jsonb): written by the engine of its day, so a row from before a
 * field existed lacks its key. Read it through readLeadQualification.
 */
export type StoredQualification = Partial<LeadQualification>;

/** A stored qualification with every field present (missing ones not known); null stays null. */
export function readLeadQualification(raw: StoredQualification | null | undefined): LeadQualification | null {
  if (!raw) return null;
  const temperature = raw.temperature === 'hot' || raw.temperature === 'warm' ? raw.temperature : 'cold';
  return { ...readLeadFields(raw), score: typeof raw.score === 'number' ? raw.score : 0, temperature };
}
