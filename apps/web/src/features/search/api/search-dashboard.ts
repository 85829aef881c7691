import type { ConversationPage, LeadPage } from '@leadwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export const SEARCH_RESULT_LIMIT = 5;
/** One letter matches half the database; two make a useful prefix. */
export const MIN_SEARCH_LENGTH = 2;

export interface DashboardSearchResults {
  conversations: ConversationPage;
  leads: LeadPage;
}

/** Conversations and leads whose names, emails or messages match, five of each. */
export async function searchDashboard(q: string): Promise<DashboardSearchResults> {
  const query = toQueryString({ q, limit: SEARCH_RESULT_LIMIT });
  const [conversations, leads] = await Promise.all([
    apiRequest<ConversationPage>(`/conversations${query}`),
    apiRequest<LeadPage>(`/leads${query}`),
  ]);
  return { conversations, leads };
}

export const searchDashboardQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['search', q], queryFn: () => searchDashboard(q), staleTime: 30_000 });

export function useDashboardSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({
    ...searchDashboardQueryOptions(trimmed),
    enabled: trimmed.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}
