import type { Lead, UpdateLeadInput } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';
import { replaceLeadInLists } from './replace-lead';

export function updateLead(id: string, input: UpdateLeadInput): Promise<Lead> {
  return apiRequest<Lead>(`/leads/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

/** Saves a lead's status or notes and puts the saved lead into every loaded list page. */
export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateLeadInput) => updateLead(id, input),
    onSuccess: (saved) => {
      replaceLeadInLists(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: leadKeys.history(id) });
    },
  });
}
