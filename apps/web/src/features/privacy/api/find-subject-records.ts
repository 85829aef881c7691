import type { SubjectRecords } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const privacyKeys = {
  all: ['privacy'] as const,
  subject: (q: string) => [...privacyKeys.all, 'subject', q] as const,
  settings: () => [...privacyKeys.all, 'settings'] as const,
};

export const findSubjectRecords = (q: string) =>
  apiRequest<SubjectRecords>(`/privacy/subjects?q=${encodeURIComponent(q)}`);

export const findSubjectRecordsQueryOptions = (q: string) =>
  queryOptions({ queryKey: privacyKeys.subject(q), queryFn: () => findSubjectRecords(q), enabled: q.length > 0 });

/** Everything held about the visitor searched for; idle until there is a search. */
export const useSubjectRecords = (q: string) => useQuery(findSubjectRecordsQueryOptions(q));
