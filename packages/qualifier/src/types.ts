export type Role = 'assistant' | 'visitor';

export interface TranscriptMessage {
  role: Role;
  text: string;
}

export interface QualifyInput {
  id?: string;
  /** "Today" for relative dates, YYYY-MM-DD. */
  referenceDate: string;
  agent: { areas: string[] };
  messages: TranscriptMessage[];
}

export type Intent = 'buy' | 'rent';
export type MortgageStatus = 'approved' | 'cash' | 'in_progress' | 'not_started';
export type Timeline = 'immediate' | 'within_3_months' | 'within_6_months' | 'later';
export type Temperature = 'hot' | 'warm' | 'cold';

export interface Budget {
  min: number | null;
  max: number | null;
  period: 'total' | 'month';
}

export interface Contact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

export interface Qualification {
  intent: Intent | null;
  budget: Budget | null;
  mortgage: MortgageStatus | null;
  timeline: Timeline | null;
  areas: string[];
  areaMatch: boolean | null;
  contact: Contact;
  score: number;
  temperature: Temperature;
}

export type NextQuestion = 'intent' | 'area' | 'budget' | 'mortgage' | 'timeline' | 'contact' | 'documents' | 'done';

/** What an assistant message asks about; one message can ask about several things. */
export type QuestionTopic = 'intent' | 'area' | 'budget' | 'mortgage' | 'timeline' | 'contact' | 'bedrooms';

/** One visitor message read together with the assistant question it answers. */
export interface Turn {
  text: string;
  /** Normalised lower-case text: same length and offsets as `text`. */
  lower: string;
  /** `lower` with emails and phone numbers blanked out. */
  maskedLower: string;
  /** Clause boundaries of `maskedLower` (see findClauseBoundaries). */
  bounds: number[][];
  question: string;
  questionLower: string;
  topics: ReadonlySet<QuestionTopic>;
}

/** A calendar day without time zones: month is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}
