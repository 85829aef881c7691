import type { EnableTwoFactorInput, RecoveryCodes } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getTwoFactorStatusQueryOptions } from './get-two-factor-status';

export const regenerateRecoveryCodes = (input: EnableTwoFactorInput) =>
  apiRequest<RecoveryCodes>('/auth/two-factor/recovery-codes', { method: 'POST', body: input });

export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions().queryKey }),
  });
};
