import type { TwoFactorStatus } from '@leadwise/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getTwoFactorStatus = () => apiRequest<TwoFactorStatus>('/auth/two-factor');

export const getTwoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: ['security', 'two-factor'], queryFn: getTwoFactorStatus });

export const useTwoFactorStatus = (opts: { enabled?: boolean } = {}) =>
  useQuery({ ...getTwoFactorStatusQueryOptions(), enabled: opts.enabled ?? true });

/** A mutation after which the status is read again: on or off, recovery codes left, the agency's rule. */
export const useTwoFactorStatusMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions().queryKey }),
  });
};
