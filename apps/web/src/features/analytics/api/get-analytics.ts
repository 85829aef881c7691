import type { Analytics, AnalyticsQuery } from '@leadwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export const analyticsKeys = {
  all: ['analytics'] as const,
  range: (range: AnalyticsQuery) => [...analyticsKeys.all, range] as const,
};

export function getAnalytics(range: AnalyticsQuery): Promise<Analytics> {
  return apiRequest<Analytics>(`/analytics${toQueryString(range)}`);
}

export const getAnalyticsQueryOptions = (range: AnalyticsQuery) =>
  queryOptions({ queryKey: analyticsKeys.range(range), queryFn: () => getAnalytics(range) });

/** The figures for whole days from..to (default: the last 30 days); the old chart stays while a new range loads. */
export function useAnalytics(range: AnalyticsQuery) {
  return useQuery({ ...getAnalyticsQueryOptions(range), placeholderData: keepPreviousData });
}
