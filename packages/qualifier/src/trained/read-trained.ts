import type { ChainPosition, Intent, MortgageStatus, Turn } from '../types';
import { type Classification, classify, decodeClassifier, type LinearClassifier } from './linear-classifier';
import { extractTextFeatures } from './text-features';
import { INTENT_READER, MORTGAGE_READER, POSITION_READER } from './trained-readers.generated';

/** The class a trained reader gives when the text does not say. */
export const NOT_SAID = 'null';

/**
 * How sure a trained reader must be before its reading counts. Chosen by leaving each labelled set
 * out of training in turn (bench/cross-validate-readers.ts): at these levels the readings of the
 * held-out sets were right where the rules' first readings had missed, and they almost never
 * contradicted a correct rule.
 */
export const TRAINED_CONFIDENCE = {
  /** To replace the intent the rules read, or to give one where they read none. */
  intent: 0.9,
  /** To give a buyer's mortgage or chain position where the rules read none. */
  mortgage: 0.8,
  position: 0.9,
} as const;

export interface TrainedReaders {
  intent: LinearClassifier;
  mortgage: LinearClassifier;
  position: LinearClassifier;
}

// A conversation is qualified again after every message, so each message's features are kept for
// the next reading; the cache is emptied when full, which bounds its memory, and very long
// messages are not kept.
const FEATURE_CACHE_SIZE = 4096;
const MAX_CACHED_KEY = 1000;
const featureCache = new Map<string, string[]>();
export function turnFeatures(turn: Turn): string[] {
  const key = `${turn.questionLower}\u0000${turn.maskedLower}`;
  let features = featureCache.get(key);
  if (features) return features;
  features = extractTextFeatures(turn.questionLower, turn.maskedLower);
  if (key.length <= MAX_CACHED_KEY) {
    if (featureCache.size >= FEATURE_CACHE_SIZE) featureCache.clear();
    featureCache.set(key, features);
  }
  return features;
}

/** The whole conversation's features, each once. */
export function intentFeatures(turns: readonly Turn[]): string[] {
  return [...new Set(turns.flatMap(turnFeatures))];
}

let shipped: TrainedReaders | null = null;
/** The readers trained by scripts/train-readers.ts, decoded once on first use. */
export function shippedReaders(): TrainedReaders {
  shipped ??= {
    intent: decodeClassifier(INTENT_READER),
    mortgage: decodeClassifier(MORTGAGE_READER),
    position: decodeClassifier(POSITION_READER),
  };
  return shipped;
}

/** The latest message that says a value with enough confidence, as the rules take the latest statement. */
export function readLatestSaid(model: LinearClassifier, turns: readonly Turn[], confidence: number): string | null {
  let said: string | null = null;
  for (const turn of turns) {
    const reading: Classification = classify(model, turnFeatures(turn));
    if (reading.label !== NOT_SAID && reading.probability >= confidence) said = reading.label;
  }
  return said;
}

/** The rules' intent, unless the trained reader is confident of another (or of one where the rules read none). */
export function reconcileIntent(model: LinearClassifier, ruleIntent: Intent | null, turns: readonly Turn[]): Intent | null {
  if (turns.length === 0) return ruleIntent;
  const reading = classify(model, intentFeatures(turns));
  if (reading.probability < TRAINED_CONFIDENCE.intent || reading.label === NOT_SAID) return ruleIntent;
  return reading.label as Intent;
}

/** A buyer's mortgage where the rules read none. */
export const fillMortgage = (model: LinearClassifier, turns: readonly Turn[]) =>
  readLatestSaid(model, turns, TRAINED_CONFIDENCE.mortgage) as MortgageStatus | null;

/** A buyer's chain position where the rules read none. */
export const fillPosition = (model: LinearClassifier, turns: readonly Turn[]) =>
  readLatestSaid(model, turns, TRAINED_CONFIDENCE.position) as ChainPosition | null;
