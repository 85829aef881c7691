import type { AssignLeadInput, Lead } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';
import { replaceLeadInLists } from './replace-lead';

export function assignLead(id: string, input: AssignLeadInput): Promise<Lead> {
  return apiRequest<Lead>(`/leads/${encodeURIComponent(id)}/assign`, { method: 'POST', body: input });
}

/** Gives the lead to someone, or back to the queue; "My leads" and "Unassigned" lists reload. */
export function useAssignLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string | null) => assignLead(id, { memberId }),
    onSuccess: (saved) => {
      replaceLeadInLists(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: leadKeys.history(id) });
    },
  });
}
