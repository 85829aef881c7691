import { MAX_MESSAGE_LENGTH } from '@leadwise/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { useHandBackConversation, useSendAgentMessage, useTakeOverConversation } from '../api/conversation-actions';

/**
 * 'Take over' pauses the assistant so the agent answers the visitor in person; 'Hand back'
 * returns the conversation to the assistant. A closed conversation takes no replies.
 */
export function AgentReplyPanel({
  conversationId,
  mode,
  isClosed,
}: {
  conversationId: string;
  mode: 'assistant' | 'human';
  isClosed: boolean;
}) {
  const takeOver = useTakeOverConversation(conversationId);
  const handBack = useHandBackConversation(conversationId);
  const send = useSendAgentMessage(conversationId);
  const [text, setText] = useState('');
  const replyId = useId();
  const error = takeOver.error ?? handBack.error ?? send.error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    // The text stays in the box until the server has it, so a failure loses nothing.
    send.mutate(message, { onSuccess: () => setText('') });
  };

  if (isClosed) {
    return <p className="text-sm text-slate-500">This conversation has ended; the visitor has left the chat.</p>;
  }
  return (
    <div className="space-y-3">
      {mode === 'assistant' ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">The assistant is answering this visitor.</p>
          <Button onClick={() => takeOver.mutate()} isLoading={takeOver.isPending}>
            Take over
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-2">
          <div className="flex items-center justify-between gap-3">
            <label htmlFor={replyId} className="text-sm font-medium text-slate-800">
              Reply to the visitor
            </label>
            <Button variant="outline" size="sm" onClick={() => handBack.mutate()} isLoading={handBack.isPending}>
              Hand back
            </Button>
          </div>
          <Textarea
            id={replyId}
            value={text}
            maxLength={MAX_MESSAGE_LENGTH}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) onSubmit(e);
            }}
            placeholder="Type your reply... (Enter sends, Shift+Enter for a new line)"
            className="min-h-20"
          />
          <div className="flex justify-end">
            <Button type="submit" isLoading={send.isPending} disabled={!text.trim()}>
              Send
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
