import type { LeadPage } from '@leadwise/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { type LeadFilters, leadKeys } from './lead-keys';

export const LEADS_PAGE_SIZE = 20;

export function getLeads(filters: LeadFilters, cursor?: string, limit = LEADS_PAGE_SIZE): Promise<LeadPage> {
  return apiRequest<LeadPage>(`/leads${toQueryString(filters, { cursor, limit })}`);
}

export const getLeadsQueryOptions = (filters: LeadFilters) =>
  infiniteQueryOptions({
    queryKey: leadKeys.list(filters),
    queryFn: ({ pageParam }) => getLeads(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The filtered leads in the chosen order, a page at a time. */
export function useLeads(filters: LeadFilters) {
  return useInfiniteQuery(getLeadsQueryOptions(filters));
}
