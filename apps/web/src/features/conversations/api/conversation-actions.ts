import type { AgentMessageResult, ConversationDetail, ConversationModeResult } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';
import { appendMessageToCache } from './get-conversation';

export function takeOverConversation(id: string) {
  return apiRequest<ConversationModeResult>(`/conversations/${encodeURIComponent(id)}/takeover`, { method: 'POST' });
}

export function handBackConversation(id: string) {
  return apiRequest<ConversationModeResult>(`/conversations/${encodeURIComponent(id)}/handback`, { method: 'POST' });
}

export function sendAgentMessage(id: string, text: string) {
  return apiRequest<AgentMessageResult>(`/conversations/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: { text },
  });
}

function useApplyMode(id: string) {
  const queryClient = useQueryClient();
  return (result: ConversationModeResult) => {
    queryClient.setQueryData<ConversationDetail>(conversationKeys.detail(id), (detail) =>
      detail
        ? { ...detail, conversation: { ...detail.conversation, mode: result.mode, status: result.status } }
        : detail,
    );
    // The joined/left notice is a new message in the transcript.
    void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(id) });
  };
}

/** 'Take over': the assistant pauses and the agent answers the visitor in person. */
export function useTakeOverConversation(id: string) {
  const applyMode = useApplyMode(id);
  return useMutation({ mutationFn: () => takeOverConversation(id), onSuccess: applyMode });
}

/** 'Hand back': the assistant answers again. */
export function useHandBackConversation(id: string) {
  const applyMode = useApplyMode(id);
  return useMutation({ mutationFn: () => handBackConversation(id), onSuccess: applyMode });
}

export function useSendAgentMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendAgentMessage(id, text),
    onSuccess: (result) => appendMessageToCache(queryClient, id, result.message),
  });
}
