import { APPOINTMENT_KIND_LABELS, APPOINTMENT_STATUS_LABELS, type Appointment } from '@leadwise/contracts';
import clsx from 'clsx';
import { AppointmentActions } from './appointment-actions';
import { addDays, contactName, formatClock, formatDay } from './appointment-format';

const STATUS_STYLES = {
  requested: 'border-yellow-300 bg-yellow-50',
  confirmed: 'border-green-300 bg-green-50',
  declined: 'border-red-200 bg-red-50 opacity-70',
  cancelled: 'border-slate-200 bg-slate-50 opacity-70',
} as const;

/** Seven days from `weekStart`, each with its appointments in time order (stacked on a phone). */
export function AppointmentWeek({ weekStart, appointments }: { weekStart: Date; appointments: Appointment[] }) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-7">
      {days.map((day) => {
        const next = addDays(day, 1);
        const items = appointments.filter((a) => {
          const start = new Date(a.startsAt);
          return start >= day && start < next;
        });
        return (
          <section key={day.toISOString()} aria-label={formatDay(day)} className="min-w-0 rounded-xl border border-slate-200 bg-white p-2">
            <h3 className="mb-2 text-sm font-semibold text-slate-700">{formatDay(day)}</h3>
            {items.length === 0 ? (
              <p className="text-xs text-slate-400">Nothing booked</p>
            ) : (
              <ul className="space-y-2">
                {items.map((a) => (
                  <li key={a.id} className={clsx('rounded-lg border p-2 text-xs', STATUS_STYLES[a.status])}>
                    <p className="font-semibold text-slate-900">
                      {formatClock(a.startsAt)} {APPOINTMENT_KIND_LABELS[a.kind]}
                    </p>
                    <p className="break-words text-slate-700">{contactName(a)}</p>
                    <p className="text-slate-500">{APPOINTMENT_STATUS_LABELS[a.status]}</p>
                    <div className="mt-2">
                      <AppointmentActions appointment={a} isCompact />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
