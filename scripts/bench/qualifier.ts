/**
 * Qualification engine (issue 3): accuracy on the labelled development file and on the engine's own
 * hold-out transcripts, and time per visitor message (target under 1 ms).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureQualifier, readLabelledTranscripts } from '../../packages/qualifier/bench/measure-qualifier';
import { type Evaluation, evaluate } from '../../packages/qualifier/src/evaluate';
import type { BenchFigure, BenchModule } from '../bench';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'packages/qualifier/test/fixtures');
const pct = (x: number) => Math.round(x * 1000) / 10;

function accuracyFigures(label: string, evaluation: Evaluation): BenchFigure[] {
  return [
    { label: `${label}: transcripts`, value: evaluation.transcripts },
    {
      label: `${label}: mean field accuracy`,
      value: pct(evaluation.meanFieldAccuracy),
      unit: '%',
      budget: '>= 97 %',
      withinBudget: evaluation.meanFieldAccuracy >= 0.97,
    },
    {
      label: `${label}: temperature accuracy`,
      value: pct(evaluation.temperatureAccuracy),
      unit: '%',
      budget: '>= 95 %',
      withinBudget: evaluation.temperatureAccuracy >= 0.95,
    },
  ];
}

const bench: BenchModule = {
  name: 'qualifier',
  async run() {
    const devFile = path.join(fixtures, 'dev/qualify-dev.jsonl');
    const holdOut = readdirSync(fixtures)
      .filter((f) => f.startsWith('transcripts-holdout'))
      .map((f) => path.join(fixtures, f));
    // Speed (and the dev file's accuracy) from one measured run; the hold-out sets are only scored.
    const { evaluation, afterEachMessage } = measureQualifier(readLabelledTranscripts([devFile]));
    return [
      ...accuracyFigures('dev file', evaluation),
      ...accuracyFigures('hold-out', evaluate(readLabelledTranscripts(holdOut))),
      {
        label: 'time per visitor message (widget pattern)',
        value: Math.round(afterEachMessage.wallMs * 1000) / 1000,
        unit: 'ms',
        budget: '< 1 ms',
        withinBudget: afterEachMessage.wallMs < 1,
      },
      { label: 'visitor messages per second', value: Math.round(1000 / afterEachMessage.wallMs), unit: 'msg/s' },
    ];
  },
};
export default bench;
