import { endsWithCorrectionTo } from '../parse-intent';
import type { ChainPosition, Intent, MortgageStatus, Turn } from '../types';
import {
  type Classification,

  classifySums,
  decodeClassifier,
  type LinearClassifier,
  sumWeights,
} from './linear-classifier';
import { perTurn, turnSlot } from '../turn-memo';
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
  /** To replace the intent the rules read, or clear it. */
  intent: 0.9,
  /** To give an intent where the rules read none and the page says none. */
  intentUnread: 0.95,
  /** To give a buyer's mortgage or chain position where the rules read none. */
  mortgage: 0.8,
  position: 0.9,
} as const;

export interface TrainedReaders {
  intent: LinearClassifier;
  mortgage: LinearClassifier;
  position: LinearClassifier;
}

// A conversation is qualified again after every message: each message's features, and their summed
// weights in each reader, are kept with its turn (see turn-memo.ts).
interface TurnReading {
  features: string[];
  sums: Map<LinearClassifier, number[]>;
}
const readTurn = perTurn(
  (turn): TurnReading => ({ features: extractTextFeatures(turn.questionLower, turn.maskedLower), sums: new Map() }),
);

export const turnFeatures = (turn: Turn): string[] => readTurn(turn).features;

function turnSums(model: LinearClassifier, turn: Turn): number[] {
  const reading = readTurn(turn);
  let sums = reading.sums.get(model);
  if (!sums) reading.sums.set(model, (sums = sumWeights(model, reading.features)));
  return sums;
}

/**
 * The conversation so far as the intent reader sees it: its features, each once (a word repeated,
 * or a message pasted many times, weighs no more than once), and their summed weights. It is kept
 * with the conversation one message shorter, so the reading after a new message adds that
 * message's new features to the last reading instead of summing the whole conversation again, in
 * the same order and so to the same sums.
 */
interface ConversationReading {
  /** The features this reading's last turn added, in order. */
  added: readonly string[];
  before: ConversationReading | null;
  /**
   * Every feature so far. Only the latest reading of a conversation holds the set: the next one
   * takes it over rather than copy it, so a long conversation is not copied once per message.
   */
  features: Set<string> | null;
  sums: Map<LinearClassifier, number[]>;
}

const startReading = (before: ConversationReading | null, added: readonly string[]): ConversationReading => ({
  added,
  before,
  features: null,
  sums: new Map(),
});
const EMPTY_CONVERSATION = startReading(null, []);

/** The reading's features, gathered again from the turns' additions when a later reading took them over. */
function takeFeatures(reading: ConversationReading): Set<string> {
  if (reading.features) {
    const features = reading.features;
    reading.features = null;
    return features;
  }
  const chain: ConversationReading[] = [];
  for (let r: ConversationReading | null = reading; r; r = r.before) chain.push(r);
  const features = new Set<string>();
  for (let i = chain.length - 1; i >= 0; i--) for (const feature of chain[i].added) features.add(feature);
  return features;
}

// The reading that ends with a turn, and the reading before it: a turn follows the same reading
// each time its conversation is read again.
const readingEndingWith = turnSlot<{ before: ConversationReading; reading: ConversationReading }>();

function readSoFar(turns: readonly Turn[]): ConversationReading {
  let reading = EMPTY_CONVERSATION;
  for (const turn of turns) {
    const kept = readingEndingWith.get(turn);
    if (kept?.before === reading) {
      reading = kept.reading;
      continue;
    }
    const features = takeFeatures(reading);
    const added: string[] = [];
    for (const feature of turnFeatures(turn)) {
      if (features.has(feature)) continue;
      features.add(feature);
      added.push(feature);
    }
    const next = startReading(reading, added);
    next.features = features;
    readingEndingWith.set(turn, { before: reading, reading: next });
    reading = next;
  }
  return reading;
}

function conversationSums(model: LinearClassifier, reading: ConversationReading): number[] {
  let sums = reading.sums.get(model);
  if (sums) return sums;
  if (!reading.before) sums = model.classes.map(() => 0);
  else {
    sums = [...conversationSums(model, reading.before)];
    for (const feature of reading.added) {
      const w = model.weights.get(feature);
      if (w) for (let k = 0; k < sums.length; k++) sums[k] += w[k];
    }
  }
  reading.sums.set(model, sums);
  return sums;
}

export function intentFeatures(turns: readonly Turn[]): string[] {
  const reading = readSoFar(turns);
  const features = takeFeatures(reading);
  reading.features = features;
  return [...features];
}

/** The reader's reading of the whole conversation. */
export const readConversation = (model: LinearClassifier, turns: readonly Turn[]): Classification =>
  classifySums(model, [conversationSums(model, readSoFar(turns))]);

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
    const reading = classifySums(model, [turnSums(model, turn)]);
    if (reading.label !== NOT_SAID && reading.probability >= confidence) said = reading.label;
  }
  return said;
}

/**
 * The rules' intent, unless the trained reader is confident of another, or confident that the
 * visitor wants none of the four: a neighbour passing on a complaint about a "To Let" house, a
 * question about opening hours from someone "just having a nose at what's for sale", words the
 * rules take for a wish. Where the rules read no intent, see fillIntent. A visitor
 * who corrects themselves ("sorry, I'm selling, not buying") is read by the rules from their
 * latest words, while the conversation as a whole still says what they said first: so the reader
 * gives way to a correction.
 */
export function reconcileIntent(
  model: LinearClassifier,
  ruleIntent: Intent | null,
  turns: readonly Turn[],
  confidence: number = TRAINED_CONFIDENCE.intent,
): Intent | null {
  if (ruleIntent === null || turns.length === 0) return ruleIntent;
  const reading = readConversation(model, turns);
  if (reading.probability < confidence || reading.label === ruleIntent) return ruleIntent;
  if (endsWithCorrectionTo(turns, ruleIntent)) return ruleIntent;
  return reading.label === NOT_SAID ? null : (reading.label as Intent);
}

/**
 * An intent where the rules read none and the page the chat started on says none: the reader at
 * its surest. Left out of training in turn, at this level it gave 5 intents the labels agree with
 * and none they do not, where at 0.9 one of six was wrong. The page goes first because it says
 * what the visitor came for: a landlord on a rental-valuation page reads like a tenant to a model
 * of words.
 */
export function fillIntent(
  model: LinearClassifier,
  turns: readonly Turn[],
  confidence: number = TRAINED_CONFIDENCE.intentUnread,
): Intent | null {
  if (turns.length === 0) return null;
  const reading = readConversation(model, turns);
  return reading.label !== NOT_SAID && reading.probability >= confidence ? (reading.label as Intent) : null;
}

/** A buyer's mortgage where the rules read none. */
export const fillMortgage = (model: LinearClassifier, turns: readonly Turn[]) =>
  readLatestSaid(model, turns, TRAINED_CONFIDENCE.mortgage) as MortgageStatus | null;

/** A buyer's chain position where the rules read none. */
export const fillPosition = (model: LinearClassifier, turns: readonly Turn[]) =>
  readLatestSaid(model, turns, TRAINED_CONFIDENCE.position) as ChainPosition | null;
