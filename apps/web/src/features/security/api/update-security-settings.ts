import type { SecuritySettings } from '@leadwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useTwoFactorStatusMutation } from './get-two-factor-status';

export const updateSecuritySettings = (input: SecuritySettings) =>
  apiRequest<SecuritySettings>('/settings/security', { method: 'PUT', body: input });

export const useUpdateSecuritySettings = () => useTwoFactorStatusMutation(updateSecuritySettings);
