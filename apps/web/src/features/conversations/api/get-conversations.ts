import type { ConversationPage } from '@leadwise/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { type ConversationFilters, conversationKeys } from './conversation-keys';

export const CONVERSATIONS_PAGE_SIZE = 20;

export function getConversations(
  filters: ConversationFilters,
  cursor?: string,
  limit = CONVERSATIONS_PAGE_SIZE,
): Promise<ConversationPage> {
  return apiRequest<ConversationPage>(`/conversations${toQueryString(filters, { cursor, limit })}`);
}

export const getConversationsQueryOptions = (filters: ConversationFilters) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(filters),
    queryFn: ({ pageParam }) => getConversations(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The filtered conversations, newest first, a page at a time ("Load more"). */
export function useConversations(filters: ConversationFilters) {
  return useInfiniteQuery(getConversationsQueryOptions(filters));
}
