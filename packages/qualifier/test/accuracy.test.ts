import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluate, type LabelledTranscript, V2_FIELDS } from '../src/evaluate';
import { jsonlFilesIn, TUNED_HOLDOUT_DIRS } from './fixtures/labelled-sets';

const here = dirname(fileURLToPath(import.meta.url));
const fixtureDir = join(here, 'fixtures');

function readCases(file: string): LabelledTranscript[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledTranscript);
}

// Scoring every labelled set takes seconds, more on a busy machine.
const SCORING_TIMEOUT_MS = 60_000;

const sets: [string, LabelledTranscript[]][] = [
  // A copy of ../shared/qualify-dev.jsonl, so the tests read nothing outside the repository.
  ['qualify-dev.jsonl', readCases(join(fixtureDir, 'dev/qualify-dev.jsonl'))],
  [
    'fresh fixtures',
    readdirSync(fixtureDir)
      .filter((f) => f.endsWith('.jsonl'))
      .flatMap((f) => readCases(join(fixtureDir, f))),
  ],
];
describe('qualification accuracy', () => {
  it.each(sets)('reaches 97 percent mean field accuracy and 95 percent temperature accuracy on %s', (_name, cases) => {
    expect(cases.length).toBeGreaterThan(30);
    const result = evaluate(cases);
    expect(result.meanFieldAccuracy, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(0.97);
    expect(result.temperatureAccuracy).toBeGreaterThanOrEqual(0.95);
  }, SCORING_TIMEOUT_MS);
});

// Targets of QUALIFY.md version 2 on transcripts the engine was not built from: the hold-out sets,
// v1 and v2 together, plus the shared v2 examples.
const holdOut = [
  ...readdirSync(fixtureDir).filter((f) => f.startsWith('transcripts-holdout')).map((f) => join(fixtureDir, f)),
  ...TUNED_HOLDOUT_DIRS.flatMap(jsonlFilesIn),
].flatMap(readCases);
const v2Sets: [string, LabelledTranscript[]][] = [
  ['the hold-out sets, v1 and v2', holdOut],
  ['qualify-dev-v2.jsonl', readCases(join(fixtureDir, 'dev/qualify-dev-v2.jsonl'))],
];

describe('qualification accuracy, version 2', () => {
  it.each(v2Sets)('reaches 98 percent mean field, 97 percent temperature and 95 percent on every v2 field on %s', (_name, cases) => {
    expect(cases.length).toBeGreaterThan(30);
    const result = evaluate(cases);
    const misses = JSON.stringify(result.misses);
    expect(result.meanFieldAccuracy, misses).toBeGreaterThanOrEqual(0.98);
    expect(result.temperatureAccuracy, misses).toBeGreaterThanOrEqual(0.97);
    for (const field of V2_FIELDS) expect(result.fieldAccuracy[field], field).toBeGreaterThanOrEqual(0.95);
  }, SCORING_TIMEOUT_MS);
});
