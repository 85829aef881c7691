import type { LeadHistoryEntry } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

export function getLeadHistory(id: string): Promise<{ items: LeadHistoryEntry[] }> {
  return apiRequest<{ items: LeadHistoryEntry[] }>(`/leads/${encodeURIComponent(id)}/history`);
}

export const getLeadHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: leadKeys.history(id), queryFn: () => getLeadHistory(id) });

/** A lead's history, oldest first; loaded only once someone opens it. */
export function useLeadHistory(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getLeadHistoryQueryOptions(id), enabled });
}
