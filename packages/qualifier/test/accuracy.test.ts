import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluate, type LabelledTranscript } from '../src/evaluate';

const here = dirname(fileURLToPath(import.meta.url));
const devFile = resolve(here, '../../../../shared/qualify-dev.jsonl');
const fixtureDir = join(here, 'fixtures');

function readCases(file: string): LabelledTranscript[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledTranscript);
}

const sets: [string, LabelledTranscript[]][] = [
  [
    'fresh fixtures',
    readdirSync(fixtureDir)
      .filter((f) => f.endsWith('.jsonl'))
      .flatMap((f) => readCases(join(fixtureDir, f))),
  ],
];
// The shared dev file lives outside the repository; skip it where it is not mounted.
try {
  sets.unshift(['qualify-dev.jsonl', readCases(devFile)]);
} catch {
  // not available on this machine
}

describe('qualification accuracy', () => {
  it.each(sets)('reaches 97 %% mean field accuracy and 95 %% temperature accuracy on %s', (_name, cases) => {
    expect(cases.length).toBeGreaterThan(30);
    const result = evaluate(cases);
    expect(result.meanFieldAccuracy, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(0.97);
    expect(result.temperatureAccuracy).toBeGreaterThanOrEqual(0.95);
  });
});
