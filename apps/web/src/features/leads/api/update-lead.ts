import type { Lead, LeadPage, UpdateLeadInput } from '@leadwise/contracts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

export function updateLead(id: string, input: UpdateLeadInput): Promise<Lead> {
  return apiRequest<Lead>(`/leads/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

/** Saves a lead's status or notes and puts the saved lead into every loaded list page. */
export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateLeadInput) => updateLead(id, input),
    onSuccess: (saved) => {
      queryClient.setQueriesData<InfiniteData<LeadPage>>({ queryKey: leadKeys.all }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((lead) => (lead.id === saved.id ? saved : lead)),
              })),
            }
          : data,
      );
    },
  });
}
