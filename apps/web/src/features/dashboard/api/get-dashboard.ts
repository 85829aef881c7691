import type { Dashboard } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const dashboardKeys = { all: ['dashboard'] as const };

export function getDashboard(): Promise<Dashboard> {
  return apiRequest<Dashboard>('/dashboard');
}

export const getDashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
