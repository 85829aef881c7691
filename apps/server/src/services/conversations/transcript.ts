import { EMPTY_QUALIFICATION, type LeadIntent, type LeadQualification, qualify } from '@leadwise/conversation';
import type { conversationMessages } from '../../db/schema';
import { localDate } from '../../domain/office-hours';

type MessageRow = Pick<typeof conversationMessages.$inferSelect, 'role' | 'text'>;

/**
 * The transcript as the qualifier reads it: the agent's own messages count as questions, like the
 * assistant's; system notices ("Sarah has joined") are not part of the dialogue.
 */
export function toQualifierTranscript(rows: MessageRow[]) {
  return rows
    .filter((m) => m.role !== 'system')
    .map((m) => ({ role: m.role === 'visitor' ? ('visitor' as const) : ('assistant' as const), text: m.text }));
}

/**
 * Runs the engine with "today" in the agent's time zone and the widget's areas as coverage. An
 * engine failure keeps the last reading (reported through `onError`): the visitor still gets an
 * answer and the agent keeps what was known.
 */
export function qualifyTranscript(
  rows: MessageRow[],
  opts: {
    now: Date;
    timeZone: string;
    areas: string[];
    /** What the page the chat started on implies, used where the visitor has not said. */
    pageIntent?: LeadIntent | null;
    previous: LeadQualification | null;
    onError(error: unknown): void;
  },
): LeadQualification {
  try {
    return qualify({
      referenceDate: localDate(opts.now, opts.timeZone),
      agent: { areas: opts.areas },
      messages: toQualifierTranscript(rows),
      pageIntent: opts.pageIntent,
    });
  } catch (error) {
    opts.onError(error);
    return opts.previous ?? EMPTY_QUALIFICATION;
  }
}
