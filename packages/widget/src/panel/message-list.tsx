import { useEffect, useRef } from 'preact/hooks';
import type { ChatMessage } from '../shared/types';
import { Icon } from './icons';
import type { ShownMessage } from './live-updates';

interface Props {
  messages: ShownMessage[];
  agentName: string;
  companyName: string;
  isTyping: boolean;
}

/**
 * The transcript. Text is always rendered as text (Preact escapes it): nothing a visitor or an
 * agent types can become markup. New messages are announced politely to screen readers.
 */
export function MessageList({ messages, agentName, companyName, isTyping }: Props) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, isTyping]);

  const author = (role: ChatMessage['role']) =>
    role === 'visitor' ? 'You' : role === 'agent' ? agentName : role === 'assistant' ? `${companyName} assistant` : '';

  return (
    <div class="lw-log" role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation">
      {messages.map((message) => (
        <p
          key={message.id}
          class={`lw-msg lw-msg-${message.role}${message.id.startsWith('pending-') ? ' lw-msg-pending' : ''}`}
        >
          {message.role === 'agent' ? <span class="lw-author">{agentName}</span> : null}
          {message.role !== 'system' && message.role !== 'agent' ? (
            <span class="lw-sr">{author(message.role)}: </span>
          ) : null}
          {message.isDocument ? <Icon name="attach" /> : null}
          {message.text}
        </p>
      ))}
      {isTyping ? (
        <p class="lw-typing" role="status">
          {companyName} assistant is typing…
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}
