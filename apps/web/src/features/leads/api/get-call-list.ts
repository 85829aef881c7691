import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLeads } from './get-leads';
import { type LeadFilters, leadKeys } from './lead-keys';

export const CALL_LIST_LENGTH = 5;

/** "Who to call first": leads nobody has contacted yet, hottest and highest scoring first. */
const CALL_LIST_FILTERS: LeadFilters = { status: 'new', sort: 'temperature' };

export const getCallListQueryOptions = () =>
  queryOptions({
    queryKey: [...leadKeys.list(CALL_LIST_FILTERS), CALL_LIST_LENGTH] as const,
    queryFn: () => getLeads(CALL_LIST_FILTERS, undefined, CALL_LIST_LENGTH),
  });

export function useCallList() {
  return useQuery(getCallListQueryOptions());
}

export const callListHref = `?${new URLSearchParams(CALL_LIST_FILTERS as Record<string, string>)}`;
