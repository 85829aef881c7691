import type { GettingStarted } from '@leadwise/contracts/getting-started';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Under the dashboard's key, so every live refresh of the overview refreshes the checklist too. */
export const gettingStartedKey = ['dashboard', 'getting-started'] as const;

/** While the widget is not yet seen on the agent's site, look again on this beat. */
export const INSTALL_CHECK_INTERVAL_MS = 15_000;

export function getGettingStarted(): Promise<GettingStarted> {
  return apiRequest<GettingStarted>('/dashboard/getting-started');
}

export const getGettingStartedQueryOptions = () =>
  queryOptions({
    queryKey: gettingStartedKey,
    queryFn: getGettingStarted,
    refetchInterval: (query) => (query.state.data && !query.state.data.steps.install ? INSTALL_CHECK_INTERVAL_MS : false),
  });

export function useGettingStarted() {
  return useQuery(getGettingStartedQueryOptions());
}
