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
  /**
   * The intent the page the chat started on implies (a valuation page, a listing to rent), taken
   * where the visitor has not said theirs and before any guess of the trained reader. Not part of
   * the command line's contract: the widget knows the page, a transcript file does not.
   */
  pageIntent?: Intent | null;
}

export type Intent = 'buy' | 'rent' | 'sell' | 'let';
export type MortgageStatus = 'approved' | 'cash' | 'in_progress' | 'not_started';
export type Timeline = 'immediate' | 'within_3_months' | 'within_6_months' | 'later';
export type Temperature = 'hot' | 'warm' | 'cold';
/** A buyer's place in the chain (QUALIFY.md v2). */
export type ChainPosition = 'first_time_buyer' | 'nothing_to_sell' | 'to_sell' | 'on_market' | 'under_offer';
export type PropertyType = 'house' | 'flat' | 'bungalow';

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

/** What QUALIFY.md version 2 adds: the buyer's chain and the property wanted, sold or let. */
export interface PropertyFields {
  /** Buyers only: their chain position. */
  position: ChainPosition | null;
  /** Buy and rent: the fewest bedrooms wanted; sell and let: the property's bedrooms. A studio is 0. */
  bedrooms: number | null;
  /** In order of first mention, no duplicates; [] when not said. */
  propertyTypes: PropertyType[];
  /** The visitor asked to have a property valued, for sale or rent, whatever their intent. */
  valuation: boolean;
}

/**
 * One visitor's qualification. The version 2 fields are optional here because qualifications
 * stored before version 2 lack them; qualify() always sets them (QualifyResult).
 */
export interface Qualification extends Partial<PropertyFields> {
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

/** What qualify() returns: every field of QUALIFY.md version 2. */
export type QualifyResult = Qualification & PropertyFields;

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
  /** What the parsers have read from this turn, kept with it (see turn-memo.ts). */
  readings: unknown[];
}

/** A calendar day without time zones: month is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}
