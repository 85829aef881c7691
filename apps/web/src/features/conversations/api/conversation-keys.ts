import type { ConversationListQuery } from '@leadwise/contracts';

/** Query keys of this feature; the dashboard's live updates invalidate by these. */
export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (filters: ConversationFilters) => [...conversationKeys.lists(), filters] as const,
  details: () => [...conversationKeys.all, 'detail'] as const,
  detail: (id: string) => [...conversationKeys.details(), id] as const,
};

export type ConversationFilters = Omit<ConversationListQuery, 'cursor' | 'limit'>;
