import { zonedParts } from '@leadwise/conversation/calendar';

/** The calendar month (`YYYY-MM`) an instant falls in on the account's wall clock. */
export function billingMonth(instant: Date, timeZone: string) {
  const { year, month } = zonedParts(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}`;
}
