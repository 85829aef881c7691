import type { WidgetConfig, WidgetConfigUpdate } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { widgetConfigKeys } from './get-widget-config';

/** The editable part of a loaded configuration, as PUT expects it. */
export function toWidgetConfigUpdate(config: WidgetConfig): WidgetConfigUpdate {
  const { agentId: _a, widgetId: _w, dedicatedUrl: _d, embedCode: _e, officeHours, ...fields } = config;
  return { ...fields, officeHours: officeHours ?? null };
}

export function updateWidgetConfig(input: WidgetConfigUpdate): Promise<WidgetConfig> {
  return apiRequest<WidgetConfig>('/dashboard/widget-config', { method: 'PUT', body: input });
}

export function useUpdateWidgetConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: WidgetConfig) => updateWidgetConfig(toWidgetConfigUpdate(config)),
    onSuccess: (saved) => {
      queryClient.setQueryData(widgetConfigKeys.all, saved);
      // The overview's widget card shows the company name and active state.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
