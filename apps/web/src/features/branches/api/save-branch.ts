import type { Branch, BranchInput } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { branchKeys } from './get-branches';

/** Creates a branch (no id) or saves one. */
export function saveBranch({ id, input }: { id: string | null; input: BranchInput }): Promise<Branch> {
  return id
    ? apiRequest<Branch>(`/branches/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : apiRequest<Branch>('/branches', { method: 'POST', body: input });
}

export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBranch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: branchKeys.all }),
  });
}
