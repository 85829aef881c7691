import { forgetReadTurns } from '../src/conversation';
import { type Evaluation, evaluate, type LabelledTranscript } from '../src/evaluate';
import { qualify } from '../src/qualify';
import { readLabelledFile } from '../test/fixtures/labelled-sets';

export interface SpeedFigure {
  wallMs: number;
  cpuMs: number;
}

export interface QualifierMeasurement {
  evaluation: Evaluation;
  /** The whole transcript qualified once per visitor message. */
  wholeTranscript: SpeedFigure;
  /**
   * What the widget does: the transcript so far qualified after every visitor message, by a process
   * that read the earlier messages a moment before (their readings are kept with their turns).
   */
  afterEachMessage: SpeedFigure;
  /** The same with nothing read before each time: another server instance, or after a restart. */
  afterEachMessageUnread: SpeedFigure;
}

export function readLabelledTranscripts(files: string[]): LabelledTranscript[] {
  return files.flatMap(readLabelledFile);
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

/**
 * Field accuracy against the labels, then speed over the same transcripts. Every pass over them
 * starts with nothing read, so a pass never finds the readings of the one before it.
 */
export function measureQualifier(cases: LabelledTranscript[]): QualifierMeasurement {
  const wholeTranscript = time(() => {
    forgetReadTurns();
    let n = 0;
    for (const c of cases) {
      qualify(c);
      n += visitorCount(c);
    }
    return n;
  });
  const afterEachMessage = (forgetEachTime: boolean) =>
    time(() => {
      forgetReadTurns();
      let n = 0;
      for (const c of cases) {
        c.messages.forEach((m, i) => {
          if (m.role !== 'visitor') return;
          if (forgetEachTime) forgetReadTurns();
          qualify({ ...c, messages: c.messages.slice(0, i + 1) });
          n++;
        });
      }
      return n;
    });
  return {
    evaluation: evaluate(cases),
    wholeTranscript,
    afterEachMessage: afterEachMessage(false),
    afterEachMessageUnread: afterEachMessage(true),
  };
}

/** Messages a hostile visitor could send, each at the widget's 2,000-character maximum. */
export const ADVERSARIAL_MESSAGES: Record<string, string> = {
  'repeated postcode "SW1A "': 'SW1A '.repeat(400),
  'repeated place names': 'Clapham Brixton '.repeat(125),
  'repeated "in the area of"': 'in the area of '.repeat(133),
  'repeated digits': '1 '.repeat(1000),
  'repeated amounts': '450k '.repeat(400),
  'repeated "2 bed"': '2 bed '.repeat(333),
  'repeated commas': 'a, '.repeat(666),
  'one 2,000-letter word': 'a'.repeat(2000),
  'repeated "@a"': '@a'.repeat(1000),
};
const HOSTILE_MESSAGES = 40;

/**
 * CPU time per visitor message when a visitor sends the same hostile message 40 times and the
 * transcript is qualified after each, as the widget does.
 */
export function measureAdversarial(): { name: string; cpuMs: number }[] {
  return Object.entries(ADVERSARIAL_MESSAGES).map(([name, text]) => {
    const messages = Array.from({ length: HOSTILE_MESSAGES }, () => [
      { role: 'assistant' as const, text: 'Anything else?' },
      { role: 'visitor' as const, text },
    ]).flat();
    const input = { referenceDate: '2026-01-01', agent: { areas: ['Clapham', 'SW4'] }, messages };
    forgetReadTurns();
    const cpuStart = process.cpuUsage();
    for (let i = 2; i <= messages.length; i += 2) qualify({ ...input, messages: messages.slice(0, i) });
    const cpu = process.cpuUsage(cpuStart);
    return { name, cpuMs: (cpu.user + cpu.system) / 1e3 / HOSTILE_MESSAGES };
  });
}
