import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { branchKeys } from './get-branches';

export function deleteBranch(id: string): Promise<{ deleted: true }> {
  return apiRequest<{ deleted: true }>(`/branches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    // Leads and widgets of the branch now belong to the whole agency.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
