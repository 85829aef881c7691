import type { WeekdayKey } from '../calendar/zoned-time';

export const APPOINTMENT_KINDS = ['valuation', 'viewing'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

/** One opening period of a day, 'HH:MM' 24-hour in the agency's zone; ends before `end`. */
export interface OpeningShift {
  start: string;
  end: string;
}

export type WeeklyHours = Record<WeekdayKey, OpeningShift[]>;

/** When the assistant may offer appointments. Times are wall-clock in the agency's time zone. */
export interface AppointmentSettings {
  /** Opening hours per weekday; a day left out or empty takes no appointments. */
  days: WeeklyHours;
  /** How long each kind of appointment takes, in minutes. */
  durations: Record<AppointmentKind, number>;
  /** The earliest slot offered is at least this many hours away. */
  noticeHours: number;
  /** Slots are offered this many days ahead at most. */
  horizonDays: number;
}

/** What a new account offers until its agent changes it, so booking works out of the box. */
export const DEFAULT_APPOINTMENT_SETTINGS: AppointmentSettings = {
  days: {
    mon: [{ start: '09:00', end: '17:30' }],
    tue: [{ start: '09:00', end: '17:30' }],
    wed: [{ start: '09:00', end: '17:30' }],
    thu: [{ start: '09:00', end: '17:30' }],
    fri: [{ start: '09:00', end: '17:30' }],
    sat: [{ start: '09:00', end: '13:00' }],
    sun: [],
  },
  durations: { valuation: 45, viewing: 30 },
  noticeHours: 24,
  horizonDays: 14,
};

/** Slots start on the hour and half hour, whatever their length. */
export const SLOT_STEP_MINUTES = 30;

/** A free time to offer, as ISO 8601 instants (the conversation state stores them as JSON). */
export interface Slot {
  startsAt: string;
  endsAt: string;
}

/** An appointment already in the diary: no slot may overlap it. */
export interface BusyPeriod {
  startsAt: Date;
  endsAt: Date;
}
