import { USAGE_ALERT_THRESHOLDS } from '@leadwise/contracts';
import clsx from 'clsx';

/**
 * One limit's use as a labelled meter; an unlimited one shows the count alone. Red means over the
 * limit; amber from the first usage-email mark for limits that run out (conversations), never for one simply filled (seats).
 */
export function UsageMeter({
  label,
  used,
  limit,
  warnsNearLimit = true,
}: {
  label: string;
  used: number;
  limit: number | null;
  warnsNearLimit?: boolean;
}) {
  if (limit === null) {
    return (
      <div>
        <p className="text-sm font-medium text-slate-700">{label}</p>
        <p className="text-sm text-slate-600">{used.toLocaleString('en-GB')} used · unlimited</p>
      </div>
    );
  }
  const share = used / limit;
  const id = `usage-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p id={id} className="text-sm font-medium text-slate-700">
          {label}
        </p>
        <p className="text-sm text-slate-600">
          {used.toLocaleString('en-GB')} of {limit.toLocaleString('en-GB')}
        </p>
      </div>
      <div
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={`${used} of ${limit}`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={clsx(
            'h-full rounded-full',
            used > limit ? 'bg-red-600' : warnsNearLimit && share >= USAGE_ALERT_THRESHOLDS[0] ? 'bg-amber-500' : 'bg-blue-600',
          )}
          style={{ width: `${Math.min(100, share * 100)}%` }}
        />
      </div>
    </div>
  );
}
