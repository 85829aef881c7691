import type { PrivacySettings, UpdatePrivacySettingsInput } from '@leadwise/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { privacyKeys } from './find-subject-records';

export const getPrivacySettings = () => apiRequest<PrivacySettings>('/settings/privacy');

export const getPrivacySettingsQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.settings(), queryFn: getPrivacySettings });

export const usePrivacySettings = () => useQuery(getPrivacySettingsQueryOptions());

export const updatePrivacySettings = (input: UpdatePrivacySettingsInput) =>
  apiRequest<PrivacySettings>('/settings/privacy', { method: 'PUT', body: input });

export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacySettings,
    onSuccess: (saved) => queryClient.setQueryData(getPrivacySettingsQueryOptions().queryKey, saved),
  });
}
