import { type OfficeHours, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@leadwise/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Input } from '../ui/input';

/** A typical high-street agency: weekdays 9 to 5:30, Saturday mornings. */
export function defaultOfficeHours(): OfficeHours {
  const weekday = [{ start: '09:00', end: '17:30' }];
  return {
    enabled: true,
    timeZone: 'Europe/London',
    observeBankHolidays: true,
    days: {
      mon: weekday,
      tue: weekday,
      wed: weekday,
      thu: weekday,
      fri: weekday,
      sat: [{ start: '10:00', end: '14:00' }],
      sun: [],
    },
  };
}

/**
 * Opening times per weekday with split shifts and UK bank holidays: a widget's office hours, a
 * branch's office hours, a branch's appointment hours. `children` shows below while switched on.
 */
export function WeeklyHoursEditor({
  hours: saved,
  onChange,
  enableLabel,
  children,
}: {
  hours: OfficeHours | null | undefined;
  onChange: (hours: OfficeHours) => void;
  enableLabel: string;
  children?: ReactNode;
}) {
  const idPrefix = useId();
  const hours = saved ?? { ...defaultOfficeHours(), enabled: false };
  const setHours = (next: Partial<OfficeHours>) => onChange({ ...hours, ...next });
  const setDay = (day: Weekday, shifts: OfficeHours['days'][Weekday]) =>
    setHours({ days: { ...hours.days, [day]: shifts } });

  return (
    <div className="space-y-4">
      <Checkbox label={enableLabel} checked={hours.enabled} onChange={(e) => setHours({ enabled: e.target.checked })} />
      {hours.enabled && (
        <>
          <ul className="space-y-3">
            {WEEKDAYS.map((day) => {
              const shifts = hours.days[day] ?? [];
              return (
                <li key={day} className="flex flex-wrap items-start gap-3 border-b border-slate-100 pb-3">
                  <span className="w-24 pt-2 text-sm font-medium text-slate-800">{WEEKDAY_LABELS[day]}</span>
                  <div className="flex-1 space-y-2">
                    {shifts.length === 0 && <p className="pt-2 text-sm text-slate-500">Closed</p>}
                    {shifts.map((shift, i) => (
                      // Shifts have no identity beyond their place in the day.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      <div key={i} className="flex flex-wrap items-center gap-2">
                        <label htmlFor={`${idPrefix}-${day}-${i}-start`} className="text-sm text-slate-700">
                          Opens
                        </label>
                        <Input
                          id={`${idPrefix}-${day}-${i}-start`}
                          type="time"
                          value={shift.start}
                          onChange={(e) =>
                            setDay(
                              day,
                              shifts.map((s, j) => (j === i ? { ...s, start: e.target.value } : s)),
                            )
                          }
                          className="w-32 py-1.5"
                        />
                        <label htmlFor={`${idPrefix}-${day}-${i}-end`} className="text-sm text-slate-700">
                          Closes
                        </label>
                        <Input
                          id={`${idPrefix}-${day}-${i}-end`}
                          type="time"
                          value={shift.end}
                          onChange={(e) =>
                            setDay(
                              day,
                              shifts.map((s, j) => (j === i ? { ...s, end: e.target.value } : s)),
                            )
                          }
                          className="w-32 py-1.5"
                        />
                        <button
                          type="button"
                          aria-label={`Remove ${WEEKDAY_LABELS[day]} shift ${i + 1}`}
                          onClick={() =>
                            setDay(
                              day,
                              shifts.filter((_, j) => j !== i),
                            )
                          }
                          className="rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-red-600"
                        >
                          <Trash2 aria-hidden="true" className="h-4 w-4" />
                        </button>
                      </div>
                    ))}
                  </div>
                  {shifts.length < 4 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Add a ${WEEKDAY_LABELS[day]} shift`}
                      onClick={() => {
                        const last = shifts.at(-1);
                        setDay(day, [
                          ...shifts,
                          last ? { start: last.end, end: '17:30' } : { start: '09:00', end: '17:30' },
                        ]);
                      }}
                    >
                      <Plus aria-hidden="true" className="h-4 w-4" />
                      Add shift
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <Checkbox
            label="Closed on UK bank holidays"
            checked={hours.observeBankHolidays}
            onChange={(e) => setHours({ observeBankHolidays: e.target.checked })}
          />
          {children}
          <p className="text-xs text-slate-500">Times are UK time ({hours.timeZone}).</p>
        </>
      )}
    </div>
  );
}
