import { parseIsoDate } from './calendar';
import type { QualifyInput, TranscriptMessage } from './types';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates one JSON Lines transcript (QUALIFY.md input); returns the reason when it is malformed. */
export function readTranscript(line: string): { input: QualifyInput } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch (err) {
    return { error: `invalid JSON: ${(err as Error).message}` };
  }
  if (!isObject(data)) return { error: 'transcript must be a JSON object' };
  if (data.id !== undefined && typeof data.id !== 'string' && typeof data.id !== 'number')
    return { error: 'id must be a string' };
  if (typeof data.referenceDate !== 'string' || !parseIsoDate(data.referenceDate)) {
    return { error: 'referenceDate must be a date YYYY-MM-DD' };
  }
  if (
    !isObject(data.agent) ||
    !Array.isArray(data.agent.areas) ||
    !data.agent.areas.every((a) => typeof a === 'string')
  ) {
    return { error: 'agent.areas must be an array of strings' };
  }
  if (!Array.isArray(data.messages)) return { error: 'messages must be an array' };
  const messages: TranscriptMessage[] = [];
  for (const [i, m] of data.messages.entries()) {
    if (!isObject(m) || (m.role !== 'assistant' && m.role !== 'visitor') || typeof m.text !== 'string') {
      return { error: `messages[${i}] must be {"role": "assistant" | "visitor", "text": string}` };
    }
    messages.push({ role: m.role, text: m.text });
  }
  const input: QualifyInput = {
    referenceDate: data.referenceDate,
    agent: { areas: data.agent.areas as string[] },
    messages,
  };
  if (data.id !== undefined) input.id = String(data.id);
  return { input };
}
