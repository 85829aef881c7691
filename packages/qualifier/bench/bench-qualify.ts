import { resolve } from 'node:path';
import { type Accuracy, EVALUATED_FIELDS, type Evaluation } from '../src/evaluate';
import { shippedReaders } from '../src/trained/read-trained';
import { UK_PLACE_NAMES } from '../src/uk-place-names';
import { tunedSetFiles } from '../test/fixtures/labelled-sets';
import { measureAdversarial, measureQualifier, readLabelledTranscripts, type SpeedFigure } from './measure-qualifier';

// Usage: npm run bench:qualify [-- path/to/labelled.jsonl ...] [--misses]
// Without paths: the development files, the fresh fixtures and every tuned hold-out set.
const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const paths = args.filter((a) => !a.startsWith('--'));
const files = paths.length > 0 ? paths.map((p) => resolve(process.cwd(), p)) : tunedSetFiles();

const readersStart = process.hrtime.bigint();
const readers = shippedReaders();
const readersMs = Number(process.hrtime.bigint() - readersStart) / 1e6;
const cases = readLabelledTranscripts(files);
const { evaluation: result, wholeTranscript, afterEachMessage, afterEachMessageUnread } = measureQualifier(cases);
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
const readerFeatures = readers.intent.weights.size + readers.mortgage.weights.size + readers.position.weights.size;
console.log(`\nUK place data (GeoNames): ${placeCount} names, loaded in ${loadMs.toFixed(2)} ms; times below include it loaded`);
console.log(`trained readers: ${readerFeatures} weighted features, decoded in ${readersMs.toFixed(2)} ms (once per process)`);
console.log(line('speed, whole transcript:      ', wholeTranscript));
console.log(line('speed, qualify after each msg:', afterEachMessage));
console.log(line('  the same, nothing read before:', afterEachMessageUnread));

console.log('\nhostile visitor, 40 messages of 2,000 characters, qualified after each (CPU per message):');
for (const { name, cpuMs } of measureAdversarial()) console.log(`  ${name.padEnd(30)} ${cpuMs.toFixed(2)} ms`);
