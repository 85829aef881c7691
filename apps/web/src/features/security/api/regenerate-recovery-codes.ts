import type { EnableTwoFactorInput, RecoveryCodes } from '@leadwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useTwoFactorStatusMutation } from './get-two-factor-status';

export const regenerateRecoveryCodes = (input: EnableTwoFactorInput) =>
  apiRequest<RecoveryCodes>('/auth/two-factor/recovery-codes', { method: 'POST', body: input });

export const useRegenerateRecoveryCodes = () => useTwoFactorStatusMutation(regenerateRecoveryCodes);
