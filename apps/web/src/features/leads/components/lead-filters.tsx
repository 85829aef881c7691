import { LEAD_STATUS_LABELS, LEAD_STATUSES, leadListQuerySchema } from '@leadwise/contracts';
import { LEAD_TYPE_LABELS, LEAD_TYPES } from '@leadwise/conversation/lead-fields';
import { ListFilters } from '../../../components/ui/list-filters';
import { TEMPERATURE_OPTIONS } from '../../../components/ui/select-field';
import { readFilters } from '../../../lib/query-string';
import type { LeadFilters } from '../api/lead-keys';

const FILTER_KEYS = ['q', 'temperature', 'status', 'type', 'from', 'to'] as const;

const LEAD_TYPE_OPTIONS = LEAD_TYPES.map((type) => ({ value: type, label: LEAD_TYPE_LABELS[type] }));

export const LEAD_STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({
  value: status,
  label: LEAD_STATUS_LABELS[status],
}));

/** The lead filters in the address bar; invalid ones are dropped. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const { cursor: _cursor, limit: _limit, ...filters } = readFilters(leadListQuerySchema, params, FILTER_KEYS);
  return filters;
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
      hasFilters={FILTER_KEYS.some((key) => filters[key])}
      onClear={() => onChange({})}
    />
  );
}
