import { buildTurns } from '../conversation';
import type { LabelledTranscript } from '../evaluate';
import { parseMortgage } from '../parse-mortgage';
import { parsePosition } from '../parse-position';
import type { Turn } from '../types';
import type { TrainingExample } from './linear-classifier';
import { intentFeatures, NOT_SAID, turnFeatures } from './read-trained';

export interface ReaderExample extends TrainingExample {
  /** Which labelled transcript it comes from (its index in the list given). */
  source: number;
}

export interface ReaderExamples {
  intent: ReaderExample[];
  mortgage: ReaderExample[];
  position: ReaderExample[];
}

/** A field's value as a reader's class: NOT_SAID for nothing. */
export const asClass = (value: unknown) => (value === null || value === undefined ? NOT_SAID : String(value));

// A buyer's mortgage and chain position are learnt message by message from what the rules read in
// each message, over the conversations where the rules read the labelled value: a label says what
// the whole conversation means but not which message said it. The trained reader then knows the
// rules' wording and the words and spellings near it.
function perMessageExamples(
  cases: readonly LabelledTranscript[],
  field: 'mortgage' | 'position',
  read: (turns: readonly Turn[]) => unknown,
): ReaderExample[] {
  return cases.flatMap((c, source) => {
    if (c.label.intent !== 'buy' || !(field in c.label)) return [];
    const turns = buildTurns(c.messages);
    if (asClass(read(turns)) !== asClass(c.label[field])) return [];
    return turns.map((turn) => ({ features: turnFeatures(turn), label: asClass(read([turn])), source }));
  });
}

/** What each trained reader learns from, in the order of the transcripts given. */
export function buildReaderExamples(cases: readonly LabelledTranscript[]): ReaderExamples {
  return {
    // Intent is learnt from the labels: the whole conversation against what the visitor wants.
    intent: cases.map((c, source) => ({
      features: intentFeatures(buildTurns(c.messages)),
      label: asClass(c.label.intent),
      source,
    })),
    mortgage: perMessageExamples(cases, 'mortgage', (turns) => parseMortgage(turns, 'buy')),
    position: perMessageExamples(cases, 'position', (turns) => parsePosition(turns, 'buy')),
  };
}
