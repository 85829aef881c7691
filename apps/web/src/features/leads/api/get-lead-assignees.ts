import type { LeadAssigneeOption } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

export function getLeadAssignees(): Promise<{ items: LeadAssigneeOption[] }> {
  return apiRequest<{ items: LeadAssigneeOption[] }>('/leads/assignees');
}

export const getLeadAssigneesQueryOptions = () =>
  queryOptions({ queryKey: leadKeys.assignees(), queryFn: getLeadAssignees, staleTime: 60_000 });

/** Everyone in the agency a lead can be given to. */
export function useLeadAssignees() {
  return useQuery(getLeadAssigneesQueryOptions());
}
