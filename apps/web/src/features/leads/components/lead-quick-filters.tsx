import clsx from 'clsx';
import type { LeadFilters } from '../api/lead-keys';

const QUICK_FILTERS = [
  { label: 'My leads', assignee: 'me' },
  { label: 'Unassigned', assignee: 'unassigned' },
] as const;

/** "My leads" and "Unassigned": one tap to the leads a person works or the queue to share out. */
export function LeadQuickFilters({
  filters,
  onChange,
}: {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
}) {
  return (
    <div role="group" aria-label="Whose leads" className="flex flex-wrap gap-2">
      {QUICK_FILTERS.map(({ label, assignee }) => {
        const isActive = filters.assignee === assignee;
        return (
          <button
            key={assignee}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange({ ...filters, assignee: isActive ? undefined : assignee })}
            className={clsx(
              'h-9 rounded-full border px-4 text-sm font-medium',
              isActive
                ? 'border-blue-600 bg-blue-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
