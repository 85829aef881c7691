import { type AppointmentSettings, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@leadwise/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toErrorMessage } from '../../../lib/error-message';
import { useUpdateAppointmentSettings } from '../api/get-appointment-settings';

const DEFAULT_SHIFT = { start: '09:00', end: '17:30' };

type DayRow = { isOpen: boolean; start: string; end: string };

/** When the assistant may offer appointments: one opening per day, lengths, notice and how far ahead. */
export function AppointmentSettingsForm({ settings }: { settings: AppointmentSettings }) {
  const update = useUpdateAppointmentSettings();
  const [days, setDays] = useState<Record<Weekday, DayRow>>(
    () =>
      Object.fromEntries(
        WEEKDAYS.map((day) => {
          const shift = settings.days[day]?.[0];
          return [day, { isOpen: Boolean(shift), ...(shift ?? DEFAULT_SHIFT) }];
        }),
      ) as Record<Weekday, DayRow>,
  );
  const [valuation, setValuation] = useState(String(settings.durations.valuation));
  const [viewing, setViewing] = useState(String(settings.durations.viewing));
  const [notice, setNotice] = useState(String(settings.noticeHours));
  const [horizon, setHorizon] = useState(String(settings.horizonDays));
  const [saved, setSaved] = useState(false);
  const ids = { valuation: useId(), viewing: useId(), notice: useId(), horizon: useId(), day: useId() };

  const setDay = (day: Weekday, change: Partial<DayRow>) => {
    setSaved(false);
    setDays((current) => ({ ...current, [day]: { ...current[day], ...change } }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    update.mutate(
      {
        days: Object.fromEntries(
          WEEKDAYS.map((day) => [day, days[day].isOpen ? [{ start: days[day].start, end: days[day].end }] : []]),
        ) as AppointmentSettings['days'],
        durations: { valuation: Number(valuation), viewing: Number(viewing) },
        noticeHours: Number(notice),
        horizonDays: Number(horizon),
      },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Days and hours</legend>
        {WEEKDAYS.map((day) => (
          <div key={day} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Checkbox
              className="w-28"
              label={WEEKDAY_LABELS[day]}
              checked={days[day].isOpen}
              onChange={(e) => setDay(day, { isOpen: e.target.checked })}
            />
            {days[day].isOpen ? (
              <div className="flex items-center gap-2">
                <label className="sr-only" htmlFor={`${ids.day}-${day}-start`}>
                  {WEEKDAY_LABELS[day]} opens at
                </label>
                <Input
                  id={`${ids.day}-${day}-start`}
                  type="time"
                  className="w-32"
                  value={days[day].start}
                  onChange={(e) => setDay(day, { start: e.target.value })}
                />
                <span className="text-sm text-slate-500" aria-hidden="true">
                  to
                </span>
                <label className="sr-only" htmlFor={`${ids.day}-${day}-end`}>
                  {WEEKDAY_LABELS[day]} closes at
                </label>
                <Input
                  id={`${ids.day}-${day}-end`}
                  type="time"
                  className="w-32"
                  value={days[day].end}
                  onChange={(e) => setDay(day, { end: e.target.value })}
                />
              </div>
            ) : (
              <span className="text-sm text-slate-500">No appointments</span>
            )}
          </div>
        ))}
        <p className="text-xs text-slate-500">UK bank holidays are always closed. Times are in your agency's time zone.</p>
      </fieldset>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Valuation length (minutes)" htmlFor={ids.valuation}>
          <Input id={ids.valuation} type="number" min={15} max={240} step={5} value={valuation} onChange={(e) => setValuation(e.target.value)} />
        </FormField>
        <FormField label="Viewing length (minutes)" htmlFor={ids.viewing}>
          <Input id={ids.viewing} type="number" min={15} max={240} step={5} value={viewing} onChange={(e) => setViewing(e.target.value)} />
        </FormField>
        <FormField label="Notice needed (hours)" htmlFor={ids.notice} hint="The earliest slot offered is at least this far away.">
          <Input id={ids.notice} type="number" min={0} max={336} value={notice} onChange={(e) => setNotice(e.target.value)} />
        </FormField>
        <FormField label="How far ahead (days)" htmlFor={ids.horizon} hint="Slots are offered up to this many days ahead.">
          <Input id={ids.horizon} type="number" min={1} max={90} value={horizon} onChange={(e) => setHorizon(e.target.value)} />
        </FormField>
      </div>

      {update.isError && <Alert variant="error">{toErrorMessage(update.error, 'Appointment hours could not be saved')}</Alert>}
      {saved && <Alert variant="success">Appointment hours saved.</Alert>}
      <Button type="submit" isLoading={update.isPending}>
        Save appointment hours
      </Button>
    </form>
  );
}
