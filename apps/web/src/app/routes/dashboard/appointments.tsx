import {
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_KINDS,
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  type AppointmentKind,
  type AppointmentStatus,
} from '@leadwise/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { Select } from '../../../components/ui/select';
import { useAppointments } from '../../../features/appointments/api/get-appointments';
import { AppointmentCard } from '../../../features/appointments/components/appointment-card';
import { addDays, formatDay, startOfWeek } from '../../../features/appointments/components/appointment-format';
import { AppointmentWeek } from '../../../features/appointments/components/appointment-week';
import { toErrorMessage } from '../../../lib/error-message';

type View = 'list' | 'week';

/** Appointments booked in the chat: upcoming as a list, or a week at a time; answer each one. */
export default function AppointmentsRoute() {
  const [view, setView] = useState<View>('list');
  const [kind, setKind] = useState<AppointmentKind | ''>('');
  const [status, setStatus] = useState<AppointmentStatus | ''>('');
  const [weekStart, setWeekStart] = useState(() => startOfWeek(new Date()));
  const kindId = useId();
  const statusId = useId();
  const [today] = useState(() => new Date(new Date().setHours(0, 0, 0, 0)));
  const range =
    view === 'week'
      ? { from: weekStart.toISOString(), to: addDays(weekStart, 7).toISOString() }
      : { from: today.toISOString() };
  const appointments = useAppointments({ ...range, kind: kind || undefined, status: status || undefined });
  const items = appointments.data?.items ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-4 sm:p-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Appointments</h1>
          <p className="text-sm text-slate-600">Valuations and viewings visitors booked in the chat.</p>
        </div>
        <div className="flex gap-2" role="group" aria-label="View">
          {(['list', 'week'] as const).map((v) => (
            <Button key={v} size="sm" variant={view === v ? 'primary' : 'outline'} aria-pressed={view === v} onClick={() => setView(v)}>
              {v === 'list' ? 'List' : 'Week'}
            </Button>
          ))}
        </div>
      </header>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <FormField label="Kind" htmlFor={kindId}>
          <Select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as AppointmentKind | '')}>
            <option value="">All kinds</option>
            {APPOINTMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {APPOINTMENT_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Status" htmlFor={statusId}>
          <Select id={statusId} value={status} onChange={(e) => setStatus(e.target.value as AppointmentStatus | '')}>
            <option value="">All statuses</option>
            {APPOINTMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPOINTMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </FormField>
        {view === 'week' && (
          <div className="flex items-end gap-2">
            <Button size="sm" variant="outline" onClick={() => setWeekStart(addDays(weekStart, -7))}>
              Previous week
            </Button>
            <Button size="sm" variant="outline" onClick={() => setWeekStart(addDays(weekStart, 7))}>
              Next week
            </Button>
          </div>
        )}
      </div>
      {view === 'week' && (
        <p className="text-sm font-medium text-slate-700">
          Week of {formatDay(weekStart)} to {formatDay(addDays(weekStart, 6))}
        </p>
      )}

      {appointments.isLoading ? (
        <LoadingState label="Loading appointments..." />
      ) : appointments.isError ? (
        <ErrorState
          message={toErrorMessage(appointments.error, 'Appointments could not be loaded')}
          onRetry={() => void appointments.refetch()}
        />
      ) : view === 'week' ? (
        <AppointmentWeek weekStart={weekStart} appointments={items} />
      ) : items.length === 0 ? (
        <EmptyState title="No upcoming appointments">
          When a visitor books a valuation or a viewing in the chat, it shows here for you to confirm.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {items.map((a) => (
            <AppointmentCard key={a.id} appointment={a} />
          ))}
        </ul>
      )}
    </div>
  );
}
