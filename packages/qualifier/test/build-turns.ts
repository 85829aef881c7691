import { buildTurns } from '../src/conversation';
import type { TranscriptMessage, Turn } from '../src/types';

/** Lines starting "A: " are the assistant's; anything else is the visitor's ("V: " optional). */
export function messages(...lines: string[]): TranscriptMessage[] {
  return lines.map((line) =>
    line.startsWith('A: ')
      ? { role: 'assistant', text: line.slice(3) }
      : { role: 'visitor', text: line.replace(/^V: /, '') },
  );
}

export function turns(...lines: string[]): Turn[] {
  return buildTurns(messages(...lines));
}
