export { easterSunday } from './calendar';
export { detectConsent } from './detect-consent';
export type { Evaluation, LabelledTranscript } from './evaluate';
export { evaluate } from './evaluate';
export { isOffTopicQuestion } from './is-off-topic-question';
export { matchAreas } from './parse-areas';
export { normaliseUkPhone, normaliseVisitorPhone } from './normalise-phone';
export { qualify } from './qualify';
export type { ScoringWeights } from './score-lead';
export { DEFAULT_SCORING_WEIGHTS, scoreQualification } from './score-lead';
export type {
  Budget,
  ChainPosition,
  Contact,
  Intent,
  MortgageStatus,
  NextQuestion,
  PropertyFields,
  PropertyType,
  Qualification,
  QualifyInput,
  QualifyResult,
  Role,
  Temperature,
  Timeline,
  TranscriptMessage,
} from './types';
