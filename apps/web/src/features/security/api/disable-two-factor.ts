import type { DisableTwoFactorInput } from '@leadwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useTwoFactorStatusMutation } from './get-two-factor-status';

export const disableTwoFactor = (input: DisableTwoFactorInput) =>
  apiRequest<{ message: string }>('/auth/two-factor/disable', { method: 'POST', body: input });

export const useDisableTwoFactor = () => useTwoFactorStatusMutation(disableTwoFactor);
