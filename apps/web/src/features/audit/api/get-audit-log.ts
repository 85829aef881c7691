import type { AuditAction, AuditPage } from '@leadwise/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export const AUDIT_PAGE_SIZE = 25;

export const getAuditLog = (action: AuditAction | undefined, cursor?: string) =>
  apiRequest<AuditPage>(`/audit${toQueryString({ action }, { cursor, limit: AUDIT_PAGE_SIZE })}`);

export const getAuditLogQueryOptions = (action: AuditAction | undefined) =>
  infiniteQueryOptions({
    queryKey: ['audit', action ?? 'all'],
    queryFn: ({ pageParam }) => getAuditLog(action, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The audit log newest first, a page at a time. */
export const useAuditLog = (action: AuditAction | undefined) => useInfiniteQuery(getAuditLogQueryOptions(action));
