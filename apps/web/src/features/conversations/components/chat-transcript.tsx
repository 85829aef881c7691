import type { ChatMessage } from '@leadwise/contracts';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { formatTime } from '../../../lib/format';

const SPEAKER: Record<ChatMessage['role'], string> = {
  visitor: 'Visitor',
  assistant: 'Assistant',
  agent: 'You',
  system: '',
};

/**
 * The transcript as chat bubbles: the visitor on the left, the assistant and the agent on the
 * right. Text is rendered as text (React escapes it): nothing a visitor sends becomes HTML.
 */
export function ChatTranscript({ messages, visitorName }: { messages: ChatMessage[]; visitorName: string }) {
  const endRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastId) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId]);

  if (messages.length === 0) return <p className="py-8 text-center text-sm text-slate-500">No messages yet.</p>;
  return (
    <>
      <ol aria-label="Transcript" className="flex flex-col gap-3">
        {messages.map((message) =>
          message.role === 'system' ? (
            <li key={message.id} className="self-center rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-600">
              {message.text}
            </li>
          ) : (
            <li
              key={message.id}
              className={clsx(
                'flex max-w-[85%] flex-col',
                message.role === 'visitor' ? 'self-start' : 'items-end self-end',
              )}
            >
              <span className="mb-1 text-xs text-slate-500">
                {message.role === 'visitor' ? visitorName : SPEAKER[message.role]} · {formatTime(message.createdAt)}
              </span>
              <p
                className={clsx(
                  'whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm',
                  message.role === 'visitor' && 'rounded-tl-sm bg-slate-100 text-slate-900',
                  message.role === 'assistant' && 'rounded-tr-sm bg-blue-600 text-white',
                  message.role === 'agent' && 'rounded-tr-sm bg-emerald-600 text-white',
                )}
              >
                {message.text}
              </p>
            </li>
          ),
        )}
      </ol>
      <div ref={endRef} />
    </>
  );
}
