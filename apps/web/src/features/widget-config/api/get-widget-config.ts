import type { WidgetConfig } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const widgetConfigKeys = { all: ['widget-config'] as const };

export function getWidgetConfig(): Promise<WidgetConfig> {
  return apiRequest<WidgetConfig>('/dashboard/widget-config');
}

export const getWidgetConfigQueryOptions = () =>
  queryOptions({ queryKey: widgetConfigKeys.all, queryFn: getWidgetConfig });

export function useWidgetConfig() {
  return useQuery(getWidgetConfigQueryOptions());
}
