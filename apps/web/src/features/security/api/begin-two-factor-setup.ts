import type { TwoFactorSetup } from '@leadwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const beginTwoFactorSetup = () => apiRequest<TwoFactorSetup>('/auth/two-factor/setup', { method: 'POST' });

export const useBeginTwoFactorSetup = () => useMutation({ mutationFn: beginTwoFactorSetup });
