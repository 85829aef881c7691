import type { ChatMessage, ConversationDetail } from '@leadwise/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';

export function getConversation(id: string): Promise<ConversationDetail> {
  return apiRequest<ConversationDetail>(`/conversations/${encodeURIComponent(id)}`);
}

export const getConversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: conversationKeys.detail(id), queryFn: () => getConversation(id) });

export function useConversation(id: string, opts: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...getConversationQueryOptions(id), refetchInterval: opts.refetchInterval });
}

/** A live or just-sent message shows at once, before the refetch confirms it. */
export function appendMessageToCache(queryClient: QueryClient, conversationId: string, message: ChatMessage) {
  queryClient.setQueryData<ConversationDetail>(conversationKeys.detail(conversationId), (detail) => {
    if (!detail || detail.messages.some((m) => m.id === message.id)) return detail;
    return {
      ...detail,
      messages: [...detail.messages, message],
      conversation: {
        ...detail.conversation,
        lastMessage: message.text,
        lastMessageAt: message.createdAt,
        messageCount: detail.conversation.messageCount + 1,
      },
    };
  });
}
