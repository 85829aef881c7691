import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, type LabelledTranscript, V2_FIELDS } from '../src/evaluate';
import { FIXTURE_DIR, jsonlFilesIn, readLabelledFile, TUNED_HOLDOUT_DIRS } from './fixtures/labelled-sets';

// Scoring every labelled set takes seconds, more on a busy machine.
const SCORING_TIMEOUT_MS = 60_000;

const sets: [string, LabelledTranscript[]][] = [
  // A copy of ../shared/qualify-dev.jsonl, so the tests read nothing outside the repository.
  ['qualify-dev.jsonl', readLabelledFile(join(FIXTURE_DIR, 'dev/qualify-dev.jsonl'))],
  [
    'fresh fixtures',
    jsonlFilesIn('.').flatMap(readLabelledFile),
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
  ...jsonlFilesIn('.').filter((f) => basename(f).startsWith('transcripts-holdout')),
  ...TUNED_HOLDOUT_DIRS.flatMap(jsonlFilesIn),
].flatMap(readLabelledFile);
const v2Sets: [string, LabelledTranscript[]][] = [
  ['the hold-out sets, v1 and v2', holdOut],
  ['qualify-dev-v2.jsonl', readLabelledFile(join(FIXTURE_DIR, 'dev/qualify-dev-v2.jsonl'))],
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
