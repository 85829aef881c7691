import type { BranchList } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const branchKeys = { all: ['branches'] as const };

export function getBranches(): Promise<BranchList> {
  return apiRequest<BranchList>('/branches');
}

export const getBranchesQueryOptions = () => queryOptions({ queryKey: branchKeys.all, queryFn: getBranches });

/** The agency's branches by name. */
export function useBranches() {
  return useQuery(getBranchesQueryOptions());
}
