import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Accuracy, EVALUATED_FIELDS, type Evaluation } from '../src/evaluate';
import { UK_PLACE_NAMES } from '../src/uk-place-names';
import { measureAdversarial, measureQualifier, readLabelledTranscripts, type SpeedFigure } from './measure-qualifier';

// Usage: npm run bench:qualify [-- path/to/labelled.jsonl ...] [--misses]
// Without paths: the development files and every hold-out set under test/fixtures.
const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '../test/fixtures');
const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const paths = args.filter((a) => !a.startsWith('--'));
const jsonlIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => join(dir, f));
const files =
  paths.length > 0
    ? paths.map((p) => resolve(process.cwd(), p))
    : [
        ...jsonlIn(join(fixtures, 'dev')),
        ...jsonlIn(fixtures),
        ...jsonlIn(join(fixtures, 'holdout-v2')),
        ...jsonlIn(join(fixtures, 'holdout-v2-unseen')),
        ...jsonlIn(join(fixtures, 'holdout-v2-final')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-1')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-2')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-3')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-4')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-5')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-6')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-7')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-8')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-9')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-11')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-12')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-13')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-14')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-15')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-16')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-17')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-18')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-19')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-20')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-21')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-22')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-23')),
        ...jsonlIn(join(fixtures, 'holdout-v2-blind-24')),
      ];

const cases = readLabelledTranscripts(files);
const { evaluation: result, wholeTranscript, afterEachMessage } = measureQualifier(cases);
const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)} %`);
console.log(`${files.length} files: ${result.transcripts} transcripts, ${result.visitorMessages} visitor messages\n`);

const columns: [string, Accuracy][] = [
  ['all', result],
  ...(['buy', 'rent', 'sell', 'let', 'unknown'] as const)
    .filter((intent) => result.byIntent[intent])
    .map((intent): [string, Accuracy] => [intent, result.byIntent[intent] as Evaluation]),
];
const row = (label: string, cells: string[]) => `${label.padEnd(14)}${cells.map((c) => c.padStart(9)).join('')}`;
console.log(row('', columns.map(([name]) => name)));
console.log(row('transcripts', columns.map(([, a]) => String(a.transcripts))));
for (const field of EVALUATED_FIELDS) console.log(row(field, columns.map(([, a]) => pct(a.fieldAccuracy[field]))));
console.log(row('mean', columns.map(([, a]) => pct(a.meanFieldAccuracy))));
console.log(row('temperature', columns.map(([, a]) => pct(a.temperatureAccuracy))));
if (showMisses) {
  console.log('\nmisses:');
  for (const m of result.misses)
    console.log(`  ${m.id} ${m.field}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.actual)}`);
}

const line = (label: string, t: SpeedFigure) =>
  `${label} ${Math.round(1000 / t.wallMs)} msgs/s, ${t.wallMs.toFixed(3)} ms per message (CPU ${t.cpuMs.toFixed(3)} ms)`;
const loadStart = process.hrtime.bigint();
const placeCount = new Set(UK_PLACE_NAMES.split('|')).size;
const loadMs = Number(process.hrtime.bigint() - loadStart) / 1e6;
console.log(`\nUK place data (GeoNames): ${placeCount} names, loaded in ${loadMs.toFixed(2)} ms; times below include it loaded`);
console.log(line('speed, whole transcript:      ', wholeTranscript));
console.log(line('speed, qualify after each msg:', afterEachMessage));

console.log('\nhostile visitor, 40 messages of 2,000 characters, qualified after each (CPU per message):');
for (const { name, cpuMs } of measureAdversarial()) console.log(`  ${name.padEnd(30)} ${cpuMs.toFixed(2)} ms`);
