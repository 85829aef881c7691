import { Button } from '../../../components/ui/button';
import { DateRangeFields } from '../../../components/ui/date-range-fields';

export const RANGE_PRESETS = [7, 30, 90] as const;

/** 'YYYY-MM-DD' of the day `daysAgo` before today, in the browser's zone. */
export function localDateDaysAgo(daysAgo: number, now = new Date()) {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The date range picker: last 7, 30 or 90 days, or any From/To. */
export function AnalyticsDateRange({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset className="flex gap-1">
        <legend className="sr-only">Quick ranges</legend>
        {RANGE_PRESETS.map((days) => {
          const presetFrom = localDateDaysAgo(days - 1);
          const isCurrent = from === presetFrom && to === localDateDaysAgo(0);
          return (
            <Button
              key={days}
              size="sm"
              variant={isCurrent ? 'primary' : 'outline'}
              aria-pressed={isCurrent}
              onClick={() => onChange({ from: presetFrom, to: localDateDaysAgo(0) })}
            >
              Last {days} days
            </Button>
          );
        })}
      </fieldset>
      <DateRangeFields from={from} to={to} onChange={onChange} />
    </div>
  );
}
