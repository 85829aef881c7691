import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';

type KeptLead = { id: string; keepReason: string | null; keptAt: string | null };

/** Keeps the lead as a client past the retention period (a reason), or stops keeping it (null). */
export const setLeadKept = (leadId: string, reason: string | null) =>
  apiRequest<KeptLead>(`/leads/${encodeURIComponent(leadId)}/keep`, reason === null ? { method: 'DELETE' } : { method: 'POST', body: { reason } });

export function useSetLeadKept(conversationId: string, leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) => setLeadKept(leadId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) }),
  });
}
