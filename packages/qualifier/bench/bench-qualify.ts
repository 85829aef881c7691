import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVALUATED_FIELDS, evaluate, type LabelledTranscript } from '../src/evaluate';
import { qualify } from '../src/qualify';

// Usage: npm run bench:qualify [-- path/to/labelled.jsonl ...] [--misses]
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const paths = args.filter((a) => !a.startsWith('--'));
const files =
  paths.length > 0 ? paths.map((p) => resolve(process.cwd(), p)) : [resolve(repoRoot, '../shared/qualify-dev.jsonl')];

const cases: LabelledTranscript[] = files.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledTranscript),
);

const result = evaluate(cases);
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

// Speed, two ways: the whole transcript once per visitor message, and what the widget does —
// qualify the transcript so far after every visitor message. CPU time is shown beside wall time
// because other processes on a shared machine inflate the wall clock.
function time(work: () => number): { wallMs: number; cpuMs: number } {
  work(); // warm up the JIT
  let messages = 0;
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < 1e9) {
    messages += work();
    elapsed = Number(process.hrtime.bigint() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs: elapsed / 1e6 / messages, cpuMs: (cpu.user + cpu.system) / 1e3 / messages };
}
const visitorCount = (c: LabelledTranscript) => c.messages.filter((m) => m.role === 'visitor').length;
const whole = time(() => {
  let n = 0;
  for (const c of cases) {
    qualify(c);
    n += visitorCount(c);
  }
  return n;
});
const incremental = time(() => {
  let n = 0;
  for (const c of cases) {
    c.messages.forEach((m, i) => {
      if (m.role !== 'visitor') return;
      qualify({ ...c, messages: c.messages.slice(0, i + 1) });
      n++;
    });
  }
  return n;
});
const line = (label: string, t: { wallMs: number; cpuMs: number }) =>
  `${label} ${Math.round(1000 / t.wallMs)} msgs/s, ${t.wallMs.toFixed(3)} ms per message (CPU ${t.cpuMs.toFixed(3)} ms)`;
console.log(`\n${line('speed, whole transcript:      ', whole)}`);
console.log(line('speed, qualify after each msg:', incremental));
