import { buildTurns } from '../src/conversation';
import { parseIntent } from '../src/parse-intent';
import { decodeClassifier, encodeClassifier, trainClassifier } from '../src/trained/linear-classifier';
import { NOT_SAID, readConversation } from '../src/trained/read-trained';
import { asClass, buildReaderExamples } from '../src/trained/training-examples';
import { readLabelledFile, tunedSetFiles } from '../test/fixtures/labelled-sets';

const files = tunedSetFiles();
const cases = files.flatMap((file, f) => readLabelledFile(file).map((c) => ({ ...c, file: f })));
const examples = buildReaderExamples(cases).intent;
const LEVELS = [0.6, 0.7, 0.8, 0.9, 0.95];
const t = LEVELS.map(() => ({ fixed: 0, broken: 0 }));
const detail: string[] = [];
let rulesNull = 0;
for (let f = 0; f < files.length; f++) {
  const model = decodeClassifier(encodeClassifier(trainClassifier(examples.filter((e) => cases[e.source].file !== f)), 0.01));
  for (const c of cases.filter((x) => x.file === f)) {
    const turns = buildTurns(c.messages);
    if (parseIntent(turns) !== null) continue;
    rulesNull++;
    const r = readConversation(model, turns);
    LEVELS.forEach((level, i) => {
      if (r.label !== NOT_SAID && r.probability >= level) {
        t[i][asClass(c.label.intent) === r.label ? 'fixed' : 'broken']++;
        if (i === 2) detail.push(`${c.id} ${asClass(c.label.intent)} ${r.label} ${r.probability.toFixed(2)}`);
      }
    });
  }
}
console.log('rules read null:', rulesNull);
LEVELS.forEach((l, i) => console.log(l, t[i]));
console.log(detail.join('\n'));
