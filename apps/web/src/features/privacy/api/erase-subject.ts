import type { ErasureResult, PrivacySubject } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { subjectBody } from './export-subject';

export const eraseSubject = (subject: PrivacySubject) =>
  apiRequest<ErasureResult>('/privacy/erasures', { method: 'POST', body: subjectBody(subject) });

/** Erases the visitor; every cached list may have shown them, so all queries refetch. */
export function useEraseSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseSubject,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
