import type { DisableTwoFactorInput } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getTwoFactorStatusQueryOptions } from './get-two-factor-status';

export const disableTwoFactor = (input: DisableTwoFactorInput) =>
  apiRequest<{ message: string }>('/auth/two-factor/disable', { method: 'POST', body: input });

export const useDisableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions().queryKey }),
  });
};
