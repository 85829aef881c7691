import type { EnableTwoFactorInput, RecoveryCodes } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const enableTwoFactor = (input: EnableTwoFactorInput) =>
  apiRequest<RecoveryCodes>('/auth/two-factor/enable', { method: 'POST', body: input });

export const useEnableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    // Everything the agency requirement held back may now load.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
