// Measures the trained readers on text they were not trained on: each labelled set is left out of
// training in turn and read by readers trained on the others, as shipped (encoded and decoded).
// Reports, per reader and confidence level, how often a reading would change the rules' result on
// the held-out sets (fixed / broken against the labels), and how many of the misses the rules made
// when each set was first scored (HOLDOUT-LOG.md) it reads correctly.
//   node --import tsx packages/qualifier/bench/cross-validate-readers.ts [minWeight]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTurns } from '../src/conversation';
import { parseIntent } from '../src/parse-intent';
import { parseMortgage } from '../src/parse-mortgage';
import { parsePosition } from '../src/parse-position';
import { decodeClassifier, encodeClassifier, type LinearClassifier, trainClassifier } from '../src/trained/linear-classifier';
import { fillIntent, NOT_SAID, readLatestSaid, reconcileIntent } from '../src/trained/read-trained';
import type { Intent } from '../src/types';
import { asClass, buildReaderExamples, type ReaderExample } from '../src/trained/training-examples';
import { FIXTURE_DIR, readLabelledFile, tunedSetFiles } from '../test/fixtures/labelled-sets';

const minWeight = Number(process.argv[2] ?? 0.01);
// Which readers to measure (all three by default), e.g. "intent" or "mortgage,position".
const measured = new Set((process.argv[3] ?? 'intent,mortgage,position').split(','));
const files = tunedSetFiles();
const cases = files.flatMap((file, f) => readLabelledFile(file).map((c) => ({ ...c, file: f })));
const examples = buildReaderExamples(cases);

// The first-score misses: "| id | field | expected | got |" rows under each "first score" heading.
const firstMisses = new Map<string, string>();
const firstReadings = new Map<string, unknown>();
let inFirstScore = false;
for (const line of readFileSync(join(FIXTURE_DIR, 'HOLDOUT-LOG.md'), 'utf8').split('\n')) {
  if (line.startsWith('## ')) inFirstScore = /first score/.test(line);
  const row = inFirstScore && /^\| ([a-z0-9]+-\d+) \| (intent|mortgage|position) \| (.*?) \| (.*?) \|/.exec(line);
  if (row) {
    firstMisses.set(`${row[1]}/${row[2]}`, asClass(JSON.parse(row[3])));
    firstReadings.set(`${row[1]}/${row[2]}`, JSON.parse(row[4]));
  }
}

const LEVELS = [0.6, 0.7, 0.8, 0.9, 0.95];
type Tally = { fixed: number; broken: number; firstMissesRead: number; firstMissesWrong: number };
const tallies = Object.fromEntries(
  (['intent', 'mortgage', 'position'] as const).map((r) => [r, LEVELS.map((): Tally => ({ fixed: 0, broken: 0, firstMissesRead: 0, firstMissesWrong: 0 }))]),
);
const firstMissCount = { intent: 0, mortgage: 0, position: 0 };

const trainWithout = (list: ReaderExample[], f: number) =>
  decodeClassifier(encodeClassifier(trainClassifier(list.filter((e) => cases[e.source].file !== f)), minWeight));

for (let f = 0; f < files.length; f++) {
  const models = {
    intent: measured.has('intent') ? trainWithout(examples.intent, f) : null,
    mortgage: measured.has('mortgage') ? trainWithout(examples.mortgage, f) : null,
    position: measured.has('position') ? trainWithout(examples.position, f) : null,
  };
  for (const c of cases.filter((x) => x.file === f)) {
    const turns = buildTurns(c.messages);
    const expected = asClass(c.label.intent);

    const ruleIntent = parseIntent(turns);
    const firstMiss = c.id ? firstMisses.get(`${c.id}/intent`) : undefined;
    if (firstMiss !== undefined) firstMissCount.intent++;
    if (models.intent) LEVELS.forEach((level, i) => {
      const intentModel = models.intent as LinearClassifier;
      // As qualify reads it with no page: the rules reconciled, else the reader's guess.
      const result = asClass(reconcileIntent(intentModel, ruleIntent, turns, level) ?? fillIntent(intentModel, turns, level));
      if (result !== asClass(ruleIntent)) tallies.intent[i][result === expected ? 'fixed' : 'broken']++;
      // The intent the rules read when the set was first scored, reconciled as it would have been.
      if (firstMiss !== undefined) {
        const then = firstReadings.get(`${c.id}/intent`) as Intent | null;
        const reconciled = asClass(reconcileIntent(intentModel, then, turns, level) ?? fillIntent(intentModel, turns, level));
        if (reconciled !== asClass(then)) tallies.intent[i][reconciled === firstMiss ? 'firstMissesRead' : 'firstMissesWrong']++;
      }
    });
    if (c.label.intent !== 'buy') continue;
    for (const field of ['mortgage', 'position'] as const) {
      const model = models[field];
      if (!model || !(field in c.label)) continue;
      const want = asClass(c.label[field]);
      const ruleReading = asClass(field === 'mortgage' ? parseMortgage(turns, 'buy') : parsePosition(turns, 'buy'));
      const miss = c.id ? firstMisses.get(`${c.id}/${field}`) : undefined;
      if (miss !== undefined) firstMissCount[field]++;
      LEVELS.forEach((level, i) => {
        const fill = asClass(readLatestSaid(model, turns, level));
        if (ruleReading === NOT_SAID && fill !== NOT_SAID) tallies[field][i][fill === want ? 'fixed' : 'broken']++;
        if (miss !== undefined && fill !== NOT_SAID) tallies[field][i][fill === miss ? 'firstMissesRead' : 'firstMissesWrong']++;
      });
    }
  }
}

console.log(`${files.length} sets left out in turn, ${cases.length} transcripts, minWeight ${minWeight}`);
for (const reader of ['intent', 'mortgage', 'position'] as const) {
  if (!measured.has(reader)) continue;
  const role = reader === 'intent' ? 'replaces, clears or gives the rules\u2019 intent; one level for all three' : 'fills a buyer\u2019s field the rules left empty';
  console.log(`\n${reader} (${role}); first-score misses: ${firstMissCount[reader]}`);
  console.log('  level  fixed  broken  first-score misses read right / wrong');
  LEVELS.forEach((level, i) => {
    const t = tallies[reader][i];
    console.log(`  ${level.toFixed(2)}  ${String(t.fixed).padStart(5)}  ${String(t.broken).padStart(6)}  ${String(t.firstMissesRead).padStart(5)} / ${t.firstMissesWrong}`);
  });
}
