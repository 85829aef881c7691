import type { Appointment } from '@leadwise/contracts';

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "Tue 23 Dec, 09:00–09:45" in the agent's own time zone. */
export function formatAppointmentTime(appointment: Pick<Appointment, 'startsAt' | 'endsAt'>) {
  const start = new Date(appointment.startsAt);
  return `${dayFormat.format(start)}, ${timeFormat.format(start)}–${timeFormat.format(new Date(appointment.endsAt))}`;
}

export const formatClock = (iso: string) => timeFormat.format(new Date(iso));
export const formatDay = (date: Date) => dayFormat.format(date);

/** Where it happens: the listing viewed, else the visitor's own property. */
export function appointmentPlace(appointment: Appointment) {
  if (appointment.listing?.address) return appointment.listing.address;
  const p = appointment.property;
  return [p?.address, p?.postcode].filter(Boolean).join(', ') || null;
}

export function contactName(appointment: Appointment) {
  return appointment.contact.name ?? appointment.contact.email ?? appointment.contact.phone ?? 'Visitor';
}

/** Monday 00:00 local of the week holding `date`. */
export function startOfWeek(date: Date) {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

export function addDays(date: Date, days: number) {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** `<input type="datetime-local">`'s value for an instant, in the browser's zone. */
export function toLocalInputValue(iso: string) {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
