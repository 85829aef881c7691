import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluate, type LabelledTranscript } from '../src/evaluate';

const here = dirname(fileURLToPath(import.meta.url));
const fixtureDir = join(here, 'fixtures');

function readCases(file: string): LabelledTranscript[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledTranscript);
}

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
  it.each(sets)('reaches 97 %% mean field accuracy and 95 %% temperature accuracy on %s', (_name, cases) => {
    expect(cases.length).toBeGreaterThan(30);
    const result = evaluate(cases);
    expect(result.meanFieldAccuracy, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(0.97);
    expect(result.temperatureAccuracy).toBeGreaterThanOrEqual(0.95);
  });
});
