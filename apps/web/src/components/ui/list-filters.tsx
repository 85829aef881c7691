import { type ReactNode, useId, useState } from 'react';
import { Button } from './button';
import { DateRangeFields } from './date-range-fields';
import { SearchInput } from './search-input';
import { SelectField, type SelectOption } from './select-field';

export interface ListFilterSelect {
  label: string;
  value: string | undefined;
  options: readonly SelectOption[];
  emptyLabel: string;
  onChange: (value: string | undefined) => void;
}

/** The filter panel of a dashboard list: search, selects, a day range, extra chips and 'Clear filters'. */
export function ListFilters({
  searchLabel,
  q,
  onSearch,
  selects,
  from,
  to,
  onRangeChange,
  hasFilters,
  onClear,
  children,
}: {
  searchLabel: string;
  q: string | undefined;
  onSearch: (q: string | undefined) => void;
  selects: ListFilterSelect[];
  from: string | undefined;
  to: string | undefined;
  onRangeChange: (range: { from?: string; to?: string }) => void;
  hasFilters: boolean;
  onClear: () => void;
  /** Filters set elsewhere (a link from analytics), shown as removable chips. */
  children?: ReactNode;
}) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {/* On a phone the panel folds away, so the list itself is on the first screen. */}
      <Button
        variant="outline"
        size="sm"
        className="md:hidden"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? 'Hide filters' : hasFilters ? 'Show filters (some set)' : 'Show filters'}
      </Button>
      <div
        id={panelId}
        className={`${isOpen ? 'grid' : 'hidden'} gap-3 md:grid md:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto]`}
      >
        <SearchInput
          label={searchLabel}
          value={q ?? ''}
          placeholder="Name, email or message text"
          onSearch={(text) => onSearch(text || undefined)}
        />
        {selects.map((select) => (
          <SelectField key={select.label} {...select} />
        ))}
        <DateRangeFields from={from} to={to} onChange={onRangeChange} />
      </div>
      {hasFilters && (
        <div className="flex flex-wrap items-center gap-2">
          {children}
          <Button variant="link" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}
