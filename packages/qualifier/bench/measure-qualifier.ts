import { readFileSync } from 'node:fs';
import { type Evaluation, evaluate, type LabelledTranscript } from '../src/evaluate';
import { qualify } from '../src/qualify';

export interface SpeedFigure {
  wallMs: number;
  cpuMs: number;
}

export interface QualifierMeasurement {
  evaluation: Evaluation;
  /** The whole transcript qualified once per visitor message. */
  wholeTranscript: SpeedFigure;
  /** What the widget does: the transcript so far qualified after every visitor message. */
  afterEachMessage: SpeedFigure;
}

export function readLabelledTranscripts(files: string[]): LabelledTranscript[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LabelledTranscript),
  );
}

// CPU time is kept beside wall time because other processes on a shared machine inflate the wall clock.
function time(work: () => number): SpeedFigure {
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

/** Field accuracy against the labels, then speed over the same transcripts. */
export function measureQualifier(cases: LabelledTranscript[]): QualifierMeasurement {
  const wholeTranscript = time(() => {
    let n = 0;
    for (const c of cases) {
      qualify(c);
      n += visitorCount(c);
    }
    return n;
  });
  const afterEachMessage = time(() => {
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
  return { evaluation: evaluate(cases), wholeTranscript, afterEachMessage };
}
