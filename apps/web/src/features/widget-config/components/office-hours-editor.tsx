import { type OfficeHours, WEEKDAY_LABELS, WEEKDAYS, type Weekday, type WidgetConfig } from '@leadwise/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';


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
 * Office hours per weekday with split shifts, UK bank holidays, and what the widget does outside
 * them: show the offline message or hide.
 */
export function OfficeHoursEditor({
  officeHours,
  outsideHoursMode,
  onChange,
}: {
  officeHours: OfficeHours | undefined;
  outsideHoursMode: WidgetConfig['outsideHoursMode'];
  onChange: (change: { officeHours?: OfficeHours; outsideHoursMode?: WidgetConfig['outsideHoursMode'] }) => void;
}) {
  const idPrefix = useId();
  const hours = officeHours ?? { ...defaultOfficeHours(), enabled: false };
  const setHours = (next: Partial<OfficeHours>) => onChange({ officeHours: { ...hours, ...next } });
  const setDay = (day: Weekday, shifts: OfficeHours['days'][Weekday]) =>
    setHours({ days: { ...hours.days, [day]: shifts } });

  return (
    <div className="space-y-4">
      <Checkbox
        label="Use office hours (then choose what the widget does outside them)"
        checked={hours.enabled}
        onChange={(e) => setHours({ enabled: e.target.checked })}
      />
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
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Outside office hours</legend>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="outside-hours"
                checked={outsideHoursMode === 'offline_message'}
                onChange={() => onChange({ outsideHoursMode: 'offline_message' })}
              />
              Show the offline message (the assistant still takes details)
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="outside-hours"
                checked={outsideHoursMode === 'hide'}
                onChange={() => onChange({ outsideHoursMode: 'hide' })}
              />
              Hide the widget
            </label>
          </fieldset>
          <p className="text-xs text-slate-500">Times are UK time ({hours.timeZone}).</p>
        </>
      )}
    </div>
  );
}
