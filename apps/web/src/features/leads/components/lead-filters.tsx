import {
  LEAD_SORT_LABELS,
  LEAD_SORTS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadSort,
  leadListQuerySchema,
} from '@leadwise/contracts';
import { LEAD_TYPE_LABELS, LEAD_TYPES } from '@leadwise/conversation/lead-fields';
import { ListFilters } from '../../../components/ui/list-filters';
import { SelectField, TEMPERATURE_OPTIONS } from '../../../components/ui/select-field';
import { readFilters } from '../../../lib/query-string';
import type { LeadFilters } from '../api/lead-keys';

const FILTER_KEYS = ['q', 'temperature', 'status', 'type', 'from', 'to', 'assignee', 'branchId'] as const;

const LEAD_TYPE_OPTIONS = LEAD_TYPES.map((type) => ({ value: type, label: LEAD_TYPE_LABELS[type] }));

export const LEAD_STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({
  value: status,
  label: LEAD_STATUS_LABELS[status],
}));

const SORT_OPTIONS = LEAD_SORTS.map((sort) => ({ value: sort, label: LEAD_SORT_LABELS[sort] }));

/** The lead filters and sort in the address bar; invalid ones are dropped. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const { cursor: _cursor, limit: _limit, ...filters } = readFilters(leadListQuerySchema, params, [
    ...FILTER_KEYS,
    'sort',
  ]);
  return filters;
}

/** Whether anything narrows the list (the order does not). */
export function hasLeadFilters(filters: LeadFilters) {
  return FILTER_KEYS.some((key) => filters[key]);
}

export function LeadSortSelect({ sort, onChange }: { sort: LeadSort | undefined; onChange: (sort: LeadSort) => void }) {
  return (
    <SelectField
      label="Sort by"
      value={sort ?? 'newest'}
      options={SORT_OPTIONS}
      onChange={(value) => onChange((value ?? 'newest') as LeadSort)}
    />
  );
}

export function LeadFiltersBar({
  filters,
  onChange,
}: {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
}) {
  const set = (change: Partial<LeadFilters>) => onChange({ ...filters, ...change });
  return (
    <ListFilters
      searchLabel="Search leads"
      q={filters.q}
      onSearch={(q) => set({ q })}
      selects={[
        {
          label: 'Temperature',
          value: filters.temperature,
          options: TEMPERATURE_OPTIONS,
          emptyLabel: 'All temperatures',
          onChange: (temperature) => set({ temperature: temperature as LeadFilters['temperature'] }),
        },
        {
          label: 'Lead type',
          value: filters.type,
          options: LEAD_TYPE_OPTIONS,
          emptyLabel: 'All lead types',
          onChange: (type) => set({ type: type as LeadFilters['type'] }),
        },
        {
          label: 'Pipeline',
          value: filters.status,
          options: LEAD_STATUS_OPTIONS,
          emptyLabel: 'All stages',
          onChange: (status) => set({ status: status as LeadFilters['status'] }),
        },
      ]}
      from={filters.from}
      to={filters.to}
      onRangeChange={set}
      hasFilters={hasLeadFilters(filters)}
      onClear={() => onChange({ sort: filters.sort })}
    />
  );
}
