import { conversationListQuerySchema, type FunnelStage } from '@leadwise/contracts';
import { X } from 'lucide-react';
import { ListFilters } from '../../../components/ui/list-filters';
import { TEMPERATURE_OPTIONS } from '../../../components/ui/select-field';
import { readFilters } from '../../../lib/query-string';
import type { ConversationFilters } from '../api/conversation-keys';

const FILTER_KEYS = ['q', 'status', 'temperature', 'stage', 'area', 'from', 'to'] as const;

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  chatted: 'Chatted',
  contact: 'Gave contact details',
  qualified: 'Qualified hot or warm',
};

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'closed', label: 'Closed' },
];

/** The conversation filters in the address bar; invalid ones are dropped. */
export function parseConversationFilters(params: URLSearchParams): ConversationFilters {
  const { cursor: _cursor, limit: _limit, ...filters } = readFilters(conversationListQuerySchema, params, FILTER_KEYS);
  return filters;
}

export function ConversationFiltersBar({
  filters,
  onChange,
}: {
  filters: ConversationFilters;
  onChange: (filters: ConversationFilters) => void;
}) {
  const set = (change: Partial<ConversationFilters>) => onChange({ ...filters, ...change });
  return (
    <ListFilters
      searchLabel="Search conversations"
      q={filters.q}
      onSearch={(q) => set({ q })}
      selects={[
        {
          label: 'Status',
          value: filters.status,
          options: STATUS_OPTIONS,
          emptyLabel: 'All statuses',
          onChange: (status) => set({ status: status as ConversationFilters['status'] }),
        },
        {
          label: 'Temperature',
          value: filters.temperature,
          options: TEMPERATURE_OPTIONS,
          emptyLabel: 'All temperatures',
          onChange: (temperature) => set({ temperature: temperature as ConversationFilters['temperature'] }),
        },
      ]}
      from={filters.from}
      to={filters.to}
      onRangeChange={set}
      hasFilters={FILTER_KEYS.some((key) => filters[key])}
      onClear={() => onChange({})}
    >
      {filters.stage && (
        <FilterChip
          label={`Funnel step: ${FUNNEL_STAGE_LABELS[filters.stage]}`}
          onRemove={() => set({ stage: undefined })}
        />
      )}
      {filters.area && <FilterChip label={`Area: ${filters.area}`} onRemove={() => set({ area: undefined })} />}
    </ListFilters>
  );
}

function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-1 pr-1 pl-3 text-sm text-blue-800">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove filter ${label}`}
        className="rounded-full p-0.5 hover:bg-blue-100"
      >
        <X aria-hidden="true" className="h-3.5 w-3.5" />
      </button>
    </span>
  );
}
