import type { SystemStatus } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec section 9: the status page refreshes every 30 seconds. */
export const STATUS_REFRESH_MS = 30_000;

export const getSystemStatus = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<SystemStatus>('/status', { auth: false, signal });

export const getSystemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system-status'],
    queryFn: ({ signal }) => getSystemStatus({ signal }),
    refetchInterval: STATUS_REFRESH_MS,
    // A status page left open in a background tab should still be current when looked at.
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

export const useSystemStatus = () => useQuery(getSystemStatusQueryOptions());
