import type { SecuritySettings } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getTwoFactorStatusQueryOptions } from './get-two-factor-status';

export const updateSecuritySettings = (input: SecuritySettings) =>
  apiRequest<SecuritySettings>('/settings/security', { method: 'PUT', body: input });

export const useUpdateSecuritySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecuritySettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions().queryKey }),
  });
};
