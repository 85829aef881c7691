import type { TwoFactorStatus } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getTwoFactorStatus = () => apiRequest<TwoFactorStatus>('/auth/two-factor');

export const getTwoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: ['security', 'two-factor'], queryFn: getTwoFactorStatus });

export const useTwoFactorStatus = (opts: { enabled?: boolean } = {}) =>
  useQuery({ ...getTwoFactorStatusQueryOptions(), enabled: opts.enabled ?? true });
