import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVALUATED_FIELDS } from '../src/evaluate';
import { measureQualifier, readLabelledTranscripts, type SpeedFigure } from './measure-qualifier';

// Usage: npm run bench:qualify [-- path/to/labelled.jsonl ...] [--misses]
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const paths = args.filter((a) => !a.startsWith('--'));
const files =
  paths.length > 0 ? paths.map((p) => resolve(process.cwd(), p)) : [resolve(repoRoot, '../shared/qualify-dev.jsonl')];

const cases = readLabelledTranscripts(files);
const { evaluation: result, wholeTranscript, afterEachMessage } = measureQualifier(cases);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log(`${files.join(', ')}: ${result.transcripts} transcripts, ${result.visitorMessages} visitor messages\n`);
for (const field of EVALUATED_FIELDS)
  console.log(`${field.padEnd(12)} ${pct(result.fieldAccuracy[field]).padStart(8)}`);
console.log(`${'mean'.padEnd(12)} ${pct(result.meanFieldAccuracy).padStart(8)}`);
console.log(`${'temperature'.padEnd(12)} ${pct(result.temperatureAccuracy).padStart(8)}`);
if (showMisses) {
  console.log('\nmisses:');
  for (const m of result.misses)
    console.log(`  ${m.id} ${m.field}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.actual)}`);
}

const line = (label: string, t: SpeedFigure) =>
  `${label} ${Math.round(1000 / t.wallMs)} msgs/s, ${t.wallMs.toFixed(3)} ms per message (CPU ${t.cpuMs.toFixed(3)} ms)`;
console.log(`\n${line('speed, whole transcript:      ', wholeTranscript)}`);
console.log(line('speed, qualify after each msg:', afterEachMessage));
