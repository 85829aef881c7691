import type { LeadListQuery } from '@leadwise/contracts';

export type LeadFilters = Omit<LeadListQuery, 'cursor' | 'limit'>;

/** Query keys of this feature; the dashboard's live updates invalidate by these. */
export const leadKeys = {
  all: ['leads'] as const,
  list: (filters: LeadFilters) => [...leadKeys.all, 'list', filters] as const,
  history: (leadId: string) => [...leadKeys.all, 'history', leadId] as const,
  assignees: () => [...leadKeys.all, 'assignees'] as const,
};
