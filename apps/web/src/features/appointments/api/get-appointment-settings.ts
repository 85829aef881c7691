import type { AppointmentSettings } from '@leadwise/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getAppointmentSettings = () => apiRequest<AppointmentSettings>('/settings/appointments');

export const getAppointmentSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'appointments'], queryFn: getAppointmentSettings });

export const useAppointmentSettings = () => useQuery(getAppointmentSettingsQueryOptions());

export const updateAppointmentSettings = (input: AppointmentSettings) =>
  apiRequest<AppointmentSettings>('/settings/appointments', { method: 'PUT', body: input });

export const useUpdateAppointmentSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointmentSettings,
    onSuccess: (saved) => queryClient.setQueryData(getAppointmentSettingsQueryOptions().queryKey, saved),
  });
};
