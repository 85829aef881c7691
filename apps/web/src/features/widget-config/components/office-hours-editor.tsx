import type { OfficeHours, WidgetConfig } from '@leadwise/contracts';
import { WeeklyHoursEditor } from '../../../components/forms/weekly-hours-editor';

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
  return (
    <WeeklyHoursEditor
      hours={officeHours}
      onChange={(hours) => onChange({ officeHours: hours })}
      enableLabel="Use office hours (then choose what the widget does outside them)"
    >
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
    </WeeklyHoursEditor>
  );
}
